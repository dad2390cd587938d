import { describe, expect, it } from 'vitest';
import { spanOver, covered, untouched } from './span-probes';

describe('codes of capitals and at least five digits, without a label', () => {
  it('reads references, tracking numbers and insurance codes', () => {
    expect(
      covered('Lastschrift Apotheke am Markt\nTX0949278 Kunden-Nr. 08175614', 'TX0949278'),
    ).toBe(true);
    expect(covered('Régimen SNS CIP-SNS MNVZ164804MW96\n', 'MNVZ164804MW96')).toBe(true);
    expect(covered('Cod. regionale 393128 Codice NRE 813A73645073099\n', '813A73645073099')).toBe(
      true,
    );
    expect(covered('NPI 8799315281 Group # 78757-GT\n', '78757-GT')).toBe(true);
    expect(spanOver('Ref TX0949278 pending', 'TX0949278')?.reason).toBeTruthy();
  });

  it('leaves product codes, invoices, units, timestamps and short codes alone', () => {
    expect(untouched('SKU: KX123456 in stock', 'KX123456')).toBe(true);
    expect(untouched('Art.-Nr. KX40512 Schrauben', 'KX40512')).toBe(true);
    expect(untouched('Modello XR20511 nero', 'XR20511')).toBe(true);
    expect(untouched('la facture impayée FA26878498 du mois', 'FA26878498')).toBe(true);
    expect(untouched('la fattura insoluta INV07079372 del mese', 'INV07079372')).toBe(true);
    expect(untouched('a battery of 100000MAH lasts', '100000MAH')).toBe(true);
    expect(untouched('Signed: 12-34-2007T12:34:56', '12-34-2007T12')).toBe(true);
    expect(untouched('see RFC7231 and ISO9001', 'RFC7231')).toBe(true);
  });
});

describe('a number mark after any noun', () => {
  it('reads five digits or more after "n.", "№", "#" in seven languages', () => {
    expect(covered('Paziente: Ilaria Fontana - Cartella n. 834045751\n', '834045751')).toBe(true);
    expect(covered('Сотрудник Цой Гульнара Табельный № 205531\n', '205531')).toBe(true);
    expect(covered('Код врача 455357 Рецепт серия и № 70-96 857452\n', '70-96 857452')).toBe(true);
    expect(covered('Dossier médical n° 7731904 ouvert', '7731904')).toBe(true);
  });

  it('leaves laws, forms, invoices and house numbers alone', () => {
    expect(untouched('conformément à la loi n° 89-462 du juillet', '89-462')).toBe(true);
    expect(untouched('Рецептурный бланк форма № 107-1/у', '107-1')).toBe(true);
    expect(untouched('Накладная № 2024117 от поставщика', '2024117')).toBe(true);
    expect(untouched('Decreto n. 196003 del ministero', '196003')).toBe(true);
  });
});

describe('long numbers, document series and short codes after a code word', () => {
  it('reads long digit runs and groups of four', () => {
    expect(covered('indicando la referencia 3290 8183 6405.', '3290 8183 6405')).toBe(true);
    expect(covered('com a referência 2111 5460 0684.', '2111 5460 0684')).toBe(true);
    expect(covered('Rückfragen unter 0696 7488420 bitte', '0696 7488420')).toBe(true);
  });

  it('leaves result rows, periods, thousands and years alone', () => {
    expect(untouched('Thrombo (/nl) 156 165 150-400\n', '156 165 150-400')).toBe(true);
    expect(untouched('Bulletin du 2e trimestre 2024-2025\n', '2024-2025')).toBe(true);
    expect(untouched('population of 12 345 678 people', '12 345 678')).toBe(true);
    expect(untouched('Rechnung Nr. 12345678 vom Januar', '12345678')).toBe(true);
  });

  it('reads the Russian passport and licence shape', () => {
    expect(covered('Паспорт серия,\nномер\n98 12 393712 Счёт', '98 12 393712')).toBe(true);
  });

  it('reads codes after a code word, not laws, postcodes or payment authorisations', () => {
    expect(covered('Date 24/11/2025 Code ALD 1439\n', '1439')).toBe(true);
    expect(covered('Дата выписки 09.04.2025 Код 1227\n', '1227')).toBe(true);
    expect(covered('Data 23/06/2024 Codice\nautenticazione\n3816\n', '3816')).toBe(true);
    expect(untouched('article 1240 du Code civil 1240', 'civil 1240')).toBe(true);
    expect(untouched('Paid by card · Auth. code 672523\n', '672523')).toBe(true);
    expect(untouched('Cod. autorizzazione 503104\n', '503104')).toBe(true);
  });

  it('reads the number after a name in a labelled field', () => {
    expect(covered('Issuing officer / badge: W. Greenberg / 3819\n', '3819')).toBe(true);
    expect(covered('Agente accertatore matr.: M. Mazza / 17558\n', '17558')).toBe(true);
    expect(covered('Инспектор: Захарова В. В. / 1340\n', '1340')).toBe(true);
    expect(untouched('Pages: 3 / 12\n', '12')).toBe(true);
  });
});

describe('user handles written with "@"', () => {
  it('reads handles holding a digit, an underscore or a dot', () => {
    expect(covered('Kundenkonto @brandstatter_m, Login von IP', '@brandstatter_m')).toBe(true);
    expect(covered('Аккаунт @anastasiya.mkrtchyan2, вход', '@anastasiya.mkrtchyan2')).toBe(true);
    expect(spanOver('Conta @tavares_d com sessão', '@tavares_d')?.reason).toContain('@');
  });

  it('leaves code annotations, e-mail addresses and package scopes alone', () => {
    expect(untouched('use @Override and @param here', '@Override')).toBe(true);
    expect(untouched('npm i @types/node_20 now', '@types')).toBe(true);
  });
});

describe('statement rows: dates with their year, rows carried over a page break', () => {
  const table = 'Datum Position EUR\n15. Juli 2024 Kautionsrückzahlung 1.510,39\n';
  it('takes the year written after a row or cell date', () => {
    expect(covered(table, '15. Juli 2024')).toBe(true);
    expect(
      covered(`${table}Net à payer : 1.834,32 €, versé le 28 août 2025.\n`, '28 août 2025'),
    ).toBe(true);
  });

  it('keeps reading a carried table whose first row ends in an abbreviation', () => {
    const text =
      'Buchung Valuta Vorgang Betrag EUR Saldo EUR\n02.08. 02.08. Kartenzahlung\n-82,72 4.652,79\n' +
      'Bank · Seite 1\f11.09. 13.09. Lastschrift Apotheke Mandatsref.\nTX0949278\n-19,22 5.326,43\n';
    expect(covered(text, '11.09.')).toBe(true);
    expect(covered(text, '-19,22')).toBe(true);
    expect(covered(text, '5.326,43')).toBe(true);
  });
});
