import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { allCovered } from './span-probes';

/** The spans of `tag` the built-in detector reports, as text. */
function found(text: string, tag: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === tag)
    .map((s) => text.slice(s.start, s.end));
}

/** A line that makes a text about a person (an e-mail address), ahead of a business reference. */
const CUSTOMER = 'Kundin: j.whitfield@example.org\n';

/** True when every visible character of `value` in `text` lies under some span. */
const covered = (text: string, value: string) => allCovered(text, findPii(text), value);

describe('the town of a place-and-date line or a signing formula', () => {
  it('reads an unlisted town before a date in the seven languages', () => {
    const cases: Array<[string, string]> = [
      [
        'Flat 22, 81 Wellingborough Road\nCanterbury, 12 December 2026\nNotice of Rent Arrears',
        'Canterbury',
      ],
      ['zurückgegangen sei.\n          Essen, den 8. Juli 2024\nDer Vorsitzende', 'Essen'],
      ['Madame, Monsieur,\nPérigueux, le 18 novembre 2025\nObjet : résiliation', 'Périgueux'],
      ['V/ referência\nBraga, em 15-07-2025.\nAssunto: rescisão', 'Braga'],
      ['Подписи сторон:\nЧереповец, «12» мая 2025 г.\nАрендатор', 'Череповец'],
    ];
    for (const [text, town] of cases) expect(found(text, 'LOCATION')).toContain(town);
  });

  it('reads the town after "Given at", "Signed at", "Fait à", "Firmado en"', () => {
    expect(
      found('costs within the same period.\n   Given at Torquay, 20 December 2025', 'LOCATION'),
    ).toContain('Torquay');
    expect(found('Signed at Denver on August 5, 2025.\nFor the Landlord', 'LOCATION')).toEqual([
      'Denver',
    ]);
    expect(found('Fait à Périgueux le 3 mars 2025, en deux exemplaires.', 'LOCATION')).toContain(
      'Périgueux',
    );
    expect(found('Firmado en Alcalá de Henares, a 3 de marzo de 2025.', 'LOCATION')).toContain(
      'Alcalá de Henares',
    );
  });

  it("reads a form's place-and-date field and a birthplace after the date of birth", () => {
    expect(found('Place, date: Canterbury, 12/09/2025', 'LOCATION')).toEqual(['Canterbury']);
    expect(found('Ort, Datum: Kempten, 12.09.2025', 'LOCATION')).toEqual(['Kempten']);
    expect(found('geboren am 19.09.1985 in Offenbach am Main (40 Jahre)', 'LOCATION')).toEqual([
      'Offenbach am Main',
    ]);
    expect(
      found('Nascido/a a 1 de outubro de 1976 em Viana do Castelo (49 anos)', 'LOCATION'),
    ).toEqual(['Viana do Castelo']);
    expect(found('born in 1980 in a small town', 'LOCATION')).toEqual([]);
  });

  it("reads no country of a customs declaration's dispatch or a policy's territorial limits", () => {
    for (const text of [
      'Country of dispatch: Germany',
      'Versendungsland: Frankreich',
      'Territorial limits: United Kingdom',
      'Страна отправления: Германия',
    ])
      expect(found(text, 'LOCATION'), text).toEqual([]);
    expect(found('Nationality: Germany', 'LOCATION')).toEqual(['Germany']);
  });

  it('leaves the preposition before the town outside the box', () => {
    expect(
      found('de la vivienda.\nEn Sevilla, a 23 de febrero de 2025.\nLA ARRENDADORA', 'LOCATION'),
    ).toEqual(['Sevilla']);
  });

  it('reads no town in a weekday, a label, a person with a date or a sentence', () => {
    for (const text of [
      'Monday, 12 December 2026',
      'Date, 12 December 2026',
      'Новиков Андрей Андреевич, 02.07.2021',
      'Maria Rossi, 12/03/2024',
      'Invoice, 12.03.2024',
    ]) {
      expect(found(text, 'LOCATION'), text).toEqual([]);
    }
  });
});

