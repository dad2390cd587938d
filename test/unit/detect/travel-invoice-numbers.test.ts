import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { allCovered, spanOver } from './span-probes';

// Issue 15 (R1): numbers of travel papers and invoices by class, in the seven languages: loyalty
// numbers with an airline's code, record locators under a booking-reference column, the buyer's
// own order reference on a seller's invoice, an abbreviated French VAT label, amounts under a
// price summary or a line-item table's price header, and day/month dates opening the rows of a
// date column. Examples written for these tests, with their hard negatives.

describe('travel papers', () => {
  it.each([
    ['Frequent flyer no.: SG 698817098\nIssued on: 24 May 2025', 'SG 698817098'],
    ['Tarjeta de fidelización: UZ 612988728\nEmitido el: 12 de abril de 2025', 'UZ 612988728'],
    ['N° de carte de fidélité: BF 696568841\nÉmis le: 7 mars 2025', 'BF 696568841'],
    ['Vielfliegernummer: TN 617909065\nAusgestellt am: 30. Januar 2025', 'TN 617909065'],
    ['N.º de passageiro frequente: LJ 200431998\nEmitido em: 15-03-2025', 'LJ 200431998'],
    ['Карта часто летающего пассажира:\nVU 433259054\nДата оформления: 28.05.2025', 'VU 433259054'],
  ])('%j: the whole loyalty number %j is one ID', (text, value) => {
    const span = spanOver(text, value);
    expect(span?.tag).toBe('ID');
  });

  it.each([
    ['Traveller Booking reference\nPriyanka Mehta 9N97SZ\nPassport no.', '9N97SZ'],
    ['Viaggiatore Codice prenotazione\nDI PIETRO/LUDOVICA 566HNY\nN. passaporto', '566HNY'],
    ['Пассажир Номер бронирования\nВОРОНЦОВА/МИЛАНА 4SHBTY\nНомер паспорта', '4SHBTY'],
  ])('%j: the record locator %j under its column is an ID', (text, value) => {
    expect(spanOver(text, value)?.tag).toBe('ID');
  });

  it('reads no word of six capitals under a booking column as a locator', () => {
    const text = 'Traveller Booking reference\nMARTIN PEDRO BOOKED\n';
    expect(findPii(text).some((s) => s.tag === 'ID')).toBe(false);
  });

  it('reads the day and month opening each row under a date column', () => {
    const text =
      'Data Companhia Voo De Para Partida Chegada Bilhete\n' +
      '27/03 TAP Air Portugal YW 4533 Braga Évora 6:45 14:10 198-7820642553\n' +
      '30/03 TAP Air Portugal BT 6484 Évora Setúbal 9:10 11:00 198-7820642554\n';
    expect(spanOver(text, '27/03')?.tag).toBe('DATE');
    expect(spanOver(text, '30/03')?.tag).toBe('DATE');
    // Without the header, a fraction opening a line is left to the other readers.
    expect(findPii('3/4 of the budget was spent.').some((s) => s.tag === 'DATE')).toBe(false);
  });
});

