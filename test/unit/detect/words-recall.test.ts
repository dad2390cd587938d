/**
 * Issue 15, words: names, organisations, streets and places in the shapes of real letters,
 * contracts, tables, tickets and signature blocks, in the seven languages, through the whole
 * detector (recognizers, line joins and overlap resolution), as the pipeline runs it.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import type { Span } from '../../../src/core/detect/span';

/** The detector's findings of `tag` in `text`, as the strings they cover. */
function found(text: string, tag: string): string[] {
  return findPii(text)
    .filter((s: Span) => s.tag === tag)
    .map((s) => text.slice(s.start, s.end));
}

/** The finding that covers `value` in `text`, if any. */
function spanOf(text: string, value: string): Span | undefined {
  const at = text.indexOf(value);
  return findPii(text).find((s) => s.start <= at && s.end >= at + value.length);
}

describe('person names in forms, tables and signature blocks', () => {
  it.each([
    // Names in capitals on a signature line, led by a listed first name.
    ['Kind regards,\nHAROLD M. FAIRBANKS\nQuarry Lane Bakery Co.', 'HAROLD M. FAIRBANKS'],
    ['Malte L. Oberhuber JÖRG OBERHUBER', 'JÖRG OBERHUBER'],
    ['Atendimos a su paciente RAÚL DE LOS SANTOS, alumno del colegio.', 'RAÚL DE LOS SANTOS'],
    // Surname first in capitals, then the first name (staff and patient lists).
    ['OKONKWO, Bridget Knoxville, TN Rosalind Lindqvist (337) 555-1843', 'OKONKWO, Bridget'],
    ['DE SÁ, Conceição Guimarães Filipa Brandão 21 467 5250', 'DE SÁ, Conceição'],
    // A table row read as one line: names on either side of a city.
    ['Conceição Brandão Guimarães Joaquim Magalhães 21 107 8479', 'Joaquim Magalhães'],
    ['Hans-Peter zu Solms Kassel Ute M. von der Heyde 0761 1234567', 'Ute M. von der Heyde'],
    ['Caleb Lindqvist Boise, ID Wesley Fairbanks 847-689-5485', 'Caleb Lindqvist'],
    // Capitalised and elided particles inside a name.
    ['Ich habe den Fall an Piergiorgio Lo Russo weitergegeben.', 'Piergiorgio Lo Russo'],
    ['Yannick d’Almeida Brest Gaëlle Le Floch 06 12 34 56 78', 'Gaëlle Le Floch'],
    // A surname with particles after a title, in four languages.
    ['Comme convenu avec Mme de Villeneuve, notre chef de chantier passera.', 'de Villeneuve'],
    ['Gracias, D. de los Santos. He escalado el caso.', 'de los Santos'],
    ['Danke, Herr von der Heyde. Ich melde mich.', 'von der Heyde'],
    // Who did something to a ticket, with the next field's label on the same line.
    ['Gemeldet von Henrike von der Heyde Benutzername @vonderheyde18', 'Henrike von der Heyde'],
    ['Reported by Nadia Okonkwo Username @okonkwo42', 'Nadia Okonkwo'],
    ['Assegnato a Ludovica Da Ponte', 'Ludovica Da Ponte'],
    // German nouns are capitalised: the name starts at its first name.
    ['Sachbearbeiter Tobias Krüger', 'Tobias Krüger'],
    // The signer under a closing formula, whatever the case and whether listed or not.
    [
      'Com os melhores cumprimentos,\n\nMADALENA QUINTELA\nPadaria Quintela Lda.',
      'MADALENA QUINTELA',
    ],
    [
      'Mit freundlichen Grüßen\nFriederike Brandstätter\nStadtwerke Kassel GmbH',
      'Friederike Brandstätter',
    ],
    // Bank statements and payslips: a title in capitals, a surname written first after a label.
    ['MR JOHN A SMITH\n12 ELM STREET', 'JOHN A SMITH'],
    ['Employee: SMITH, John\nDept: Sales', 'SMITH, John'],
    ['Patient: Rossi, Maria Luisa', 'Rossi, Maria Luisa'],
    // Titles written out, and a salutation ending in a colon.
    ['Nous avons reçu la lettre de Monsieur Dupont hier.', 'Dupont'],
    ['la Signora Bianchi ha chiamato', 'Bianchi'],
    ['Estimada Señora García:\nLe escribo', 'García'],
    // People named by their role in a form.
    ['Attending physician: Anna Roth', 'Anna Roth'],
    ['Vermieter: Hans-Peter Oberhuber', 'Hans-Peter Oberhuber'],
    ['Referente: Ludovica Da Ponte', 'Ludovica Da Ponte'],
    ['Locataire : Yannick Kerjean', 'Yannick Kerjean'],
    // A note signed with a first name, and the payee of an invoice.
    ['Thanks,\nPriya', 'Priya'],
    ['Bill to: Anna Roth\n12 Elm Street', 'Anna Roth'],
    // Booking records write SURNAME/GIVEN.
    ['Passenger ABERNATHY/NOREEN MRS seat 12A', 'ABERNATHY/NOREEN MRS'],
    ['COLOMBO/GIORGIA', 'COLOMBO/GIORGIA'],
  ])('finds the name in %j', (text, name) => {
    expect(found(text, 'PERSON_NAME')).toContain(name);
  });

  it.each([
    [
      'Тарасов Григорий Степанович Томск Людмила Игоревна Белова +7 900 123-45-67',
      ['Тарасов Григорий Степанович', 'Людмила Игоревна Белова'],
    ],
    ['в лице генерального директора ТИМОФЕЯ АРКАДЬЕВИЧА КРЫЛОВА', ['ТИМОФЕЯ АРКАДЬЕВИЧА КРЫЛОВА']],
    ['Уважаемый Григорий Степанович, добрый день!', ['Григорий Степанович']],
    ['Документ подготовила А. С. Петрова.', ['А. С. Петрова']],
    ['С уважением,\nВарвара Журавлёва', ['Варвара Журавлёва']],
  ])('finds Russian names with patronymics and initials in %j', (text, names) => {
    expect(found(text, 'PERSON_NAME')).toEqual(names);
  });

  it('explains the new rules in the review', () => {
    const span = spanOf('LINDQVIST, Rosalind Boise', 'LINDQVIST, Rosalind');
    expect(span?.reason).toBe('surname in capitals, comma, first name');
    const signer = spanOf('Atentamente,\nÍñigo Peñalosa-Ruiz', 'Íñigo Peñalosa-Ruiz');
    expect(signer?.reason).toBe('name under a closing formula');
  });

  it.each([
    'FAQ, Maria asked about the refund.',
    'Kind regards,\nThe Support Team',
    'TCP/IP and AND/OR stay words',
    'Concepto Importe\nCuota 12,00',
    'Position Betrag\nGrundgebühr 9,99',
    'Thanks,\nNow we go',
    'Mit freundlichen Grüßen\nIhr Kundenservice',
    'ACCOUNT STATEMENT FOR MARCH',
    'Patient: Anna Roth 45 years',
  ])('keeps headings, teams and ages out of names in %j', (text) => {
    const names = found(text, 'PERSON_NAME');
    expect(
      names.some((n) => /FAQ|Team|Kundenservice|STATEMENT|45|TCP|AND|Importe|Betrag/.test(n)),
    ).toBe(false);
  });
});

