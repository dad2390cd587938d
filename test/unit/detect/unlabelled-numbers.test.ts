import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { spanOver, covered, untouched } from './span-probes';

describe('identifiers after a bare number mark, in seven languages', () => {
  it('reads "No.", "Nº", "n°", "Nr.", "n.", "n.º", "№" and "#" before five digits or more', () => {
    expect(covered('Grace Hughes, No. 751436 Refund', '751436')).toBe(true);
    expect(covered('Ana Martínez, Nº 342270 Reclamación', '342270')).toBe(true);
    expect(covered('Claire Moreau, n° 902940 Réclamation', '902940')).toBe(true);
    expect(covered('Jonas Müller, Nr. 472823 Beschwerde', '472823')).toBe(true);
    expect(covered('Giulia Conti, n. 455654 Reclamo', '455654')).toBe(true);
    expect(covered('Rui Costa, n.º 203622 Reembolso', '203622')).toBe(true);
    expect(covered('Анна Кузнецова, № 23756 Жалоба', '23756')).toBe(true);
    expect(covered('Complaint #243219 open', '243219')).toBe(true);
    expect(spanOver('Jonas Müller, Nr. 472823', '472823')?.reason).toContain('Nr.');
  });

  it('leaves business, page, phone and short numbers alone', () => {
    expect(untouched('Rechnung Nr. 12345678 vom Januar', '12345678')).toBe(true);
    expect(untouched('Invoice No. 7712345 total', '7712345')).toBe(true);
    expect(untouched('Order #123456 shipped', '123456')).toBe(true);
    expect(untouched('Factura nº 2024001 emitida', '2024001')).toBe(true);
    expect(untouched('Seite Nr. 12345', '12345')).toBe(true);
    // A street's house number after 'n.' is part of the address, never an identifier.
    expect(spanOver('Via Roma n. 12, Milano', '12')?.tag).toBe('ADDRESS');
    expect(untouched('Item #1234 in stock', '1234')).toBe(true);
    // After a word the mark belongs to that word's document.
    expect(untouched('Lieferschein Nr. 4471220 anbei', '4471220')).toBe(true);
  });

  it('reads a claim, contract or letter reference named by its bare noun', () => {
    expect(covered('Betreff: Schaden 05.01593 – Vertrag 844-4294310', '05.01593')).toBe(true);
    expect(covered('Betreff: Schaden 05.01593 – Vertrag 844-4294310', '844-4294310')).toBe(true);
    expect(covered('Тема: убыток 6388-963 – полис 215-9358518', '6388-963')).toBe(true);
    expect(covered('На ваш № KV7782 от 19.06.2025', 'KV7782')).toBe(true);
    expect(untouched('Der Vertrag 2024 gilt weiter', '2024')).toBe(true);
  });
});

describe('national numbers without a label, checked by their check digits', () => {
  it('reads a German Steuer-ID, a Portuguese NIF and a Russian ИНН that pass their checks', () => {
    expect(covered('Jonas Weber (27 235 166 591) Erstattung', '27 235 166 591')).toBe(true);
    expect(covered('Bezeugt von Lukas Braun (84815380227) am 3. März', '84815380227')).toBe(true);
    expect(covered('Rui Costa (242812414) reembolso', '242812414')).toBe(true);
    expect(covered('Rui Costa (164 235 663) reembolso', '164 235 663')).toBe(true);
    expect(covered('Анна Кузнецова (837768836866), 26 лет', '837768836866')).toBe(true);
    expect(spanOver('Анна (837768836866)', '837768836866')?.reason).toContain('ИНН');
  });

  it('reads the German SV-Nummer shape as SSN', () => {
    const span = spanOver('Lukas Müller (51 151266 Z 984) Adressänderung', '51 151266 Z 984');
    expect(span?.tag).toBe('SSN');
  });

  it('leaves numbers whose check fails, and business numbers, alone', () => {
    // Same shapes with a wrong last digit.
    expect(untouched('Ref 27 235 166 592 intern', '27 235 166 592')).toBe(true);
    expect(untouched('Lote 242812415 armazém', '242812415')).toBe(true);
    expect(untouched('партия 837768836867 склад', '837768836867')).toBe(true);
    expect(untouched('Rechnung 84815380227', '84815380227')).toBe(true);
  });

  it('reads the identifier part of a file name, not a date stamp or an invoice', () => {
    expect(covered('Datei passport_MD5774734.pdf hochgeladen', 'MD5774734')).toBe(true);
    expect(untouched('Datei passport_MD5774734.pdf hochgeladen', 'passport_')).toBe(true);
    expect(untouched('scan_20250314.pdf attached', '20250314')).toBe(true);
    expect(untouched('invoice_1234567.pdf attached', '1234567')).toBe(true);
  });
});