describe('invoices', () => {
  it.each([
    ['Payment due: 10/04/2024\nYour order ref.: PO226767\nVAT Reg. No.: GB 844 6110 29', 'PO226767'],
    ['Scadenza: 08/04/2025\nVs. ordine: PO700744\nP. IVA: IT23661308546', 'PO700744'],
    ['Vencimento: 30-01-2025\nV/ encomenda: PO510155\nNIPC: PT 522033617', 'PO510155'],
    ['Оплатить до: 31.03.2024\nВаш заказ: PO156439 ИНН: 8023685390', 'PO156439'],
  ])("%j: the buyer's own order %j is an ID", (text, value) => {
    expect(spanOver(text, value)?.tag).toBe('ID');
  });

  it('reads VAT and INN numbers under their column in a long supplier table', () => {
    const en =
      'Supplier Category Address Telephone VAT no.\n' +
      'Swiftway Couriers Catering 42 Foundry Lane, Brighton BN1 3XE 0113 909 4416 GB 732 9223 27\n' +
      'Channel Link Transport Flat 16, 54 Queen Street, Leeds LS6 2QT 0161 869 1026 GB 571 1334 67\n';
    expect(spanOver(en, 'GB 571 1334 67')?.tag).toBe('ID');
    // The phone in the same row is not taken into the VAT number's box.
    expect(spanOver(en, '0161 869 1026 GB 571 1334 67')).toBeUndefined();
    const ru =
      'Поставщик Категория Адрес Телефон ИНН\n' +
      'Электромонтаж «Искра» Питание пр. Мира, д. 146, оф. 33, г. Нижний\nНовгород, 603005\n' +
      '+7 (383) 244-15-01 9399217913\n' +
      'ООО «Инфосистемы Юг» ИТ-услуги наб. реки Фонтанки, д. 105, кв. 41, г.\nТомск, 634050\n' +
      '+7 (495) 468-76-19 6420130977\n';
    expect(spanOver(ru, '6420130977')?.tag).toBe('ID');
  });

  it('reads a VAT number after the abbreviated French label', () => {
    const text = 'N° TVA intracom. FR 75 110 128 284\nBON DE COMMANDE';
    expect(spanOver(text, 'FR 75 110 128 284')?.tag).toBe('ID');
  });

  it.each([
    ['Resumen de precios\nVuelos 1.874,68\nAlojamiento 1.022,55\nTotal cobrado 3.408,51 €', '1.874,68'],
    ['Preisübersicht\nFlüge 2.095,41\nUnterkunft 1.142,95\nMietwagen 571,47', '1.142,95'],
    ['Récapitulatif\nVols 1 518,35\nHébergement 828,19\nMontant débité 2 760,63 €', '1 518,35'],
    ['Riepilogo prezzi\nVoli 890,63\nPernottamento 485,80', '485,80'],
    ['Resumo de preços\nVoos 918,15\nAlojamento 500,81', '500,81'],
    ['Стоимость\nПерелёты 500,69\nПроживание 273,11\nАренда автомобиля 136,55', '273,11'],
    ['Price summary\nFlights 1,204.50\nHotel 480.00', '480.00'],
  ])('%j: %j under the price summary is a MONEY_AMOUNT', (text, value) => {
    expect(spanOver(text, value)?.tag).toBe('MONEY_AMOUNT');
  });

  it('reads every price of a line-item row under its header, quantities stay out of a box alone', () => {
    const text =
      'Bezeichnung Menge Einzelpreis Gesamt\n' +
      'Kopierpapier A4, 80 g, Karton mit 5 Paketen 29 308,86 8.956,94\n' +
      'Edelstahlwinkel, 20 Stück 26 120,55 3.134,30\n' +
      'Nettobetrag: 33.249,63 €\n';
    const spans = findPii(text);
    for (const value of ['308,86', '8.956,94', '120,55', '3.134,30'])
      expect(allCovered(text, spans, value), value).toBe(true);
    const english = 'Description Qty Unit price Total\nPrinter toner, black 4 62.50 250.00\n\nPage 2';
    expect(spanOver(english, '62.50')?.tag).toBe('MONEY_AMOUNT');
    expect(findPii(english).some((s) => english.slice(s.start, s.end) === '4')).toBe(false);
  });

  it('leaves a summary heading with no amount rows and a row of words alone', () => {
    const text = 'Price summary\nAll prices include VAT.\n';
    expect(findPii(text).some((s) => s.tag === 'MONEY_AMOUNT')).toBe(false);
  });
});