describe('organisations named by their kind, public bodies and legal forms', () => {
  it.each([
    ['Le devis a été transmis au Cabinet Lefort & Associés, qui', 'Cabinet Lefort & Associés'],
    ['Studio Legale Santangelo & Associati', 'Studio Legale Santangelo & Associati'],
    ['Il preventivo è stato inviato al Comune di Padova, che', 'Comune di Padova'],
    [
      'O orçamento foi enviado à Câmara Municipal de Guimarães, que',
      'Câmara Municipal de Guimarães',
    ],
    ['El presupuesto se ha enviado al Ayuntamiento de Pamplona.', 'Ayuntamiento de Pamplona'],
    ['Das Angebot ging an das Landratsamt Regensburg, das', 'Landratsamt Regensburg'],
    ['élève au Lycée Jean Moulin depuis', 'Lycée Jean Moulin'],
    ['Casa di Cura San Marco', 'Casa di Cura San Marco'],
    ['Praxisgemeinschaft am Westring', 'Praxisgemeinschaft am Westring'],
    ['a letter from the Lakemont Housing Authority', 'Lakemont Housing Authority'],
    ['Caja Rural del Sur', 'Caja Rural del Sur'],
    ['Valdés y Asociados, S.L.P.', 'Valdés y Asociados, S.L.P.'],
    ['Bernasconi Arredamenti S.n.c.', 'Bernasconi Arredamenti S.n.c.'],
    ['ИП Журавлёв – справочник', 'ИП Журавлёв'],
    ['МБОУ «Школа № 57»', 'МБОУ «Школа № 57»'],
    [
      'направлена в Управление Росреестра по Ярославской области, которое',
      'Управление Росреестра по Ярославской области',
    ],
  ])('finds the organisation in %j', (text, org) => {
    expect(found(text, 'ORGANIZATION')).toContain(org);
  });

  it.each([
    'Department of Neurology',
    'Please call the Billing Department',
    'Clinic: Dr. Anna Roth',
    'Mastercard ending 4412 was charged via PayPal',
    'The Cabinet met today',
    'Studio 54 is great',
    'Nome Escritório Responsável Telefone',
  ])('keeps %j out of organisations', (text) => {
    expect(found(text, 'ORGANIZATION').filter((o) => o !== 'Neurology')).toEqual([]);
  });
});

