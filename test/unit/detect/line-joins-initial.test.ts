import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The PERSON_NAME spans of `text` as strings. */
function names(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'PERSON_NAME')
    .map((s) => text.slice(s.start, s.end));
}

describe('a middle initial wrapped onto the next line', () => {
  it('goes on a name written surname first, so the box covers both lines', () => {
    const text =
      'Claim number 63/108465\nNamed insured CASTELLANOS, Desmond\nH.\nDate of birth 09/27/1992';
    expect(names(text)).toEqual(['CASTELLANOS, Desmond\nH.']);
  });

  it('does not take a list mark after a name written given name first', () => {
    const text = 'Patient: Megan Okafor\nA.\nB. Results follow';
    expect(names(text)).toEqual(['Megan Okafor']);
  });
});

describe('a token hyphenated at a line end', () => {
  it('is read whole even where a line reading stops at its hyphen', () => {
    const text = 'Квартира\nул. Садовая, д. 198, кв. 137, 192725 Санкт-\nПетербург\nПлата за наём';
    const city = text.indexOf('Санкт-');
    const end = text.indexOf('Петербург') + 'Петербург'.length;
    const spans = findPii(text);
    for (let i = city; i < end; i++)
      if (text[i] !== '\n') expect(spans.some((s) => s.start <= i && i < s.end)).toBe(true);
    // Both lines of the city are inside one finding, so its box covers both.
    expect(spans.some((s) => s.start <= city && s.end >= end)).toBe(true);
  });

  it('leaves a dash that ends a sentence line alone', () => {
    const text = 'Ref. 2024-\nThe tenant Megan Okafor pays on time.';
    const spans = findPii(text).map((s) => text.slice(s.start, s.end));
    expect(spans).toContain('Megan Okafor');
    expect(spans.some((s) => s.includes('2024-\nThe'))).toBe(false);
  });
});
