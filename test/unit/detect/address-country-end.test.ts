import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The ADDRESS spans the built-in detector reports, as text. */
function addresses(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ADDRESS')
    .map((s) => text.slice(s.start, s.end));
}

describe('a country closes an address', () => {
  it('stops at the country when a table header follows the address line', () => {
    const text =
      'Exporter: Valtermo Components, Via Roma 12, 20121 Milano, Italy\n' +
      'Item  Description            HS code   Country of origin  Qty  Unit value  Total\n' +
      '1     Brass hinges            8302.41   Italy              200  4.20        840.00\n';
    expect(addresses(text)).toEqual(['Via Roma 12, 20121 Milano, Italy']);
  });

  it('stops at the country when more words follow on the same reading, in several languages', () => {
    expect(addresses('Ship from Via Roma 12, 20121 Milano, Italy Item Description')).toEqual([
      'Via Roma 12, 20121 Milano, Italy',
    ]);
    expect(
      addresses('Lieferadresse: Hauptstraße 5, 10115 Berlin, Deutschland Pos. Beschreibung Menge'),
    ).toEqual(['Hauptstraße 5, 10115 Berlin, Deutschland']);
  });

  it('keeps a whole address that ends with its country', () => {
    expect(addresses('Calle Mayor 3, 28013 Madrid, España')).toEqual([
      'Calle Mayor 3, 28013 Madrid, España',
    ]);
    expect(addresses('Delivery: 14 Harbour Road, Leith, Edinburgh, United Kingdom')).toEqual([
      '14 Harbour Road, Leith, Edinburgh, United Kingdom',
    ]);
  });
});
