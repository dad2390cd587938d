import { describe, expect, it } from 'vitest';
import { zipCodeRecognizer } from '../../../src/core/detect/recognizers/zip-code';
import { found } from './textual-helpers';

describe('zipCodeRecognizer', () => {
  it.each([
    ['Springfield, IL 62704', '62704'],
    ['Boston, MA 02118-1234', '02118-1234'],
    ['London SW1A 1AA', 'SW1A 1AA'],
    ['Toronto, ON M5V 3L9', 'M5V 3L9'],
    ['28013 Madrid', '28013'],
    ['Calle Mayor 5, 28013 Madrid', '28013'],
    ['12 rue de la Paix\n75002 Paris', '75002'],
    ['1100-053 Lisboa', '1100-053'],
    ['PLZ: 10115', '10115'],
    ['CAP 00184 Roma', '00184'],
    ['código postal 28013', '28013'],
    ['индекс 101000', '101000'],
    ['My zip code is 880', '880'],
    ['ZIP: 394 13', '394 13'],
    ['Mi código postal es 08001', '08001'],
    ['Code postal : 75002', '75002'],
    ['Postleitzahl ist 80331', '80331'],
  ])('finds the code in %j', (text, expected) => {
    expect(found(zipCodeRecognizer, text)).toEqual([expected]);
  });

  it.each([
    '12345',
    'Order 12345 shipped',
    'Invoice 12345 Date',
    'In 2024 Berlin hosted',
    '2024\nBerlin',
    '12345 EUR',
    'Total: 10115 Berlin',
    '90210',
    'zip file 880 bytes',
    'Zip it up: 394 items',
  ])('ignores %j', (text) => {
    expect(found(zipCodeRecognizer, text)).toEqual([]);
  });
});