describe('accounts written short', () => {
  it.each([
    ['Checking account ...6789', '...6789'],
    ['Konto …4312 belastet', '…4312'],
    ['Wallet: 0x52908400098527886E0F7030069857D2E4169EE7', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['Send to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq please', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BTC: 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  ])('%j: %j is an ACCOUNT', (text, value) => {
    expect(spanOver(text, value)?.tag).toBe('ACCOUNT');
  });

  it('reads no bare base58 run without a wallet word', () => {
    const text = 'Token 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa expired';
    expect(findPii(text).some((s) => s.tag === 'ACCOUNT')).toBe(false);
  });
});

describe('a month and its year as a pay or billing period', () => {
  it.each([
    ['Période: Janvier 2024\nPayé le: 25.01.2024', 'Janvier 2024'],
    ['Abrechnungsmonat: Mai 2025', 'Mai 2025'],
    ['Lohnabrechnung Juli 2025', 'Juli 2025'],
    ['Período: Janeiro de 2024', 'Janeiro de 2024'],
    ['Recibo de vencimento — março 2024', 'março 2024'],
    ['Расчётный листок за март 2024 г.', 'март 2024 г.'],
  ])('%j: %j is a DATE', (text, value) => {
    expect(spanOver(text, value)?.tag).toBe('DATE');
  });

  it('leaves a year alone and a word that only starts like a month', () => {
    expect(findPii('Released in 2024.').some((s) => s.tag === 'DATE')).toBe(false);
    expect(findPii('Marseille 2024 festival').some((s) => s.tag === 'DATE')).toBe(false);
  });
});

describe('rent arrears, court and hospital numbers', () => {
  it('keeps the currency of a row amount in its box and the date before a currency sign', () => {
    const en = 'Due date Rent due Paid\n28/05/2025 £1,763.00 £172.94\n04/01/2025 £841.27 £335.00\n';
    const spans = findPii(en);
    for (const value of ['£1,763.00', '£172.94', '£841.27'])
      expect(allCovered(en, spans, value), value).toBe(true);
    const it = 'Scadenza Canone Versato\n24/01/2025 € 760,76 219,41 €\n05/06/2025 € 1.770,23 € 397,35\n';
    const found = findPii(it);
    for (const value of ['05/06/2025', '€ 1.770,23', '€ 397,35'])
      expect(allCovered(it, found, value), value).toBe(true);
    expect(spanOver(it, '05/06/2025')?.tag).toBe('DATE');
  });

  it.each([
    ['SENTENCIA\nProcedimiento ordinario: 2340/2024\nFecha: 23 de noviembre de 2024', '2340/2024'],
    ['con el número de empleada 86659, en el centro', '86659'],
    ['N. cartella: 15510\nResidenza: Roma', '15510'],
    ['Notice of Rent Arrears\nTenancy reference: 50776\nMonthly rent: £688.18', '50776'],
    ['Mahnung\nMietvertragsnummer: 55902\nMonatliche Miete: 1.668,00 €', '55902'],
  ])('%j: %j is an ID', (text, value) => {
    expect(spanOver(text, value)?.tag).toBe('ID');
  });
});

describe('amounts and flights in rows', () => {
  it('reads every amount of a summary row that prints the sign after each', () => {
    const text =
      'Saldo inicial Total abonos Total cargos Saldo final\n5.285,54 € 10.326,62 € -14.085,00 € 1.527,16 €\n';
    const spans = findPii(text);
    for (const value of ['5.285,54 €', '10.326,62 €', '-14.085,00 €', '1.527,16 €'])
      expect(allCovered(text, spans, value), value).toBe(true);
  });

  it('reads no flight number under an e-ticket header as a person’s number', () => {
    const text =
      'Date Airline Flight From To Dep. Arr. E-ticket\n' +
      '23 Jun British Airways XE 1656 Exeter Manchester 8:50 16:55 071-7606983411\n';
    expect(spanOver(text, '071-7606983411')?.tag).toBe('ID');
    expect(findPii(text).some((s) => text.slice(s.start, s.end) === '1656')).toBe(false);
  });
});