describe('bank details in each country’s form', () => {
  it('reads RIB, NIB, BIC and SWIFT after their labels', () => {
    expect(covered('RIB 55123 57258 89858679388 57', '55123 57258 89858679388 57')).toBe(true);
    expect(covered('NIB 0035 0651 00012345678 91', '0035 0651 00012345678 91')).toBe(true);
    expect(covered('IBAN DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX', 'COBADEFFXXX')).toBe(true);
    expect(covered('SWIFT: TCEURUGB', 'TCEURUGB')).toBe(true);
    expect(spanOver('BIC: COBADEFF', 'COBADEFF')?.tag).toBe('ACCOUNT');
  });

  it('leaves a lower-case word after "swift" alone', () => {
    expect(untouched('a swift response was given', 'response')).toBe(true);
  });
});

describe('phone extensions', () => {
  it('keeps the extension inside the phone span in seven languages', () => {
    expect(covered('Questions: (649) 374-9323 x4764.', '(649) 374-9323 x4764')).toBe(true);
    expect(covered('call +44 20 7946 0958 ext. 213', '+44 20 7946 0958 ext. 213')).toBe(true);
    expect(covered('llame al +34 91 227 43 94 ext. 768', '+34 91 227 43 94 ext. 768')).toBe(true);
    expect(covered('appelez le +33 (0)4 26 27 45 30 poste 956', '30 poste 956')).toBe(true);
    expect(covered('Tel. 030 1234567, Durchwahl 12', '1234567, Durchwahl 12')).toBe(true);
    expect(covered('chiami il +39 06 7244 7517 int. 619', '7517 int. 619')).toBe(true);
    expect(covered('ligue +351 21 234 56 78 ramal 213', '78 ramal 213')).toBe(true);
    expect(covered('звоните +7 812 676-82-94 доб. 384', '676-82-94 доб. 384')).toBe(true);
  });
});

describe('dates the parser reads only in part', () => {
  it('reads a range of days before their month', () => {
    expect(covered('la estancia del 10 al 24 de marzo de 2025.', '10 al 24 de marzo de 2025')).toBe(
      true,
    );
    expect(covered('between 3 and 17 March 2025', '3 and 17 March 2025')).toBe(true);
    expect(covered('from 5 to 9 June we were away', '5 to 9 June')).toBe(true);
    expect(covered('du 3 au 17 mars 2025', '3 au 17 mars 2025')).toBe(true);
    expect(covered('vom 3. bis 17. März 2024', '3. bis 17. März 2024')).toBe(true);
    expect(covered('dal 3 al 17 marzo 2024', '3 al 17 marzo 2024')).toBe(true);
    expect(covered('de 3 a 17 de março de 2024', '3 a 17 de março de 2024')).toBe(true);
    expect(covered('с 8 по 20 октября 2025 г.', '8 по 20 октября 2025')).toBe(true);
  });

  it('reads dotted month abbreviations and apostrophe years', () => {
    expect(covered('am 3. Febr. 2025 war', '3. Febr. 2025')).toBe(true);
    expect(covered("due 5 Jan. '24 at noon", "5 Jan. '24")).toBe(true);
  });

  it('leaves doses, counts and words that start like a month alone', () => {
    expect(untouched('take from 3 to 5 mg daily', '3 to 5')).toBe(true);
    expect(untouched('between 10 and 20 Mayfair residents', '10 and 20')).toBe(true);
    expect(untouched('von 3 bis 5 Personen', '3 bis 5')).toBe(true);
  });
});

