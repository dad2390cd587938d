/**
 * Issue 15, organisations without a legal form: trade head nouns, firm nouns before a name,
 * German "bei … beschäftigt", Russian company stems, the employer under a signature's job
 * title, Title Case merchants under a statement header; and the hard negatives around them
 * (headings, job titles, expense lines, a second courtesy title), in the seven languages,
 * through the whole detector.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import type { Span } from '../../../src/core/detect/span';

/** The finding that covers `value` in `text` whole, if any. */
function covering(text: string, value: string): Span | undefined {
  const at = text.indexOf(value);
  return findPii(text).find((s) => s.start <= at && s.end >= at + value.length);
}

/** Every finding's text. */
function all(text: string): string[] {
  return findPii(text).map((s) => text.slice(s.start, s.end));
}

describe('organisations named by a trade or business head noun', () => {
  it.each([
    ['I have worked at Copperfield Dental for six years.', 'Copperfield Dental'],
    ['Payment received from Ironbridge Fitness on Monday.', 'Ironbridge Fitness'],
    ['Wir bestätigen, dass Herr Weber seit 2019 bei Hansen Bau beschäftigt ist.', 'Hansen Bau'],
    ['Die Buchung lief über Nordstern Reisen in Kassel.', 'Nordstern Reisen'],
    ['La factura de Limpiezas Albor llegó ayer.', 'Limpiezas Albor'],
    ['Le devis de Serrurerie Garnier est joint.', 'Serrurerie Garnier'],
    ['Il preventivo di Servizi Ecologici Padani è allegato.', 'Servizi Ecologici Padani'],
    ['O pedido foi recebido pela Consultoria Atlântica ontem.', 'Consultoria Atlântica'],
  ])('%s', (text, value) => {
    const span = covering(text, value);
    expect(span?.tag).toBe('ORGANIZATION');
    expect(span?.reason).toBeTruthy();
  });

  it('does not take a place name or a job title for a firm', () => {
    // "Tours" is a French city; "HR Business Partner" a job title.
    expect(covering('Le bail est signé à Tours le 3 mars.', 'Tours')?.tag).toBe('LOCATION');
    expect(all('Contact: HR Business Partner, second floor')).not.toContain('HR Business Partner');
    expect(all('Oficina Responsable Teléfono')).toEqual([]);
  });

  it('ends a name before the next field label read on the same line', () => {
    const text =
      'Arbeitgeber: Schreinerei Holzmann\nEmpresa: Limpiezas Brillo\nSociété : Plomberie Lefèvre';
    const found = all(text);
    expect(found).toContain('Schreinerei Holzmann');
    expect(found).toContain('Limpiezas Brillo');
    expect(found.some((f) => f.includes('\n'))).toBe(false);
    expect(all('Employer: Brightwater Analytics\nDepartment: Finance')).toContain(
      'Brightwater Analytics',
    );
  });
});

describe('organisations after a firm noun, in a German clause and by Russian company stems', () => {
  it.each([
    ['Il sig. Guidi è dipendente della ditta Ferrante dal 2019.', 'Ferrante'],
    ['Antes trabajó tres años para la empresa Almadraba.', 'Almadraba'],
    ['Il a travaillé trois ans pour la société Lumirel.', 'Lumirel'],
    ['Zuvor war er drei Jahre bei der Firma Kranich tätig.', 'Kranich'],
    ['Ранее работала в компании Ромашка.', 'Ромашка'],
    ['Договор с фирмой Техснаб продлён.', 'Техснаб'],
    ['Поставщик Стройсервис прислал счёт.', 'Стройсервис'],
    ['Компания ТехноСтрой Плюс сообщает о переезде.', 'ТехноСтрой Плюс'],
  ])('%s', (text, value) => {
    const span = covering(text, value);
    expect(span?.tag).toBe('ORGANIZATION');
    expect(span?.reason).toBeTruthy();
  });

  it('keeps common nouns and labels after a firm noun unflagged', () => {
    expect(all('The company will send the documents next week.')).toEqual([]);
    expect(all('Die Firma hat das Angebot geprüft.')).toEqual([]);
    expect(all('Автосервис работает с девяти утра.')).toEqual([]);
  });
});

describe('the employer under the job title of a signature', () => {
  it.each([
    ['Kind regards,\n\nJane Roe\nHead of HR\nBrightwater\njane.roe@brightwater.io', 'Brightwater'],
    [
      'Mit freundlichen Grüßen\nPetra Lindqvist\nLeiterin Personal\nKranich & Hartmann',
      'Kranich & Hartmann',
    ],
    ['Cordialement,\nSophie Marchand\nResponsable des ressources humaines\nVélocité', 'Vélocité'],
    [
      'С уважением,\nОльга Сергеевна Кузнецова\nглавный бухгалтер\nСеверный Ветер',
      'Северный Ветер',
    ],
    [
      'Cordiali saluti\nMarco Bellini\nResponsabile amministrativo\nArredi Bellini\n+39 02 1234 5678',
      'Arredi Bellini',
    ],
  ])('%s', (text, value) => {
    const span = covering(text, value);
    expect(span?.tag).toBe('ORGANIZATION');
  });

  it('does not read a department or a sentence under a name as the employer', () => {
    const text = 'Jane Roe\nHead of HR\nCustomer Service\nThe office opens at nine.';
    expect(all(text)).not.toContain('Customer Service');
  });
});

