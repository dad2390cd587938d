import { describe, expect, it } from 'vitest';
import {
  caseFoldedLower,
  lowerLiterals,
  testFolded,
} from '../../../src/core/detect/recognizers/text-helpers';

// The lower-case twins of i-flag patterns (issue 16, the 16 MB regex code limit) must find what
// the i-flag pattern finds, at the same offsets, on every text.
const SOURCE =
  '(?<![\\p{L}\\p{N}])(?:employer|arbeitgeber|société|straße|работодатель|sepa-überweisung|n\\.º de socio)[ \\t]*:';

describe('lower-case twins of i-flag patterns', () => {
  it('keeps escapes as written and lowers the literals', () => {
    expect(lowerLiterals('(?<![\\p{L}\\p{N}])Employer\\S\\t[A-Z]')).toBe(
      '(?<![\\p{L}\\p{N}])employer\\S\\t[a-z]',
    );
  });

  it('falls back to the i pattern for characters whose lower case is no case fold', () => {
    expect(caseFoldedLower('EMPLOYER: Acme')).toBe('employer: acme');
    expect(caseFoldedLower('İstanbul')).toBeUndefined();
    expect(caseFoldedLower('µg ſ')).toBeUndefined();
  });

  it('finds the same matches as the i pattern on mixed-case and odd texts', () => {
    const withI = new RegExp(SOURCE, 'giu');
    const lower = new RegExp(lowerLiterals(SOURCE), 'gu');
    const pieces = [
      'EMPLOYER:',
      'Arbeitgeber :',
      'SOCIÉTÉ:',
      'STRASSE:',
      'Straße:',
      'РАБОТОДАТЕЛЬ:',
      'SEPA-ÜBERWEISUNG:',
      'N.º DE SOCIO:',
      'xEmployer:',
      'İ',
      'ſ',
      'K',
      ' ',
      '\n',
      '7',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 400; n++) {
      let text = '';
      for (let k = next() % 8; k >= 0; k--) text += pieces[next() % pieces.length];
      withI.lastIndex = 0;
      lower.lastIndex = 0;
      const expected: number[] = [];
      while (withI.test(text)) expected.push(withI.lastIndex);
      const got: number[] = [];
      while (testFolded(withI, lower, text)) got.push(withI.lastIndex);
      expect(got, text).toEqual(expected);
    }
  });
});