describe('money in every locale and column', () => {
  it('reads bare amounts under a currency column header, with their accounting sign', () => {
    const de = 'Datum Position EUR\n12.03.2025 Kaution 1.510,39\n14.03.2025 Reinigung -98,11';
    expect(covered(de, '1.510,39')).toBe(true);
    expect(covered(de, '-98,11')).toBe(true);
    const en = 'Date Item Refund (GBP)\n12 Mar 2025 Cleaning (106.73)';
    expect(covered(en, '(106.73)')).toBe(true);
    const ru = 'Дата Назначение Сумма, руб.\n12.03.2025 Возврат залога 12 500,00';
    expect(covered(ru, '12 500,00')).toBe(true);
    const trailing = 'Datum Buchung Betrag\n12.03. Miete 1.234,56-';
    expect(covered(trailing, '1.234,56-')).toBe(true);
  });

  it('reads bracketed amounts with a currency and four-decimal unit prices', () => {
    expect(covered('net loss (£1,234.56) this year', '(£1,234.56)')).toBe(true);
    expect(covered('Arbeitspreis 0,2845 €/kWh', '0,2845 €')).toBe(true);
  });

  it('reads amounts written in words before their currency, in seven languages', () => {
    expect(
      covered('in words: one thousand two hundred pounds', 'one thousand two hundred pounds'),
    ).toBe(true);
    expect(covered('la fianza es de mil doscientos euros.', 'mil doscientos euros')).toBe(true);
    expect(covered('le dépôt est de mille deux cents euros', 'mille deux cents euros')).toBe(true);
    expect(covered('beträgt eintausendzweihundert Euro', 'eintausendzweihundert Euro')).toBe(true);
    expect(covered('è di milleduecento euro', 'milleduecento euro')).toBe(true);
    expect(covered('é de mil e duzentos euros', 'mil e duzentos euros')).toBe(true);
    expect(covered('залог — одна тысяча двести рублей', 'одна тысяча двести рублей')).toBe(true);
    expect(
      spanOver('la fianza es de mil doscientos euros', 'mil doscientos euros')?.reason,
    ).toContain('words');
  });

  it('leaves small amounts in passing, counts and headings alone', () => {
    expect(untouched('it costs two euros at the kiosk', 'two euros')).toBe(true);
    expect(untouched('This letter has 2 pages and 3 enclosures.', '2 pages')).toBe(true);
    expect(untouched('Lifting limit 10 kg for 6 weeks; review in 2026.', '10 kg')).toBe(true);
    expect(untouched('Lifting limit 10 kg for 6 weeks; review in 2026.', '2026')).toBe(true);
  });
});

describe('statement tables over page breaks and wrapped headers', () => {
  it('reads the rows of page 2 that follow a table without repeating its header', () => {
    const text =
      'Date Description Withdrawals Deposits Balance\n' +
      '08/04 POS DEBIT SPOTIFY USA 43.96 3,464.36\n' +
      'Ironwood Savings Bank · Page 1\f' +
      '09/06 POS DEBIT Rocky Top Hardware 133.93 5,148.47\n' +
      'Please examine this statement promptly.\n' +
      'Interest of 12.50 may apply.';
    expect(covered(text, '09/06')).toBe(true);
    expect(covered(text, '133.93')).toBe(true);
    expect(covered(text, '5,148.47')).toBe(true);
    // The table ends at the first sentence after it.
    expect(untouched(text, '12.50')).toBe(true);
  });

  it('reads a header wrapped over lines, dd-mm dates and codes under an authorisation column', () => {
    const it = 'Data Esercente Cod.\nautorizzazione\nImporto\n09/10 ESSELUNGA PADOVA R11980 169,44';
    expect(covered(it, '09/10')).toBe(true);
    expect(covered(it, '169,44')).toBe(true);
    expect(covered(it, 'R11980')).toBe(true);
    const ru =
      'Дата Торговая точка Код авторизации Сумма\n25.05 ПЯТЁРОЧКА КАЛИНИНГРАД 618832 322,78';
    expect(covered(ru, '618832')).toBe(true);
    const pt =
      'Data Descritivo Débito Crédito Saldo\n04-05 COMPRA *7284 CONTINENTE 132,32 5 367,43';
    expect(covered(pt, '04-05')).toBe(true);
    expect(covered(pt, '*7284')).toBe(true);
    // Without a reference or authorisation column, a number before the amount is not read as one.
    const plain = 'Date Description Amount\n08/14 SHELL OIL 574421 58.21';
    expect(spanOver(plain, '574421')?.reason ?? '').not.toContain('authorisation column');
  });

  it('reads references labelled in a row, also when the value opens the next line', () => {
    const es =
      'F. Oper. Concepto Importe Saldo\n' +
      '08/10 RECIBO Ferretería Goya Nº RECIBO LZ6459127 REF.\nMANDATO 77503740\n-52,66 4.030,95';
    expect(covered(es, 'LZ6459127')).toBe(true);
    expect(covered(es, '77503740')).toBe(true);
    const fr =
      'Date Opérations Débit Crédit Solde\n21/11 PRLV SEPA BOUCHERIE /RUM BA9385954 /REF 98935386 40,11';
    expect(covered(fr, 'BA9385954')).toBe(true);
    expect(covered(fr, '98935386')).toBe(true);
    expect(untouched('Call us 24/7 at the number on the back.', '24/7')).toBe(true);
  });
});

