import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { spanOver, untouched } from './span-probes';

// Issue 15 (R1): the shapes a card number, an e-mail address, an amount or an age takes on
// statements, forms, tickets and letters of the seven languages, and the hard negatives beside them.

describe('card numbers in every print', () => {
  it('reads masks of bullets, middle dots, black circles and hashes', () => {
    for (const masked of [
      '···· ···· ···· 4821',
      '#### #### #### 4821',
      '●●●● 4821',
      '•••• •••• •••• 4821',
    ])
      expect(spanOver(`Card ${masked} – statement`, masked)?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Primary card ···· 1234', '···· 1234')?.tag).toBe('CREDIT_CARD');
  });

  it('keeps a labelled masked or whole card over an address reading of its groups', () => {
    expect(spanOver('Kartennummer: 4974 XXXX XXXX 1234', '4974 XXXX XXXX 1234')?.tag).toBe(
      'CREDIT_CARD',
    );
    expect(
      spanOver('Kartennummer: 4539 1488 0343 6467 Prüfziffer 1', '4539 1488 0343 6467')?.tag,
    ).toBe('CREDIT_CARD');
  });

  it('reads a card grouped by dots, and one printed a group per line after a card word', () => {
    expect(spanOver('Numéro de carte 4539.1488.0343.6467', '4539.1488.0343.6467')?.tag).toBe(
      'CREDIT_CARD',
    );
    const justified = 'Ihre Karte \n4974 \n0123 \n4567 \n8902 \nwurde \ngesperrt.';
    expect(spanOver(justified, '4974 \n0123 \n4567 \n8902')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Card number:\n4539 1488\n0343 6467', '4539 1488\n0343 6467')?.tag).toBe(
      'CREDIT_CARD',
    );
  });

  it('reads the last four digits after a card number label or a brand', () => {
    expect(spanOver('Card no. 4821 was charged', '4821')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Karte Nr. 4821', '4821')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('VISA 4821 12.03.2025 45,00', '4821')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Mastercard 5678 – purchases', '5678')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Cartão final 1234 bloqueado', '1234')?.tag).toBe('CREDIT_CARD');
  });

  it('reads the expiry date after its label', () => {
    expect(spanOver('Card 5412-7512-3412-3456 exp 09/27', '09/27')?.tag).toBe('DATE');
    expect(spanOver('Card\t4532 7153 3790 1241\tExpires\t11/26', '11/26')?.tag).toBe('DATE');
    expect(spanOver('Karte 4532 7153 3790 1241 Ablaufdatum 11/2026', '11/2026')?.tag).toBe('DATE');
    expect(spanOver('Срок действия: 08/27', '08/27')?.tag).toBe('DATE');
  });

  it('leaves a travel visa year, version strings and unlabelled wrapped digits alone', () => {
    expect(untouched('Visa 2025 application received', '2025')).toBe(true);
    expect(untouched('Version 1.2.3.4 of the tool', '1.2.3.4')).toBe(true);
    expect(untouched('Rows\n4539\n1488\n0343\n6467\n', '4539\n1488')).toBe(true);
  });

  it('keeps a masked IBAN whole, but not the day after it', () => {
    const iban = 'DE89 **** **** **** 0130 00';
    expect(spanOver(`Konto ${iban}`, iban)?.tag).toBe('ACCOUNT');
    const text = 'со счёта RU02 **** **** **** 4688 18 марта 2025 г.';
    expect(spanOver(text, 'RU02 **** **** **** 4688')?.tag).toBe('ACCOUNT');
    expect(spanOver(text, '18 марта 2025')?.tag).toBe('DATE');
  });
});

describe('e-mail addresses written to dodge harvesters or wrapped', () => {
  it('reads spelled-out and spaced "at" and "dot"', () => {
    for (const address of [
      'jane [at] example [dot] com',
      'max(at)beispiel.de',
      'jane.doe at example dot com',
      'juan.garcia @ gmail.com',
      'anna.rossi(at)libero(dot)it',
    ])
      expect(spanOver(`Contact: ${address} please`, address)?.tag).toBe('EMAIL');
  });

  it('reads a local part wrapped after a dot, a hyphen or an underscore', () => {
    expect(spanOver('Email: jean.pierre.\ndupont@entreprise.fr', 'jean.pierre.\ndupont')?.tag).toBe(
      'EMAIL',
    );
    expect(spanOver('E-mail: jean.\ndupont@entreprise.fr', 'jean.\ndupont')?.tag).toBe('EMAIL');
  });

  it('leaves prose alone', () => {
    expect(untouched('We met at home dot com events.', 'home')).toBe(true);
    expect(untouched('The price is 10 @ 5 each.', '10 @ 5')).toBe(true);
    expect(untouched('Please contact support.\ninfo@example.com', 'support')).toBe(true);
  });
});

describe('amounts with their currency on either side and their signs', () => {
  it('takes a minus before the symbol, ",-", a repeated code, kopecks and a trailing minus', () => {
    expect(spanOver('Refund of -$45.00 today', '-$45.00')?.tag).toBe('MONEY_AMOUNT');
    expect(spanOver('Kaution: EUR 2.400,- fällig', 'EUR 2.400,-')?.tag).toBe('MONEY_AMOUNT');
    expect(spanOver('Monto: $3.500,00 ARS', '$3.500,00 ARS')?.tag).toBe('MONEY_AMOUNT');
    expect(spanOver('Сумма 1 234 руб. 50 коп. итого', '1 234 руб. 50 коп.')?.tag).toBe(
      'MONEY_AMOUNT',
    );
    expect(spanOver('Guthaben 1.234,56 EUR- alt', '1.234,56 EUR-')?.tag).toBe('MONEY_AMOUNT');
  });

  it('reads the currency word before the amount in any case', () => {
    expect(spanOver('Total due: EURO 1.250,00', 'EURO 1.250,00')?.tag).toBe('MONEY_AMOUNT');
    expect(spanOver('Saldo a vostro favore: Euro 234,56', 'Euro 234,56')?.tag).toBe('MONEY_AMOUNT');
    expect(spanOver('Betrag 120 Pfund Sterling', '120 Pfund Sterling')?.tag).toBe('MONEY_AMOUNT');
  });

  it('leaves a tournament year alone', () => {
    expect(untouched('Sieger der Euro 2024 war Spanien', 'Euro 2024')).toBe(true);
  });
});

describe('ages in words and in the short forms of reports', () => {
  it('reads ages written with words in the seven languages', () => {
    const cases: Array<[string, string]> = [
      ['She is forty-two years old.', 'forty-two'],
      ['A thirty-four-year-old man was seen.', 'thirty-four'],
      ['Er ist zweiundvierzig Jahre alt.', 'zweiundvierzig'],
      ['Tiene cuarenta y dos años.', 'cuarenta y dos'],
      ['Elle a quarante-deux ans.', 'quarante-deux'],
      ['Lei ha ventotto anni.', 'ventotto'],
      ['Ele tem vinte e um anos.', 'vinte e um'],
      ['Мне тридцать пять лет.', 'тридцать пять'],
      ['The claimant, aged sixty-one, said', 'sixty-one'],
    ];
    for (const [text, age] of cases) expect(spanOver(text, age)?.tag, text).toBe('AGE');
  });

  it('leaves durations in words alone', () => {
    for (const text of [
      'I have twenty years of experience in sales.',
      'He worked there for twenty years.',
      'Pendant vingt ans, elle a travaillé ici.',
      'Seit zwanzig Jahren im Betrieb.',
      'Un contrato de dos años.',
      'Tiene dos años de garantía.',
      'Он работал двадцать лет на заводе.',
      'Ha venti anni di esperienza.',
      'Это было три года назад.',
    ])
      expect(
        findPii(text).filter((s) => s.tag === 'AGE'),
        text,
      ).toEqual([]);
  });

  it('reads numeric ages after a comma, a long label, a sex word, a pronoun or a birth year', () => {
    expect(spanOver('Patient, 42 years, presents with chest pain', '42')?.tag).toBe('AGE');
    expect(spanOver('Patient: John Smith, 42 y.o.', '42')?.tag).toBe('AGE');
    expect(spanOver('A 42 y.o. male with fever', '42')?.tag).toBe('AGE');
    expect(spanOver('Age at admission: 42', '42')?.tag).toBe('AGE');
    expect(spanOver('Alter des Patienten: 42', '42')?.tag).toBe('AGE');
    expect(spanOver('Возраст пациента: 42', '42')?.tag).toBe('AGE');
    expect(spanOver('male, 42, smoker', '42')?.tag).toBe('AGE');
    expect(spanOver('He is 42.', '42')?.tag).toBe('AGE');
    expect(spanOver('DOB: 12/03/1981 (42)', '(42)'.slice(1, 3))?.tag).toBe('AGE');
  });

  it('leaves counts, pages and a model year in brackets alone', () => {
    expect(untouched('He is 42 minutes late.', '42')).toBe(true);
    expect(untouched('Page 42 of 50', '42')).toBe(true);
    expect(untouched('Model 2019 (5) units', '(5)')).toBe(true);
    expect(untouched('42 years of service', '42')).toBe(true);
  });
});

describe('postcodes and phones beside an address', () => {
  it('keeps a ZIP+4 whole after its label', () => {
    expect(spanOver('ZIP: 02139-4307', '02139-4307')?.tag).toBe('ZIP_CODE');
  });

  it('does not let an address swallow the phone after it', () => {
    const block = 'Redwood Staffing\n8268 Cedar Lane\nMadison, WI 53816\nPhone 503.256.6739\n';
    expect(spanOver(block, '503.256.6739')?.tag).toBe('PHONE');
    const line = 'Siobhan Schäfer, Lindenstraße 177b, 04054 Leipzig, 0171 5705303, weiter';
    expect(spanOver(line, '0171 5705303')?.tag).toBe('PHONE');
  });
});

describe('dates of statement rows', () => {
  it('reads the time of a transaction after the row date under a time column', () => {
    const rows =
      'F. operación Hora F. valor Comercio \nImporte\n19/05 \n20:13 21/05 \nPago en MERCADONA \n43,19\n13/01 \n7:04 \n13/01 \nWORTEN \n52,30\n';
    expect(spanOver(rows, '20:13')?.tag).toBe('DATE');
    expect(spanOver(rows, '7:04')?.tag).toBe('DATE');
    expect(
      spanOver('Date Time Description Amount\nFeb 05 14:22 WHOLEFDS MKT 60.13', '14:22')?.tag,
    ).toBe('DATE');
  });

  it('leaves opening hours alone', () => {
    expect(untouched('Opening hours: Mon 9:00 - 17:00. Call 12/03 10:00 to 12:00.', '9:00')).toBe(
      true,
    );
  });

  it('takes the year a narrow cell wrapped onto the next line', () => {
    const cell =
      'Fecha Tarjeta Concepto Importe\n21 de enero de\n2025\nVISA 5431 Compra en línea -1.824,86 €';
    expect(spanOver(cell, '21 de enero de\n2025')?.tag).toBe('DATE');
  });

  it('keeps a written date whole before a card brand in a row (no house number "2025")', () => {
    const row =
      'Date Card Description Amount\nMarch 17, 2025 VISA 9052 Online purchase -$2,181.86\n';
    expect(spanOver(row, 'March 17, 2025')?.tag).toBe('DATE');
    expect(spanOver(row, '9052')).toBeDefined();
  });
});

describe('card endings in a statement card column', () => {
  it('reads four digits after the row date under a card column', () => {
    const rows = 'Fecha Tarjeta Comercio Importe\n19/05 \n4821 \nMERCADONA 2231 \n43,19\n';
    expect(spanOver(rows, '4821')?.tag).toBe('CREDIT_CARD');
  });

  it('leaves a store number after the merchant and a year after a short date alone', () => {
    const rows = 'Date Description Amount\n12/03 TESCO 2231 45.00\n';
    expect(findPii(rows).some((s) => s.tag === 'CREDIT_CARD')).toBe(false);
    expect(
      findPii('Date Card Amount\n12/03 2025 45.00\n').some((s) => s.tag === 'CREDIT_CARD'),
    ).toBe(false);
  });
});

describe('numbers a narrow cell wrapped, and printed signs that belong to a value', () => {
  it('reads a phone wrapped at a line end after a contact label or a "+"', () => {
    const cases: Array<[string, string]> = [
      ['Emergency contact \nBethany Pemberton, +44 113 877\n0744\nCourse', '+44 113 877\n0744'],
      ['Notfallkontakt \nLennart Brüggemann, 0151\n05002504\nVerlauf', '0151\n05002504'],
      ['Contacto de emergencia \nAna Pérez, +34 913 26\n60 21\nEvolución', '+34 913 26\n60 21'],
      ['Контакт \nИван Петров, +7\n(921) 526-51-09\n', '+7\n(921) 526-51-09'],
    ];
    for (const [text, phone] of cases) expect(spanOver(text, phone)?.tag, text).toBe('PHONE');
  });

  it('leaves an amount or a page number over two lines alone', () => {
    expect(findPii('Total 1 234\n56').some((s) => s.tag === 'PHONE')).toBe(false);
    expect(findPii('Page 12\n3\n').some((s) => s.tag === 'PHONE')).toBe(false);
  });

  it('keeps the "#" of a ticket number and the letter and serial of a German insurance number', () => {
    expect(spanOver('Re: Refund not received [Ticket #839553]', '#839553')?.tag).toBe('ID');
    expect(spanOver('Steuer-ID\n44 721713 V 216\nAnschrift', '44 721713 V 216')?.tag).toBe('ID');
  });
});