describe('telephone numbers printed without a label', () => {
  it('reads national numbers in a supplier row and after a name in brackets', () => {
    const rows =
      'Supplier Category Address Telephone VAT no.\n' +
      'Swiftway Couriers Catering 42 Foundry Lane, Brighton BN1 3XE 0113 909 4416 GB 732 9223 27\n' +
      'Verpackungswerk Lahn GmbH Verpflegung Am Mühlbach 146b, 90403 Nürnberg 0711 002 1457 DE141708581\n';
    expect(found(rows, 'PHONE')).toEqual(['0113 909 4416', '0711 002 1457']);
    // The last group of the phone is no four-digit postcode, nor is a flight number.
    expect(found(rows, 'ZIP_CODE')).not.toContain('4416');
    const flights =
      'Fecha Compañía Vuelo Origen Destino\n10/05 Iberia AR 2366 Alicante Granada 9:05';
    expect(found(flights, 'ZIP_CODE')).toEqual([]);
    const minutes = 'vanno inviate a Vittoria De Luca (02 6490 183, deluca@logistica.it) entro';
    expect(found(minutes, 'PHONE')).toEqual(['02 6490 183']);
  });

  it('reads German numbers in 3-3-2-3 groups and a number before a footnote mark', () => {
    const footer =
      'Gartenbedarf Hollerbusch e.K. · Lessingstraße 14c, 99084 Erfurt · 030 071 28 306';
    expect(found(footer, 'PHONE')).toEqual(['030 071 28 306']);
    const footnote = 'your adviser Effie Duffield can be reached on 07953 956381. 1\nExcess';
    expect(found(footnote, 'PHONE')).toEqual(['07953 956381']);
  });

  it('reads an international number with a bracketed trunk zero inside an open bracket', () => {
    const text =
      'should be sent to Harriet Pritchard (+44 (0)161 703 8817,\nharriet@example.co.uk)';
    expect(found(text, 'PHONE')).toEqual(['+44 (0)161 703 8817']);
  });

  it('reads no phone in the groups of an IBAN, an invoice number or a period of years', () => {
    const iban = 'IBAN\nFR81 3086 0086 04V4 0147 8907 132\nPersonne à prévenir';
    expect(found(iban, 'PHONE')).toEqual([]);
    expect(found(iban, 'ACCOUNT')).toEqual(['FR81 3086 0086 04V4 0147 8907 132']);
    const wrapped = 'IBAN\nFR20 5963 3160 3226\n0159 1411 882\nBIC';
    expect(found(wrapped, 'PHONE')).toEqual([]);
    expect(found('Invoice 0123 456 789 dated 3 March', 'PHONE')).toEqual([]);
    expect(found('Experience\n04/2009 - 08/2019 Senior analyst', 'PHONE')).toEqual([]);
  });
});

describe('identifiers after their label', () => {
  it("reads a customer's order, invoice and parcel numbers", () => {
    const cases: Array<[string, string]> = [
      ['N° de commande KD-5588399', 'KD-5588399'],
      ['Hallo, der Router aus Bestellung 516471231 kam beschädigt an.', '516471231'],
      ['Réclamation – client n° 28042746, commande JV9044265', 'JV9044265'],
      [
        'The courier came, but the tracking number JD62646083103014 still shows',
        'JD62646083103014',
      ],
      ['le numéro de suivi CP93303293198644 indique toujours le dépôt', 'CP93303293198644'],
      // An invoice's number counts where the document is about a person (reference-subjects.ts).
      [`${CUSTOMER}Invoice no.: FA-2024-3709`, 'FA-2024-3709'],
      [`${CUSTOMER}N.º de factura: R-2025-6636 Fecha: 06/08/2025`, 'R-2025-6636'],
      ['номер заказа 88123341', '88123341'],
    ];
    for (const [text, value] of cases) expect(found(text, 'ID'), text).toContain(value);
  });

  it('reads an invoice number in its field, not the invoice named in a sentence', () => {
    const ids = (text: string) => found(`${CUSTOMER}${text}`, 'ID');
    expect(ids('Invoice no.: FA-2024-3709')).toEqual(['FA-2024-3709']);
    expect(ids('Rechnungsnummer INV-2024-0277')).toEqual(['INV-2024-0277']);
    expect(ids('Invoice INV-2024-00731 of the agency is attached, page 2 of 3.')).toEqual([]);
    expect(ids('la facture impayée FA85401196 du 12 mars')).toEqual([]);
    // On a company's paper that names nobody the field is a business reference.
    expect(found('Invoice no.: FA-2024-3709', 'ID')).toEqual([]);
  });

  it('reads police, court, patient and enrolment numbers', () => {
    const cases: Array<[string, string]> = [
      ['Crime reference number: 43/118923/25', '43/118923/25'],
      ['Collar number 4471, attending officer', '4471'],
      ['Diligencias previas 1123/2025 del Juzgado', '1123/2025'],
      ['N° de procès-verbal : 2025/004512', '2025/004512'],
      ['Tagebuchnummer: 1123/25', '1123/25'],
      ['Aktenzeichen: 3 Js 1123/25', '3 Js 1123/25'],
      ['КУСП № 4471 от 12.03.2025', '4471'],
      ['N° patient 3420/15221', '3420/15221'],
      ['Matriculation number: 2319445', '2319445'],
      ['Meter serial 80M5325101', '80M5325101'],
      ['Report No. PR-2025-0451', 'PR-2025-0451'],
      ['Dienstnummer 448812', '448812'],
      ['Universidade Nova de Lisboa N.º de estudante 8558104', '8558104'],
      ['Paciente: Gregorio Arrizabalaga, N.º historia 2976044', '2976044'],
    ];
    for (const [text, value] of cases) expect(found(text, 'ID'), text).toContain(value);
  });

  it("stops a reference before the next cell's amount", () => {
    const row =
      'Date Libellé Débit Crédit Solde\n' +
      '03/05 PRÉLÈVEMENT Eaux du Val de Loire RUM AK27936594 68,36 -1 030,53\n';
    expect(found(row, 'ID')).toEqual(['AK27936594']);
    expect(found(row, 'MONEY_AMOUNT')).toEqual(['68,36', '-1 030,53']);
  });
});

