import { describe, expect, it } from 'vitest';
import type { TextTag } from '../../../src/core/contract/tags';
import { findPii } from '../../../src/core/detect/find-pii';

/** Every span the built-in detector reports, as "TAG text", in document order. */
function report(text: string): string[] {
  return findPii(text)
    .filter((s) => ['ADDRESS', 'LOCATION', 'ZIP_CODE'].includes(s.tag as TextTag))
    .map((s) => `${s.tag} ${text.slice(s.start, s.end)}`);
}

describe('address blocks laid out one field per line', () => {
  it('reports the street, unit, city, and country with postcode as separate fields', () => {
    const text = 'Stephan Urner\n\n4844 Søndergade 52\n Apt. 656\n Brønderslev\n\n Denmark 35018';
    expect(report(text)).toEqual([
      'ADDRESS 4844',
      'ADDRESS Søndergade 52',
      'ADDRESS Apt. 656',
      'LOCATION Brønderslev',
      'LOCATION Denmark',
      'ADDRESS 35018',
    ]);
  });

  it('reads quoted signature blocks and a unit on the street line', () => {
    expect(report('> Alma Jensen\n> 24 Clarke Avenue\n> Suite 318\n> Pines Beach\n')).toEqual([
      'ADDRESS 24 Clarke Avenue',
      'ADDRESS Suite 318',
      'LOCATION Pines Beach',
    ]);
    expect(report('Sara Schwarz\n    Puruntie 82 Apt. 595\n   LAPPEENRANTA\n    53650')).toEqual([
      'ADDRESS Puruntie 82',
      'ADDRESS Apt. 595',
      'LOCATION LAPPEENRANTA',
      'ZIP_CODE 53650',
    ]);
  });

  it.each([
    ['es', 'Envíelo a:\nMarta Gil\nCalle Mayor 12\nZaragoza', 'Calle Mayor 12', 'Zaragoza'],
    ['fr', 'Claire Petit\n12 rue de la Paix\nLyon', '12 rue de la Paix', 'Lyon'],
    ['de', 'Jürgen Hoffmann\nHauptstraße 5\nMünchen', 'Hauptstraße 5', 'München'],
    ['it', 'Giulia Esposito\nVia Roma 21\nTorino', 'Via Roma 21', 'Torino'],
    ['pt', 'João Carvalho\nRua Augusta 100\nLisboa', 'Rua Augusta 100', 'Lisboa'],
  ])('%s: splits a street line from its city line', (_lang, text, street, city) => {
    expect(report(text)).toEqual([`ADDRESS ${street}`, `LOCATION ${city}`]);
  });

  it('ru: reads a Russian street line and its city line', () => {
    expect(report('Иван Петров\nул. Ленина, д. 5, кв. 12\nМосква')).toEqual([
      'ADDRESS ул. Ленина, д. 5, кв. 12',
      'LOCATION Москва',
    ]);
  });

  it('keeps a block whole when a "City, ST 12345" line shows a postal line of another shape', () => {
    const text = 'It is in 1737 Cheriton Dr\nHibberdene\n, KZ\n South Africa 68793';
    expect(report(text)).toEqual([
      'ADDRESS 1737 Cheriton Dr\nHibberdene\n, KZ\n South Africa 68793',
    ]);
  });

  it('keeps the value after an "Address:" label whole', () => {
    const text = 'Address:     5533 119 Countess Close\n Suite 868\n Seatoun\n New Zealand';
    expect(report(text)).toEqual([
      'ADDRESS 5533 119 Countess Close\n Suite 868\n Seatoun\n New Zealand',
    ]);
  });

  it('reads a one-line delivery number, street and city as three fields', () => {
    // The comma between street and town goes under the street's box (address-joins.ts).
    expect(report('Kevin lives at 5049 Harjukuja 54, Seinäjoki')).toEqual([
      'ADDRESS 5049',
      'ADDRESS Harjukuja 54,',
      'LOCATION Seinäjoki',
    ]);
  });

  it('names the addressee after a billing-address label instead of calling it an address', () => {
    const text = 'Billing address: Sara Schwarz\n    28245 Puruntie 82 Apt. 595\n   LAPPEENRANTA';
    const people = findPii(text, ['PERSON_NAME']).map((s) => text.slice(s.start, s.end));
    expect(people).toEqual(['Sara Schwarz']);
    expect(report(text)).not.toContain('ADDRESS Sara Schwarz');
  });

  it.each([
    'Chapter 3\nIntroduction\nSummary',
    '12 Angry Men\nA film by Sidney Lumet',
    'Table 4\nResults\n2019',
  ])('finds no address fields in %j', (text) => {
    expect(report(text).filter((r) => r.startsWith('ADDRESS'))).toEqual([]);
  });
});
