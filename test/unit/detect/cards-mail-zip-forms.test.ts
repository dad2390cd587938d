import { describe, expect, it } from 'vitest';
import { spanOver, untouched } from './span-probes';

// Issue 15 (R1, session of 24 Nov 15:55): shapes of cards, e-mail addresses and postcodes that a
// different author prints (card product names before a mask, an ellipsis between the first and
// last digits, a masked card wrapped in its cell, an address wrapped before its "@", a slugged
// domain, a postcode written after its town), with the hard negatives beside them.

describe('masked cards in other prints', () => {
  it('reads a short mask after a brand and its product words', () => {
    expect(spanOver('Visa Signature® ...6467', '...6467')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Mastercard Gold *6467 – statement', '*6467')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Tarjeta Oro …6467', '…6467')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Карта Мир Классическая *6467', '*6467')?.tag).toBe('CREDIT_CARD');
  });

  it('reads the first and last four digits with an ellipsis between them after a card word', () => {
    expect(spanOver('Primary card 4539 ... 6467', '4539 ... 6467')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Karte 4539…6467 gesperrt', '4539…6467')?.tag).toBe('CREDIT_CARD');
    expect(spanOver('Carte bancaire 4970 ... 7890', '4970 ... 7890')?.tag).toBe('CREDIT_CARD');
  });

  it.each([
    ['Card 4821', '4821'],
    ['Karte 4821', '4821'],
    ['Carte 4821', '4821'],
    ['Tarjeta 4821', '4821'],
    ['Carta 4821', '4821'],
    ['Cartão 4821', '4821'],
    ['Карта 4821', '4821'],
    ['Mastercard (4821)', '4821'],
    ['Visa (…4821)', '…4821'],
    ['Card number\n…4821', '…4821'],
  ])('%j: %j is a card ending', (text, ending) => {
    expect(spanOver(text, ending)?.tag).toBe('CREDIT_CARD');
  });

  it.each([
    ['Carte 2024 des vins', '2024'],
    ['Yellow card 1998 final', '1998'],
    ['Karte 1234 Stück bestellt', '1234'],
  ])('%j: %j is no card ending', (text, value) => {
    expect(untouched(text, value)).toBe(true);
  });

  it('leaves a range of years with an ellipsis alone', () => {
    expect(untouched('Employment history 1998 ... 2004 in Leeds', '1998 ... 2004')).toBe(true);
  });

  it('reads a partly masked card wrapped after its first groups', () => {
    const text = 'Card number 5162 92\n•• •••• 5678\nStatement date';
    expect(spanOver(text, '5162 92\n•• •••• 5678')?.tag).toBe('CREDIT_CARD');
    const es = 'Tarjeta 4539 14**\n**** 6467';
    expect(spanOver(es, '4539 14**\n**** 6467')?.tag).toBe('CREDIT_CARD');
  });

  it("does not take the row's amount on the next line into a masked card", () => {
    const row = 'POS DEBIT SPOTIFY USA\nCARD 5690 09** **** 7237\n36.61 898.66\n';
    expect(spanOver(row, '5690 09** **** 7237')?.tag).toBe('CREDIT_CARD');
    expect(spanOver(row, '36.61')?.tag).toBe('MONEY_AMOUNT');
  });
});

describe('e-mail addresses a cell or a slug bends', () => {
  it('reads an address wrapped right before its at sign', () => {
    expect(spanOver('Email: maria.lopez\n@example.com', 'maria.lopez\n@example.com')?.tag).toBe(
      'EMAIL',
    );
    expect(spanOver('Courriel jean_dupont\n@orange.fr', 'jean_dupont\n@orange.fr')?.tag).toBe(
      'EMAIL',
    );
  });

  it('reads a domain label with a stray hyphen (a company name slugged)', () => {
    expect(spanOver('E-Mail: farid.almasri@weber-.de', 'farid.almasri@weber-.de')?.tag).toBe(
      'EMAIL',
    );
    expect(spanOver('Correo: ana@-ibérica.es', 'ana@-ibérica.es')?.tag).toBe('EMAIL');
  });

  it('does not take a handle on its own line for the end of an address', () => {
    expect(spanOver('Follow us\n@acme', '@acme')?.tag).not.toBe('EMAIL');
  });
});

describe('postcodes written after their town', () => {
  it.each([
    ['Paris 75008', '75008'],
    ['Madrid, 28013', '28013'],
    ['Milano (MI) 20121', '20121'],
    ['Roma, 00184\nTel. 06 1234 5678', '00184'],
    ['Berlin 10115 · Deutschland', '10115'],
  ])('%j: %s is a ZIP_CODE', (text, zip) => {
    expect(spanOver(text, zip)?.tag).toBe('ZIP_CODE');
  });

  it.each([
    ['Population of London 10000 people', '10000'],
    ['Paris 75008 visitors', '75008'],
    ['Moscow 2024', '2024'],
  ])('%j: %s is no postcode', (text, value) => {
    expect(untouched(text, value)).toBe(true);
  });
});

describe('amounts and phones a layout bends', () => {
  it('reads an amount whose thousands space became a line end', () => {
    expect(spanOver('Loyer : 1\n215,02 € par mois', '1\n215,02 €')?.tag).toBe('MONEY_AMOUNT');
    expect(spanOver('Сумма ущерба 6 \n593,43 \n₽', '6 \n593,43 \n₽')?.tag).toBe('MONEY_AMOUNT');
  });

  it('does not glue a page number ending the line before an amount', () => {
    expect(untouched('Seite 3\n215,02 € Miete', '3')).toBe(true);
  });

  it('gives a row of amounts with the symbol after each its own symbols', () => {
    const es =
      'Saldo inicial Total abonos Total cargos Saldo final\n5.285,54 € 10.326,62 € -14.085,00 € 1.527,16 €';
    for (const amount of ['5.285,54 €', '10.326,62 €', '-14.085,00 €', '1.527,16 €'])
      expect(spanOver(es, amount)?.tag, amount).toBe('MONEY_AMOUNT');
    expect(spanOver('Total € 1.250,00', '€ 1.250,00')?.tag).toBe('MONEY_AMOUNT');
    // A row printed symbol-first keeps every prefix.
    const en =
      'Opening balance Total deposits Total withdrawals\n$5,156.58 $12,058.90 -$6,809.39 $10,406.09';
    for (const amount of ['$5,156.58', '$12,058.90', '-$6,809.39', '$10,406.09'])
      expect(spanOver(en, amount)?.tag, amount).toBe('MONEY_AMOUNT');
    const it_ = 'Saldo iniziale Totale addebiti\n€ 5.594,95 € 7.857,24 -€ 4.781,27 € 8.670,92';
    expect(spanOver(it_, '-€ 4.781,27')?.tag).toBe('MONEY_AMOUNT');
  });

  it("keeps an international number's last group even when it reads like a year", () => {
    const de = 'wohnhaft Goethestraße 152, 20357 Hamburg, Telefon +49 151 6226 1983, E-Mail';
    expect(spanOver(de, '+49 151 6226 1983')?.tag).toBe('PHONE');
    expect(spanOver('Fax 030 1234567 2024', '030 1234567')?.tag).toBe('PHONE');
    expect(untouched('Fax 030 1234567 2024', '2024')).toBe(true);
  });

  it('reads a footer phone before its page counter, which is no postcode', () => {
    const it_ = 'Banca Popolare del Tirreno · Via Garibaldi 85 · 05 8735 2475 Pagina 1 di 1';
    expect(spanOver(it_, '05 8735 2475')).toBeDefined();
    const de = 'Hansa Privatbank · Lindenstraße 76a, 90402 Nürnberg · (0341) 396872 Seite 1 von 2';
    expect(spanOver(de, '(0341) 396872')?.tag).toBe('PHONE');
  });
});