describe('masked accounts, ages after a first name, more labels and shapes', () => {
  it('reads masked IBANs and long masks', () => {
    expect(spanOver('Banque FR76 **** **** **** 0799', 'FR76 **** **** **** 0799')?.tag).toBe(
      'ACCOUNT',
    );
    expect(covered('Bank XXXXXX6966', 'XXXXXX6966')).toBe(true);
    expect(untouched('Model XX1234 in stock', 'XX1234')).toBe(true);
  });

  it('reads an age in brackets after a listed first name', () => {
    expect(covered('Dependants: Emma (7) and Liam, aged 12.', '7')).toBe(true);
    expect(untouched('See Section (7) of the Act.', '7')).toBe(true);
  });

  it('reads customer, social-security, prescriber and citation labels', () => {
    expect(covered('Customer 42052745', '42052745')).toBe(true);
    expect(covered('Kunde 02304985', '02304985')).toBe(true);
    expect(covered('Абонент 72484769', '72484769')).toBe(true);
    expect(covered('N.º Seg. Social 36/12606655/33', '36/12606655/33')).toBe(true);
    expect(covered('NPI 2700495259 Rx # 2750521', '2700495259')).toBe(true);
    expect(covered('DEA # WA7670124', 'WA7670124')).toBe(true);
    expect(covered('Arzt-Nr. (LANR) 629310916', '629310916')).toBe(true);
    expect(covered('using citation number 6819 8417 5370, or', '6819 8417 5370')).toBe(true);
  });

  it('reads postal tracking and shop order numbers quoted in a ticket', () => {
    expect(covered('my parcel JJ384020309PT is late', 'JJ384020309PT')).toBe(true);
    expect(covered('order 911-7667509-2906 never arrived', '911-7667509-2906')).toBe(true);
    expect(untouched('ISO 9001-2015-1234 certified', '9001-2015-1234')).toBe(true);
  });

  it('reads dates across a German range and month-first abbreviations', () => {
    const de = 'Abrechnungszeitraum 01.01.–12.03.2025; Zählerstand';
    expect(covered(de, '01.01.')).toBe(true);
    expect(covered(de, '12.03.2025')).toBe(true);
    expect(covered('read on Febr. 1, 2025 was', 'Febr. 1, 2025')).toBe(true);
  });
});

describe('postcodes in running text and with a country prefix', () => {
  it('reads a postcode before a listed city in a sentence, and the country prefix', () => {
    expect(covered('Sent from 75008 Paris last week', '75008')).toBe(true);
    expect(covered('wohnhaft in 80331 München seit 2019', '80331')).toBe(true);
    expect(covered('CH-8001 Zürich', 'CH-8001')).toBe(true);
    expect(covered('Rua Augusta 5, Lisboa 1100-053', '1100-053')).toBe(true);
    expect(covered('ул. Ленина, д. 5, Казань 420111', '420111')).toBe(true);
    expect(covered('Austin, Texas 78701', '78701')).toBe(true);
  });

  it('leaves order numbers, totals and years before a city alone', () => {
    expect(untouched('Order 45012 Madrid office', '45012')).toBe(true);
    expect(untouched('Total: 10115 Berlin', '10115')).toBe(true);
    expect(untouched('In 2024 Berlin was busy', '2024')).toBe(true);
    expect(untouched('Заказ 420111 отправлен', '420111')).toBe(true);
  });
});