describe('merchants in Title Case under a statement header', () => {
  const statement = [
    'Date        Description                      Amount     Balance',
    '03/09       Sunset Pizza                      -18.00    1,200.00',
    '04/09       Juniper Grocery                   -22.40    1,177.60',
    '05/09       Interest Charged                   -2.10    1,175.50',
    '06/09       Taxi Fare                        -95.00    1,080.50',
  ].join('\n');

  it('reads the merchant of each row', () => {
    expect(covering(statement, 'Sunset Pizza')?.tag).toBe('ORGANIZATION');
    expect(covering(statement, 'Juniper Grocery')?.tag).toBe('ORGANIZATION');
  });

  it('leaves statement vocabulary and expense lines alone', () => {
    const found = all(statement);
    expect(found).not.toContain('Interest Charged');
    expect(found).not.toContain('Taxi Fare');
  });

  it('reads German rows too', () => {
    const text = [
      'Datum       Buchungstext                  Betrag     Saldo',
      '03.09.      Café Lindenblüte              -8,40      1.200,00',
    ].join('\n');
    expect(covering(text, 'Café Lindenblüte')?.tag).toBe('ORGANIZATION');
  });
});

describe('people: a second title and a whole-name label', () => {
  it('does not report a second courtesy title as a name', () => {
    const de = 'Sehr geehrter Herr Dr. Kowalczyk,';
    expect(all(de)).toEqual(['Kowalczyk']);
    const pt = 'Exmo. Sr. Tavares,';
    expect(all(pt)).toEqual(['Tavares']);
  });

  it('reads a name of any origin after a whole-name label without a colon', () => {
    expect(covering('Full name Callum Rees\nEmployer Oakhurst Dental', 'Callum Rees')?.tag).toBe(
      'PERSON_NAME',
    );
    expect(covering('Nome completo Duarte Simões', 'Duarte Simões')?.tag).toBe('PERSON_NAME');
    // A heading after the label is no name.
    expect(all('Full name Date Signature')).toEqual([]);
  });
});

describe('statement rows printed one cell per line', () => {
  const rows = [
    'Date',
    'Description',
    'Amount',
    'Balance',
    'Dec 07',
    'ONLINE TRANSFER TO SAMANTHA',
    'BRENNAN',
    '233.53',
    '3,148.37',
    'Dec 08',
    'DIRECT DEP PAYROLL Redwood Staffing',
    '4,467.77',
    '7,616.14',
  ].join('\n');

  it('reads the party of the description cell and of its wrapped line', () => {
    expect(covering(rows, 'SAMANTHA')).toBeDefined();
    expect(covering(rows, 'BRENNAN')).toBeDefined();
    expect(covering(rows, 'Redwood Staffing')?.tag).toBe('ORGANIZATION');
    // Posting words are never flagged.
    expect(all(rows).some((f) => /DIRECT|PAYROLL|TRANSFER/u.test(f))).toBe(false);
  });

  it('does not read a summary field with its own amount as a row', () => {
    const text = '03/04/2025\nPaiement minimum € 89,22\nPlafond\n€ 5.095,12';
    expect(all(text)).not.toContain('Plafond');
  });

  it('reads a person after "a favor de" without the preposition', () => {
    const text = '12/03\nTRANSFERENCIA A FAVOR DE Rocío Gómez\n120,00';
    expect(all(text)).toContain('Rocío Gómez');
  });
});