describe('a register printed one cell per line', () => {
  const register =
    'Mitarbeiterverzeichnis\nStand 2024-11-20 · 31 Beschäftigte\nPers.-Nr. \nName \nE-Mail \n' +
    'Telefon \nEintritt \nIBAN\n65696 \nNOWOTNY, Rotraut L.\nAbteilung: Lager\n' +
    'rotraut.nowotny@sapo.pt \n030 601 94 366 \n24.12.2014 \nDE74 3193 0255 3519 3548 25\n' +
    'P34126 \nTSCHIRNER, Lothar\nAbteilung: Werkstatt\nlothar_tschirner@mail.ru \n' +
    '030 358 77 354 \n2009-04-20 \nDE45 2168 4919 3657 6548 44\n';

  it("reads the staff numbers and phones under the header's columns", () => {
    expect(found(register, 'ID')).toEqual(['65696', 'P34126']);
    expect(found(register, 'PHONE')).toEqual(['030 601 94 366', '030 358 77 354']);
  });

  it('reads no article codes under a line-item header', () => {
    const items =
      'Art.-Nr. \nBezeichnung \nMenge \nPreis\n10023 \nGartenschlauch 20 m\n2 \n19,99 €\n';
    expect(found(items, 'ID')).toEqual([]);
  });
});

describe('amounts under the columns of a payslip', () => {
  it('reads rates, earnings and deductions (French and German headers)', () => {
    const fr =
      'Code Rubrique Heures Taux Gains Retenues\n' +
      '1069 Salaire de base 151,7 19,68 2 985,46\n' +
      '5018 Impôt prélevé à la source 587,98\n';
    expect(found(fr, 'MONEY_AMOUNT')).toEqual(['19,68', '2 985,46', '587,98']);
    const de =
      'Lohnart Bezeichnung Stunden Satz Bezüge Abzüge\n' +
      '1072 Grundgehalt 151,7 26,23 3.979,09\n' +
      '1265 Überstunden 10,0 39,34 393,45\n';
    expect(found(de, 'MONEY_AMOUNT')).toEqual(['26,23', '3.979,09', '39,34', '393,45']);
  });
});

describe('street names with an article or a conjunction', () => {
  it('reads "Alfonso X el Sabio" and "Ramón y Cajal" whole', () => {
    const text = 'Dirección de envío: Calle Alfonso X el Sabio, 119, 7º D, 39001 Santander';
    expect(covered(text, 'Calle Alfonso X el Sabio, 119, 7º D, 39001 Santander')).toBe(true);
    expect(found('Calle Ramón y Cajal, 14, 2º A, 41001 Sevilla', 'ADDRESS')[0]).toContain(
      'Calle Ramón y Cajal, 14, 2º A',
    );
  });
});

describe('amounts of customs declarations and tax notices', () => {
  it('reads declared and customs values and taxes due, not a rate', () => {
    expect(found('Customs value (EUR) 12 500,00', 'MONEY_AMOUNT')).toEqual(['12 500,00']);
    expect(found('Declared value: 12 500,00', 'MONEY_AMOUNT')).toEqual(['12 500,00']);
    expect(found('Tax due 1 234,00', 'MONEY_AMOUNT')).toEqual(['1 234,00']);
    expect(found('Tax rate 20,00 %', 'MONEY_AMOUNT')).toEqual([]);
  });
});