describe('phones in brackets, German mobiles, short dates that repeat a full date, notice labels', () => {
  it('reads a phone in brackets, a German mobile however grouped and one after "unter"', () => {
    expect(covered('gave her number (1-833-227-7184) to the officer', '1-833-227-7184')).toBe(true);
    expect(covered('Konstantin (Bruder), 0151 781 22641', '0151 781 22641')).toBe(true);
    expect(covered('erreichen Sie Frau Nowak unter 0640 36 44 21 gern', '0640 36 44 21')).toBe(
      true,
    );
    expect(untouched('Preis (12345678) ok', '12345678')).toBe(true);
  });

  it('reads short dates that repeat the day and month of a full date of the text', () => {
    const en = 'admitted on 07/01/2025, discharged on 07/09/2025.\nTest 07/01 07/09 Reference';
    const at = en.indexOf('Test 07/01') + 5;
    expect(findPii(en).some((s) => s.start <= at && s.end >= at + 5)).toBe(true);
    const ru = 'с 23.02.2025 по 28.02.2025\nПоказатель 23.02 28.02 Норма';
    const at2 = ru.indexOf('Показатель 23.02') + 11;
    expect(findPii(ru).some((s) => s.start <= at2 && s.end >= at2 + 5)).toBe(true);
    // Without a full date, "10/20" stays a ratio.
    expect(untouched('Dose 10/20 and 07/01', '10/20')).toBe(true);
  });

  it('reads meter, notice, payment-reference and medical-card labels', () => {
    expect(covered('Stromzähler Nr. 23176026.', '23176026')).toBe(true);
    expect(covered('compteur électrique n° 4243622869 joint', '4243622869')).toBe(true);
    expect(covered("N° d'avis 3786376104 Titulaire", '3786376104')).toBe(true);
    expect(covered('numéro de télépaiement 3153 1875 3280, ou', '3153 1875 3280')).toBe(true);
    expect(covered('Verbale n. 458484/Y/2024 Trasgressore', '458484/Y/2024')).toBe(true);
    expect(covered('УИН 18810102684008605036 Собственник', '18810102684008605036')).toBe(true);
    expect(covered('медицинская карта № 70780805', '70780805')).toBe(true);
  });
});

describe('agreements, meters, payment references and a trader footer', () => {
  it('reads agreement, compound contract, meter and Kassenzeichen labels', () => {
    expect(covered('Re: Your service agreement no. JC-283636 - change', 'JC-283636')).toBe(true);
    expect(covered('Ihr Wartungsvertrag Nr. AB-267286 - Anpassung', 'AB-267286')).toBe(true);
    expect(covered('Contador de luz n.º 20192989.', '20192989')).toBe(true);
    expect(covered('электросчётчика № 3821084980 зафиксированы', '3821084980')).toBe(true);
    expect(covered('Angabe des Kassenzeichens 0030 5885 0916.', '0030 5885 0916')).toBe(true);
    expect(untouched('el contador de la empresa dijo', 'contador')).toBe(true);
  });

  it("reads a trader's registration numbers, not the company's share capital", () => {
    const fr = 'SAS au capital de 50 000 € · RCS Perpignan 156718 · TVA FR28 458 895 935 · Page 1';
    expect(covered(fr, '156718')).toBe(true);
    expect(covered(fr, 'FR28 458 895 935')).toBe(true);
    expect(untouched(fr, '50 000 €')).toBe(true);
    expect(covered('Amtsgericht Kassel HRB 42478', '42478')).toBe(true);
    expect(covered('Sede legale Bari · REA AX146106', 'AX146106')).toBe(true);
    expect(covered('Registro Mercantil de Logroño, hoja 957364', '957364')).toBe(true);
    expect(covered('remaining capital 5,000 € on the loan', '5,000 €')).toBe(true);
  });
});

describe('ages in more written forms', () => {
  it('reads "years of age", sex and age between commas, newspaper style and listed ages', () => {
    expect(covered('The patient is 34 years of age.', '34')).toBe(true);
    expect(covered('Patient, M, 34, presents with pain', '34')).toBe(true);
    expect(covered('John Smith, 34, of Boston was', '34')).toBe(true);
    const kids = 'children aged 7 and 9';
    expect(covered(kids, '9')).toBe(true);
    expect(covered('Kinder (7 und 9 Jahre)', '9')).toBe(true);
    expect(covered('tiene dos hijos de 7 y 9 años', '9')).toBe(true);
  });

  it('leaves pages, sections, sizes, rates and days alone', () => {
    expect(untouched('see pages 7 and 9', '7 and 9')).toBe(true);
    expect(untouched('Sections 7 and 9 of the Act', '7 and 9')).toBe(true);
    expect(untouched('Size M, 34, blue', '34')).toBe(true);
    expect(untouched('Ставки 7 и 9 процентов', '7 и 9')).toBe(true);
    // Two days of a month are a date range, not ages.
    expect(findPii('los días de 7 y 9 de marzo').some((s) => s.tag === 'AGE')).toBe(false);
  });
});
