import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** Every span the built-in detector reports, as "TAG text". */
function report(text: string): string[] {
  return findPii(text).map((s) => `${s.tag} ${text.slice(s.start, s.end)}`);
}

describe('tariff codes in a goods table', () => {
  it('reads the amounts of the row but not the tariff code, in English and German', () => {
    const en =
      'Item  Description            HS code   Country of origin  Qty  Unit value  Total\n' +
      '1     Brass hinges            8302.41   Italy              200  4.20        840.00\n';
    const found = report(en);
    expect(found).toContain('MONEY_AMOUNT 4.20');
    expect(found).toContain('MONEY_AMOUNT 840.00');
    expect(found.some((f) => f.includes('8302.41'))).toBe(false);
    const de =
      'Pos.  Ware              Zolltarifnummer  Menge  Preis    Betrag\n' +
      '1     Scharniere        8302.41          200    4,20     840,00\n';
    expect(report(de).some((f) => f.includes('8302.41'))).toBe(false);
    expect(report(de)).toContain('MONEY_AMOUNT 840,00');
  });

  it('still reads a four-digit amount as money where no code column is printed', () => {
    const text =
      'Date   Description      Amount   Balance\n' + '03/09  Rent payment     1250.00  4102.55\n';
    expect(report(text)).toContain('MONEY_AMOUNT 1250.00');
  });
});

describe('cash machine numbers in statement rows', () => {
  it('reads no ID in a withdrawal row but keeps references and store numbers', () => {
    const text =
      'Date   Description                                   Amount     Balance\n' +
      '03/09  ATM WITHDRAWAL 0600                           -60.00    1,906.13\n' +
      '04/09  RETRAIT DAB 1187                              -40.00    1,866.13\n' +
      '05/09  TRANSFER TO JOHN SMITH REF 4821               -100.00   1,766.13\n' +
      '06/09  CARD PAYMENT SHELL 0412                       -45.00    1,721.13\n';
    const ids = findPii(text)
      .filter((s) => s.tag === 'ID')
      .map((s) => text.slice(s.start, s.end));
    expect(ids).not.toContain('0600');
    expect(ids).not.toContain('1187');
    expect(ids).toContain('4821');
    // The store number stays under a box (the merchant's or a reference's).
    const start = text.indexOf('SHELL 0412');
    const boxes = findPii(text);
    const covered = (i: number) => boxes.some((s) => s.start <= i && i < s.end);
    for (let i = start + 6; i < start + 10; i++) expect(covered(i)).toBe(true);
  });
});

describe('the country of origin of goods', () => {
  it('is no LOCATION in an origin column or after an origin cue, in several languages', () => {
    const text =
      'Item  Description            HS code   Country of origin  Qty  Unit value  Total\n' +
      '1     Brass hinges            8302.41   Italy              200  4.20        840.00\n' +
      '2     Steel brackets          7326.90   Germany            150  2.10        315.00\n' +
      '\n' +
      'Made in Portugal. Origin: Spain. Hergestellt in Deutschland. Fabriqué en France.\n';
    expect(findPii(text).filter((s) => s.tag === 'LOCATION')).toEqual([]);
  });

  it('stays a LOCATION where it says where a person is or goes', () => {
    const text =
      'Country of destination: United Kingdom\n' +
      'I moved from Italy to Germany in 2019; my origin story is long.\n';
    const places = findPii(text)
      .filter((s) => s.tag === 'LOCATION')
      .map((s) => text.slice(s.start, s.end));
    expect(places).toEqual(['United Kingdom', 'Italy', 'Germany']);
  });
});
