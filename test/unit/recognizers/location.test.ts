import { describe, expect, it } from 'vitest';
import { locationRecognizer } from '../../../src/core/detect/recognizers/location';
import { found } from './textual-helpers';

describe('locationRecognizer', () => {
  it.each([
    ['I live in Madrid.', ['Madrid']],
    ['from New York City to Rio de Janeiro', ['New York City', 'Rio de Janeiro']],
    ['Estados Unidos y Alemania', ['Estados Unidos', 'Alemania']],
    ['живу в Москва', ['Москва']],
  ])('finds places in %j', (text, expected) => {
    expect(found(locationRecognizer, text)).toEqual(expected);
  });

  it.each(['paris in lower case', 'Springfield', 'Key Features'])('ignores %j', (text) => {
    expect(found(locationRecognizer, text)).toEqual([]);
  });
});
