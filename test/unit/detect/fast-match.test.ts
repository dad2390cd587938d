import { describe, expect, it } from 'vitest';
import { eachMatch, matchesOf } from '../../../src/core/detect/recognizers/text-helpers';

/** What a plain exec loop (the engine's own reading of the whole pattern) finds. */
function reference(
  pattern: RegExp,
  text: string,
): Array<[number, string, Array<string | undefined>]> {
  const copy = new RegExp(pattern.source, pattern.flags);
  return [...text.matchAll(copy)].map((m) => [m.index, m[0], [...m.slice(1)]]);
}

function viaEachMatch(pattern: RegExp, text: string) {
  const out: Array<[number, string, Array<string | undefined>]> = [];
  eachMatch(pattern, text, (m) => out.push([m.index, m[0], [...m.slice(1)]]));
  return out;
}

function viaMatchesOf(pattern: RegExp, text: string) {
  return matchesOf(pattern, text).map(
    (m) => [m.index, m[0], [...m.slice(1)]] as [number, string, Array<string | undefined>],
  );
}

const TEXTS = [
  'Employer: Acme Corp; databank bank, kein ein Stein, EIN 12-3456789\nbank',
  'Ñandú bank 𝒜bank bank𝒜 😀bank — Ünd EIN: 55',
  'McDonald Smith und O’Neil, x@y.com, JOHN DOE',
  'aaaa'.repeat(100) + 'bank' + ' bank'.repeat(3),
  '',
  'x'.repeat(5) + 'ein'.repeat(200) + ' ein',
  'xein'.repeat(100) + ' ein ein',
];

const PATTERNS = [
  /(?<![\p{L}\p{N}])(?:bank|employer|ein|kein)(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}])(\p{Lu}\p{Ll}+)(?:[ \t]+(\p{Lu}\p{Ll}+))?/gu,
  /(?<![\p{L}\p{N}])(?<word>[\p{L}]{2,})(?=[ ,;]|$)/gu,
  /(?<!x)(?:ein)/g, // more rejections than the budget in the last text
  /(?<![a-z])/g, // empty matches
  /(?<![\p{L}])ein|bank/giu, // top-level alternative: read by the plain pattern
  /(?<!(a)|b)bank/gi, // a group inside the lookbehind: read by the plain pattern
  /(?<![\p{L}\p{N}])\d+(?:-\d+)*/gu,
];

describe('eachMatch and matchesOf: a leading lookbehind tried only at candidates', () => {
  for (const pattern of PATTERNS) {
    it(`finds what the whole pattern finds: /${pattern.source}/${pattern.flags}`, () => {
      for (const text of TEXTS) {
        const expected = reference(pattern, text);
        expect(viaEachMatch(pattern, text)).toEqual(expected);
        expect(viaMatchesOf(pattern, text)).toEqual(expected);
      }
    });
  }

  it('lets a visitor move lastIndex as with a plain exec loop', () => {
    const pattern = /(?<![\p{L}])bank/giu;
    const seen: number[] = [];
    eachMatch(pattern, 'bank bank bank bank', (m) => {
      seen.push(m.index);
      pattern.lastIndex = m.index + 10; // skip the next one
    });
    expect(seen).toEqual([0, 10]);
  });

  it('leaves the pattern ready for the next text', () => {
    const pattern = /(?<![\p{L}])bank/giu;
    eachMatch(pattern, 'a bank', () => undefined);
    expect(pattern.lastIndex).toBe(0);
    expect(viaEachMatch(pattern, 'bank')).toEqual([[0, 'bank', []]]);
  });
});
