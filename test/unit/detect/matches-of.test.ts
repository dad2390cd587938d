import { describe, expect, it } from 'vitest';
import { matchesOf } from '../../../src/core/detect/recognizers/text-helpers';
import { labelledNumberRecognizer } from '../../../src/core/detect/recognizers/labelled-numbers';
import { foldForMatching } from '../../../src/core/detect/normalize';

/** What a match list looks like, for comparing matchesOf with matchAll. */
function shape(matches: Iterable<RegExpMatchArray>): Array<[number, string[]]> {
  return [...matches].map((m) => [m.index!, [...m]]);
}

describe('matchesOf: the matches of matchAll without copying the pattern', () => {
  const text = 'Policy no 12-345, claim 9 ; 𝒜x  ÀB policy: ZZ9\n\fend';
  const patterns = [
    /(?<![\p{L}\p{N}])(?:policy|claim)(?![\p{L}\p{N}])/giu,
    /(\d+)-?(\d*)/g,
    /x*/gu, // empty matches: moves on by a code point in a unicode pattern
    /x*/g, // and by a code unit otherwise
    /(?=\p{Lu})/gu,
    /$/gm,
  ];

  it('yields exactly what matchAll yields, groups and indices included', () => {
    for (const pattern of patterns)
      expect(shape(matchesOf(pattern, text)), String(pattern)).toEqual(
        shape(text.matchAll(pattern)),
      );
  });

  it('starts at the pattern lastIndex, as matchAll does, and leaves it unchanged', () => {
    const pattern = /\d+/g;
    pattern.lastIndex = 12;
    expect(shape(matchesOf(pattern, text))).toEqual(shape(text.matchAll(pattern)));
    expect(pattern.lastIndex).toBe(12);
  });

  it('lets two iterations of one pattern nest', () => {
    const pattern = /\d/g;
    const pairs: string[] = [];
    for (const a of matchesOf(pattern, '12'))
      for (const b of matchesOf(pattern, '34')) pairs.push(a[0] + b[0]);
    expect(pairs).toEqual(['13', '14', '23', '24']);
  });

  it('refuses a pattern without the global flag, as matchAll does', () => {
    expect(() => [...matchesOf(/a/, 'aa')]).toThrow(TypeError);
  });

  it('reads labelled numbers through it unchanged', () => {
    const text = 'Member ID: XK-4471-22\nPolicy number 88213409 and Ticket #839553';
    const found = labelledNumberRecognizer
      .find({ text, folded: foldForMatching(text) })
      .map((s) => text.slice(s.start, s.end));
    expect([...new Set(found)]).toEqual(['XK-4471-22', '88213409', '#839553']);
  });
});