describe('organisations under a label printed above the box, and German sole traders', () => {
  it('reads the value under an organisation label, not the next label', () => {
    const text = 'VERSICHERUNG\nKRANKENKASSE\nBARMER\nVERSICHERTENNUMMER\nM889675985';
    const span = covering(text, 'BARMER');
    expect(span?.tag).toBe('ORGANIZATION');
    expect(span?.reason).toContain('KRANKENKASSE');
    expect(all(text)).not.toContain('VERSICHERTENNUMMER');
    expect(
      covering('Aseguradora\nSanitas Mediterránea\nNº de póliza', 'Sanitas Mediterránea')?.tag,
    ).toBe('ORGANIZATION');
  });

  it('reads "e.K." as a legal form and a letterhead above a hyphenated Allee', () => {
    expect(
      covering('Zahlung an Rheinland Pflegedienst e.K. erfolgt.', 'Rheinland Pflegedienst e.K.')
        ?.tag,
    ).toBe('ORGANIZATION');
    const head = 'MVZ Nordring\nFriedrich-Ebert-Allee 91b, 04279 Leipzig';
    expect(covering(head, 'MVZ Nordring')?.tag).toBe('ORGANIZATION');
  });

  it('leaves form labels in capitals alone', () => {
    expect(all('Nº DE HISTORIA CLÍNICA\nHC-2291')).not.toContain('Nº DE HISTORIA CLÍNICA');
    expect(all('PRIMARY INSURANCE\nBlue Shield')).not.toContain('PRIMARY INSURANCE');
    const form = 'ANSCHRIFT\nHauptstraße 180\nCP\n28961\nORT\nBremen\nTELEFON\n+49 151 32605074';
    const found = all(form);
    for (const label of ['CP', 'ORT', 'TELEFON']) expect(found.join('|')).not.toContain(label);
    expect(found).toContain('Hauptstraße 180');
  });
});

describe('addresses: streets without a number, post boxes, building lines', () => {
  it.each([
    ['O acidente ocorreu na Avenida da Liberdade, junto ao cruzamento.', 'Avenida da Liberdade'],
    ["L'incidente è avvenuto in Via Roma, all'altezza del civico.", 'Via Roma'],
    ["L'accident a eu lieu boulevard Haussmann, devant la pharmacie.", 'boulevard Haussmann'],
    ['Der Unfall ereignete sich in der Bahnhofstraße in Höhe der Apotheke.', 'Bahnhofstraße'],
    ['Авария произошла на улице Ленина возле аптеки.', 'улице Ленина'],
    ['Postfach 10 12 34, 20008 Hamburg', 'Postfach 10 12 34'],
    ['BP 204, 97110 Pointe-à-Pitre', 'BP 204'],
    ['Apdo. 1204, 28080 Madrid', 'Apdo. 1204'],
    [
      'Rahul Mehta\nFlat 4, Rosewood Court\n27 Kingsley Avenue\nLeeds LS6 2AB',
      'Flat 4, Rosewood Court',
    ],
    [
      'Résidence Les Tilleuls, appt 14\n12 rue des Lilas\n69003 Lyon',
      'Résidence Les Tilleuls, appt 14',
    ],
  ])('%s', (text, value) => {
    expect(covering(text, value)?.tag).toBe('ADDRESS');
  });

  it('keeps "instead of" and a street word in prose without a name apart', () => {
    expect(all('Il est venu à la place de Marie Dupont hier.')).toEqual(['Marie Dupont']);
    expect(all('die Müllerstraße nicht').join('|')).not.toContain('Müllerstraße');
  });

  it('ends an organisation at a full stop after its head noun', () => {
    const text =
      'Thank you for attending the Open Day at Riverside Academy. Please bring your papers.';
    expect(covering(text, 'Riverside Academy')?.tag).toBe('ORGANIZATION');
  });
});

describe('people: short Russian surnames, capitalised particles, given names with particles, greetings', () => {
  it.each([
    ['Договор между Ким Игорь Викторович и банком.', 'Ким Игорь Викторович'],
    ['This lease is made by Emily L. Van Buren (Tenant).', 'Emily L. Van Buren'],
    ['Paciente: Vázquez, María del Carmen', 'Vázquez, María del Carmen'],
    ['Buongiorno Amara, grazie per la segnalazione.', 'Amara'],
    ['Bom dia Mateus, obrigado pelo contacto.', 'Mateus'],
    ['Good morning Sarah! The parcel is on its way.', 'Sarah'],
  ])('%s', (text, value) => {
    expect(covering(text, value)?.tag).toBe('PERSON_NAME');
  });

  it('keeps greetings, titles and a neighbouring name out of a name', () => {
    expect(all('Уважаемый Григорий Степанович!')).toEqual(['Григорий Степанович']);
    expect(all('Варвара Олеговна Журавлёва ГРИГОРИЙ СТЕПАНОВИЧ БЕЛОВ')).toEqual([
      'Варвара Олеговна Журавлёва',
      'ГРИГОРИЙ СТЕПАНОВИЧ БЕЛОВ',
    ]);
    expect(all('Hello team, the build is green.')).toEqual([]);
  });
});

describe('signature company above a Russian six-digit postcode line', () => {
  it('reads the company between the name and the address', () => {
    const text = 'Олег Сергеевич Кузнецов\nТехноВектор\n123456, г. Москва, ул. Тверская, д. 7';
    expect(covering(text, 'ТехноВектор')?.tag).toBe('ORGANIZATION');
    // A date under a name is no address line: the label between them is no company.
    expect(all('Yara Venkataraman\nDATA DI NASCITA\n06.05.1987')).not.toContain('DATA DI NASCITA');
  });
});