describe('organisations known by name or named in a field', () => {
  it.each([
    ['Stefanie F. Schneider from Allianz is the keynote speaker', 'Allianz'],
    ['bonifico a favore di Agenzia delle Entrate', 'Agenzia delle Entrate'],
    ['Перевод в Сбербанк по реквизитам', 'Сбербанк'],
    ["AT&T's network was down", 'AT&T'],
    ['Employer: Northwind Traders\nStart date: 01/02/2024', 'Northwind Traders'],
    ['Arbeitgeber: Schulz Maschinenbau   Eintritt: 01.02.2024', 'Schulz Maschinenbau'],
    ['Datore di lavoro: Edilnord', 'Edilnord'],
    ['Praxis Dr. Brandt', 'Praxis Dr. Brandt'],
    ['Paiement à Atelier Besson et Fils le 3 mai', 'Atelier Besson et Fils'],
    ['NORTHWIND TRADERS\n4 Harbour Road\nBristol BS1 4DJ', 'NORTHWIND TRADERS'],
    ['© 2024 Northwind Traders. All rights reserved.', 'Northwind Traders'],
    ['(c) 2021 Brightwater Logistics Inc.', 'Brightwater Logistics Inc.'],
    ['Elle travaille chez Menuiserie Garnier depuis 2019', 'Menuiserie Garnier'],
    ['Transportes Minho entregou a encomenda', 'Transportes Minho'],
  ])('finds the organisation in %j', (text, org) => {
    expect(found(text, 'ORGANIZATION')).toContain(org);
  });

  it('explains a field-named organisation with its label', () => {
    expect(spanOf('Employer: Northwind Traders', 'Northwind Traders')?.reason).toBe(
      'organisation after the label "Employer"',
    );
  });

  it.each([
    'Bank: 12345678',
    'Insurer: N/A',
    'Company: Yes',
    'Condizioni Generali di contratto',
    'Health Insurance Claim Form',
    'Kevin Nakamura\nPolicy No. Group No. Member ID\n390.216.418 G-91344',
    'Contributi INPS 583,27',
    'The Future of Privacy Protection\nScanned PDFs are read with OCR.',
    'PRIVACY NOTICE\n1 Introduction',
    'Data Descrizione Importo Saldo\n01/03 Pagamento carta 12,00',
    'Provider: Dr. Anna Roth',
    'Landlord: Anna Roth',
  ])('keeps %j out of organisations', (text) => {
    expect(found(text, 'ORGANIZATION')).toEqual([]);
  });

  it('keeps a person before "of" out of the company name', () => {
    const text = 'including Dobrosław Tomaszewski of Fernandez Inc., Owens';
    expect(found(text, 'ORGANIZATION')).toEqual(['Fernandez Inc.']);
  });
});

describe('streets and places', () => {
  it.each([
    ['wohnhaft Am Markt 60, 34117 Kassel', 'Am Markt 60, 34117 Kassel'],
    ['Unter den Linden 94\n10117 Berlin', 'Unter den Linden 94\n10117 Berlin'],
    ['vive en C/ Sierpes, 87, 2º A, Pamplona', 'C/ Sierpes, 87, 2º A'],
    ['Camino de la Fuente, 12, 3º B', 'Camino de la Fuente, 12, 3º B'],
  ])('covers the street in %j', (text, street) => {
    const at = text.indexOf(street);
    const spans = findPii(text).filter((s) => s.tag === 'ADDRESS');
    expect(spans.some((s) => s.start <= at && s.end >= at + street.length)).toBe(true);
  });

  it.each([
    'Im Jahr 12 gab es Ärger',
    'In der Regel 3 Tage',
    'Am Ende 2 Punkte',
    'Code Earnings\n1000 Regular pay 132.91 37,137.63\n1110 Overtime 1,740.86 5,850.68',
    '1000 Grundgehalt 288,51 24.923,83',
    'Apr 11 Jun 17 SHELL 4471 151.76',
    'SV-Nr. 26 309398 X 007 Zeitraum',
    'Téléphone 06 79 03 92 88',
  ])('keeps %j out of streets', (text) => {
    expect(found(text, 'ADDRESS')).toEqual([]);
  });

  it.each([
    ['visit the property in Bakersfield, CA next week', 'Bakersfield, CA'],
    ['Knoxville, TN Rosalind Lindqvist', 'Knoxville, TN'],
    ['Gerichtsstand ist Freiburg im Breisgau.', 'Freiburg im Breisgau'],
    ['in Frankfurt am Main', 'Frankfurt am Main'],
  ])('finds the place in %j', (text, place) => {
    expect(found(text, 'LOCATION')).toContain(place);
  });

  it.each(['Customer, ID 4432', 'Enter Username, ID and PIN'])('keeps %j out of places', (text) => {
    expect(found(text, 'LOCATION')).toEqual([]);
  });
});

describe('names across line ends', () => {
  it.each([
    [
      'Thank you for your letter. As agreed, our site manager Esperanza L.\nde los Santos will visit the property next week.',
      'Esperanza L.\nde los Santos',
    ],
    [
      'This agreement is made between Acme, represented by Gianluca J.\nSantangelo (the Client), and the other party',
      'Gianluca J.\nSantangelo',
    ],
  ])('reads a name broken after its middle initial in %j', (text, name) => {
    expect(found(text, 'PERSON_NAME')).toContain(name);
  });
});

describe('links', () => {
  it('covers a whole mailto: link, not only the address inside it', () => {
    expect(found('reach me at mailto:nadia.lindqvist@yahoo.com.', 'URL')).toEqual([
      'mailto:nadia.lindqvist@yahoo.com',
    ]);
  });
});