describe('ages in forms', () => {
  it('reads an age after a label of several words without a colon', () => {
    expect(covered('Age last birthday 52\nSex F', '52')).toBe(true);
    expect(covered('Age at registration 47 years\nWard 4', '47 years')).toBe(true);
    expect(covered('Edad del paciente 54\nSexo M', '54')).toBe(true);
  });

  it("takes a child's months into the age", () => {
    expect(found("Pupil's age 11 years 4 months", 'AGE')).toEqual(['11 years 4 months']);
    expect(found("L'enfant a 8 ans et 3 mois.", 'AGE')).toEqual(['8 ans et 3 mois']);
  });

  it('reads no age of a vehicle or an age group', () => {
    expect(found('Age of the vehicle 5', 'AGE')).toEqual([]);
    expect(found('Age group 18', 'AGE')).toEqual([]);
  });
});

describe('accounts', () => {
  it('reads a Russian account in groups of five, with its label or not', () => {
    expect(found('Счёт получателя 40817 81009 99100 04312', 'ACCOUNT')).toEqual([
      '40817 81009 99100 04312',
    ]);
  });

  it('keeps a Spanish IBAN whole (its groups are no Russian account)', () => {
    expect(found('IBAN ES26 3654 7331 0743 4738 4746\nN.º de cliente', 'ACCOUNT')).toEqual([
      'ES26 3654 7331 0743 4738 4746',
    ]);
  });

  it('boxes both pieces of an IBAN a two-column layout cut', () => {
    const text = 'IBAN DE89 3704 0044 0532 Arbeitgeber Müller GmbH\n0130 00 Position Fahrer';
    expect(found(text, 'ACCOUNT')).toEqual(['DE89 3704 0044 0532', '0130 00']);
  });
});

describe('payment cards in forms', () => {
  it('reads a card spread over the boxes of a form', () => {
    expect(found('Card number  4111  1111  1111  1111', 'CREDIT_CARD')).toEqual([
      '4111  1111  1111  1111',
    ]);
    expect(found('| Card number | 4111 | 1111 | 1111 | 1111 |', 'CREDIT_CARD')).toEqual([
      '4111 | 1111 | 1111 | 1111',
    ]);
  });

  it("reads an Amex's masked groups and a brand's dashed mask", () => {
    expect(found('Amex •••• •••••• •1001', 'CREDIT_CARD')).toEqual(['•••• •••••• •1001']);
    expect(found('MC ***-4242', 'CREDIT_CARD')).toEqual(['***-4242']);
  });

  it('boxes both pieces of a card a two-column layout cut, only when they make a card', () => {
    const cut = 'Card number 4111 1111 1111 Expiry 12/27\n1111 CVV 123';
    expect(found(cut, 'CREDIT_CARD')).toEqual(['4111 1111 1111', '1111']);
    const notACard = 'Card number 4111 1111 1111 Expiry 12/27\n1234 CVV 123';
    expect(found(notACard, 'CREDIT_CARD')).not.toContain('1234');
  });
});

describe('dates with a time and months with years', () => {
  it('takes an approximate time of a police report into the date', () => {
    expect(found('le 14 mars 2025 vers 21 h 40', 'DATE')).toEqual(['14 mars 2025 vers 21 h 40']);
    expect(found('am 14.03.2025 gegen 21:40 Uhr', 'DATE')).toEqual(['14.03.2025 gegen 21:40 Uhr']);
    expect(found('Incident on 14/03/2025 at 21:40 hrs', 'DATE')).toEqual([
      '14/03/2025 at 21:40 hrs',
    ]);
  });

  it('takes the weekday printed with the date into it', () => {
    expect(found('Ihr Termin: venerdì 28/08/2026 alle 10:30', 'DATE')).toEqual([
      'venerdì 28/08/2026 alle 10:30',
    ]);
    expect(found('Data: terça-feira, 14/04/2026 às 09:00', 'DATE')).toEqual([
      'terça-feira, 14/04/2026 às 09:00',
    ]);
    expect(found('Дата приёма: 19 марта 2026 г. (четверг)', 'DATE')).toEqual([
      '19 марта 2026 г. (четверг)',
    ]);
  });

  it("reads months and years in digits in a CV's periods and after 'since'", () => {
    expect(found('03/2019 – 06/2022 Software engineer, Acme Ltd', 'DATE')).toEqual([
      '03/2019',
      '06/2022',
    ]);
    expect(found('04.2020 - heute Entwickler', 'DATE')).toEqual(['04.2020']);
    expect(found('seit 04/2020 Entwickler bei Muster GmbH', 'DATE')).toEqual(['04/2020']);
  });

  it('reads no month and year alone (a reference)', () => {
    expect(found('Ref. 03/2019 of the committee', 'DATE')).toEqual([]);
  });
});
