/**
 * Issue 15 (R2): organisations the same document names in a surer form elsewhere (with their
 * legal form, or spelled by a mail or web domain), in the seven languages; form labels printed in
 * capitals above their values are no firm and no person; Italian elided links inside a bank's name.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { covered, untouched } from './span-probes';

/** The organisations found in `text`. */
function orgs(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ORGANIZATION')
    .map((s) => text.slice(s.start, s.end));
}

describe('a firm named with its legal form elsewhere in the document', () => {
  it('covers the name without its form, in running text and in capitals', () => {
    const cases: Array<[string, string[]]> = [
      [
        'NORTHWIND LOGISTICS\nReference letter\nShe worked with us from 2019. Northwind Logistics thanks her.\nMarcus Chen, Northwind Logistics Inc.',
        ['NORTHWIND LOGISTICS', 'Northwind Logistics thanks'],
      ],
      [
        'Mahnung\nDie Alpen Immobilien fordert die Miete für Oktober.\nAlpen Immobilien GmbH · Seestraße 4',
        ['Die Alpen Immobilien fordert'],
      ],
      [
        'Aviso de impago\nDistribuciones Levante le recuerda la deuda pendiente.\nDistribuciones Levante S.L. · Calle Mayor 3',
        ['Distribuciones Levante le'],
      ],
      [
        'Attestation\nMenuiserie Delorme certifie que M. Karim Haddad a travaillé chez nous.\nMenuiserie Delorme SARL, 12 rue des Lilas',
        ['Menuiserie Delorme certifie'],
      ],
      [
        'Lettera di referenze\nTrasporti Vitale conferma il rapporto di lavoro.\nTrasporti Vitale S.r.l. · Via Roma 12',
        ['Trasporti Vitale conferma'],
      ],
      [
        'Declaração\nA Transportes Ribeiro declara que o colaborador trabalhou connosco.\nTransportes Ribeiro Lda. · Rua Augusta 10',
        ['Transportes Ribeiro declara'],
      ],
      [
        'Справка\nСотрудник работает в «Техносервис» с 2020 года.\nООО «Техносервис», г. Москва',
        ['«Техносервис» с'],
      ],
    ];
    for (const [text, contexts] of cases)
      for (const context of contexts) {
        const name = context
          .replace(/^(?:Die |A )/u, '')
          .replace(/ \S+$/u, '')
          .replace(/[«»]/g, '');
        const at = text.indexOf(context) + context.indexOf(name);
        const found = findPii(text).some(
          (s) => s.tag === 'ORGANIZATION' && s.start <= at && s.end >= at + name.length,
        );
        expect(found, `${name} in ${context}`).toBe(true);
      }
  });

  it('does not shorten a stem to one trade word or echo a plain word', () => {
    const text = 'Weber & Söhne Logistik GmbH\nAbteilung\nLogistik\nAnna Berg';
    expect(orgs(text)).not.toContain('Logistik');
    const plain = 'Contact us at Support Ltd.\nSupport is open daily.';
    expect(untouched(plain, 'Support is')).toBe(true);
  });
});

describe('a firm spelled by a mail or web domain of the document', () => {
  it('covers the capitalised name whose letters are the domain', () => {
    for (const [text, value] of [
      [
        'Chat transcript\nYou are now chatting with Brightwater Labs Support.\nWrite to help@brightwaterlabs.com any time.',
        'Brightwater Labs',
      ],
      [
        'Lab report\nPinecrest Diagnostics\nresults@pinecrest-diagnostics.com\nPatient: Jennifer Okonkwo',
        'Pinecrest Diagnostics',
      ],
      ['Relevé\nLumirel vous remercie.\nwww.lumirel.fr', 'Lumirel'],
      [
        'Mietrückstand\nHausverwaltung: Summit Ridge Realty\nE-Mail: info@summit-ridge.de',
        'Summit Ridge Realty',
      ],
    ] as const)
      expect(covered(text, value), value).toBe(true);
  });

  it('ignores mail providers and words the text also writes in lower case', () => {
    const mail = 'Dear Anna, write to anna.berg@gmail.com or open Outlook.\nGmail Settings';
    expect(untouched(mail, 'Gmail')).toBe(true);
    const word = 'Booking confirmation\nSee www.booking.com for your booking.';
    expect(untouched(word, 'Booking')).toBe(true);
    // A platform's own terms, a person's own page, a product named after what it does.
    const platform = 'Terms of Use\nhttps://help.instagram.com/581066\nWelcome to Instagram!';
    expect(orgs(platform)).not.toContain('Instagram');
    const page = 'Written by Martin Thoma\nhttps://martin-thoma.com/about';
    expect(orgs(page)).not.toContain('Martin Thoma');
    const product = 'Why choose PDF Redaction Tool?\nSee https://pdf-redaction.com today.';
    expect(orgs(product)).toEqual([]);
  });
});

describe('form labels in capitals', () => {
  it('are no firm above a value or a street line', () => {
    for (const text of [
      'FULL NAME\nJennifer Okonkwo\nAGE\n42 years\nUSERNAME\njokonkwo',
      'DATI DEL PAZIENTE\nINDIRIZZO DI SPEDIZIONE\nVia Roma 12\n00184 Roma',
      'NOM ET PRÉNOM\nKarim Haddad\nÂGE\n37 ans\nIDENTIFIANT\nkhaddad',
      'ФИО\nИванов Пётр\nВОЗРАСТ\n44 года\nЛОГИН\npivanov',
    ])
      expect(orgs(text), text).toEqual([]);
  });

  it('are no person under a name column', () => {
    const text =
      'FULL NAME\nJennifer Okonkwo\nLICENSE PLATE\nAB-CD 1234\nPRIMARY CARE\nDr. Hannah Park';
    expect(untouched(text, 'LICENSE PLATE')).toBe(true);
    expect(untouched(text, 'PRIMARY CARE')).toBe(true);
    expect(covered(text, 'Jennifer Okonkwo')).toBe(true);
    const it =
      'NOME E COGNOME\nMarco Rossi\nMEDICO DI BASE\nDott. Luca Bianchi\nVOSTRO RIFERIMENTO\n123456';
    expect(untouched(it, 'MEDICO DI BASE')).toBe(true);
    expect(untouched(it, 'VOSTRO RIFERIMENTO')).toBe(true);
  });
});

describe('elided links inside a name', () => {
  it("keeps dell'/dall' inside an Italian bank's name", () => {
    for (const value of ['Banca Popolare dell’Adriatico', "Banca Popolare dell'Adriatico"])
      expect(covered(`Estratto conto\n${value}\nVia Roma 1, 65121 Pescara`, value), value).toBe(
        true,
      );
  });
});

describe('US professional legal forms', () => {
  it('keeps P.C., PLLC and L.P. inside the firm', () => {
    for (const value of [
      'Heatherfield Medical Group, P.C.',
      'Brightline Dental PLLC',
      'Cedar Point Capital, L.P.',
    ])
      expect(
        covered(`Billed by ${value} 102 Maple Terrace, Portland, OR 97214`, value),
        value,
      ).toBe(true);
  });
});
