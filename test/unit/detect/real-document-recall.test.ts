import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import type { Span } from '../../../src/core/detect/span';

/** Every value the pipeline would redact, as "TAG:text". */
function redacted(text: string): string[] {
  return propagateOccurrences(text, findPii(text)).map(
    (s) => `${s.tag}:${text.slice(s.start, s.end)}`,
  );
}

// Shapes of personal data that real documents of the outside corpus (court filings, a forwarded
// mail thread) print and no other rule read: each case is one class, in the languages it has.
describe('real documents: people and numbers no other rule read', () => {
  it('reads senders and recipients of a mail header written surname first', () => {
    expect(redacted('From: Golding, Michael@CDCR\nSent: Wednesday')).toContain(
      'PERSON_NAME:Golding, Michael',
    );
    const to = redacted('To: Smith, John; Doe, Jane\nSubject: RE: rule change');
    expect(to).toContain('PERSON_NAME:Smith, John');
    expect(to).toContain('PERSON_NAME:Doe, Jane');
    expect(redacted('Von: Krüger, Anna\nBetreff: Termin')).toContain('PERSON_NAME:Krüger, Anna');
    expect(redacted('De : Dupont, Claire\nObjet : rendez-vous')).toContain(
      'PERSON_NAME:Dupont, Claire',
    );
    expect(redacted('Кому: Иванов, Пётр\nТема: договор')).toContain('PERSON_NAME:Иванов, Пётр');
    // A team or a mailing list is nobody.
    expect(redacted('From: Human Resources\nTo: All Staff\nSubject: holidays')).toEqual([]);
  });

  it('reads initials before a surname in capitals (a court caption)', () => {
    expect(redacted('W.J. SULLIVAN, Warden,\nRespondent.')).toContain('PERSON_NAME:W.J. SULLIVAN');
    expect(redacted('U.S. DISTRICT COURT')).toEqual([]);
  });

  it('reads federal court case numbers with or without their label', () => {
    expect(redacted('Case No. 2:18-cv-10166-JAK (AFM)')).toContain('ID:2:18-cv-10166-JAK (AFM)');
    expect(redacted('Case 3:19-cv-00227-HRH Document 1 Filed 08/20/19 Page 1 of 5')).toContain(
      'ID:3:19-cv-00227-HRH',
    );
    expect(redacted('in In re Search Warrant dated April 21, 2021,\n21 Mag. 4335 and')).toContain(
      'ID:21 Mag. 4335',
    );
    // A time and a range are no case numbers.
    expect(redacted('The hearing starts at 10:30 and lasts 2-3 hours.')).toEqual([]);
  });

  it('knows Franz as a given name', () => {
    expect(redacted('through its attorneys, Franz Hardy and Christine M. Kroupa')).toContain(
      'PERSON_NAME:Franz Hardy',
    );
  });

  it('chases a found name written surname first in capitals without a comma', () => {
    const text =
      'Tenancy agreement\nWHITFIELD Declan / CHAUDHRY Tobias / DI STEFANO Tommaso\n' +
      'Tenants: Declan Whitfield, Tobias G. Chaudhry and Tommaso Di Stefano.\n' +
      'Whitfield Declan is a different spelling the rule leaves to the surname chase.';
    const at = (name: string): Span => {
      const start = text.indexOf(name, text.indexOf('Tenants'));
      return {
        tag: 'PERSON_NAME',
        start,
        end: start + name.length,
        score: 0.8,
        recognizer: 'test',
      };
    };
    const spans = [at('Declan Whitfield'), at('Tobias G. Chaudhry'), at('Tommaso Di Stefano')];
    const found = propagateOccurrences(text, spans).map((s) => text.slice(s.start, s.end));
    expect(found).toContain('WHITFIELD Declan');
    expect(found).toContain('CHAUDHRY Tobias');
    expect(found).toContain('DI STEFANO Tommaso');
    // Only where the surname part is in capitals: the title-case reversal is not taken whole.
    expect(found).not.toContain('Whitfield Declan');
  });

  it('reads a town wrapped after its postcode whole, beside a street form of the line', () => {
    const spanish =
      'El paquete se recogió en Calle de Embajadores, 41, 2º B, 15702 Santiago de\n' +
      'Compostela.\n--\nMontserrat Cifuentes';
    expect(redacted(spanish)).toContain('LOCATION:Santiago de\nCompostela');
    const russian =
      'Посылку забрали по адресу ул. Академика Павлова, д. 83, кв. 56, 603005 Нижний\n' +
      'Новгород.\n--\nКсения Игоревна Гончарова';
    expect(redacted(russian)).toContain('LOCATION:Нижний\nНовгород');
  });
});
