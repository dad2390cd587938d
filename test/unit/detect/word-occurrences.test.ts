import { describe, expect, it } from 'vitest';
import { Prng } from '../../fixtures/prng';
import {
  inflectedNamePattern,
  inflectedNameWords,
} from '../../../src/core/detect/name-inflections';
import {
  alternativeMatches,
  charClass,
  clearAfter,
  clearBefore,
  LETTER_OR_DIGIT,
  nextLiteral,
  stemSequenceMatches,
} from '../../../src/core/detect/word-occurrences';

/** Every [start, end] a global regex's exec loop finds. */
function regexMatches(pattern: RegExp, text: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    found.push([m.index, m.index + m[0].length]);
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return found;
}

/** Random texts made of the pieces (words, endings, edges), so matches and near misses abound. */
function randomTexts(pieces: readonly string[], count: number, seed: number): string[] {
  const rng = new Prng(seed);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = '';
    const n = 1 + rng.int(12);
    for (let k = 0; k < n; k++) text += rng.pick(pieces);
    texts.push(text);
  }
  return texts;
}

// Edges: letters and digits of both encodings, an astral letter (a surrogate pair) and an astral
// digit, punctuation that a lookaround lets through, spaces.
const EDGES = [' ', '  ', '.', ',', '-', '@', '_', '/', 'x', '7', 'ж', '𝐀', '𝟕', '\n', ''];

describe('declined names without a regex per name (word-occurrences.ts)', () => {
  const names = ['тихонова', 'светлана петровна тихонова', 'тимофей журавлёв', 'анна достоевская'];
  const pieces = [
    ...EDGES,
    'тихонов',
    'тихонова',
    'тихоновой',
    'тихонову',
    'светлан',
    'светлане',
    'светланой ',
    'петровн',
    'петровне ',
    'петровна ',
    'тимофе',
    'тимофеем ',
    'тимофей ',
    'журавлёв',
    'журавлёвым',
    'журавлёвыми',
    'анн',
    'анна ',
    'достоевск',
    'достоевской',
    'ой',
    'ою',
    'а',
    'светлана петровна тихонова',
    'светлане петровне тихоновой',
    'светланы петровны тихоновы',
    'анне достоевской',
    'анна достоевская',
    'тимофеем журавлёвым',
  ];

  it('finds what inflectedNamePattern finds, on thousands of random texts', () => {
    for (const name of names) {
      const words = inflectedNameWords(name);
      const pattern = inflectedNamePattern(name);
      expect(words).toBeDefined();
      expect(pattern).toBeDefined();
      let matched = 0;
      for (const text of randomTexts(pieces, 3000, 11 + name.length)) {
        const expected = regexMatches(pattern!, text);
        matched += expected.length;
        expect([...stemSequenceMatches(text, words!, LETTER_OR_DIGIT)], text).toEqual(expected);
      }
      // The texts do hold the name: the comparison is not vacuous.
      expect(matched).toBeGreaterThan(50);
    }
  });

  it('a name without declined forms needs no pattern and no stems', () => {
    expect(inflectedNamePattern('anna müller')).toBeUndefined();
    expect(inflectedNameWords('anna müller')).toBeUndefined();
  });

  it('reads every case of a two-word name and stops before a longer word', () => {
    const words = inflectedNameWords('тимофей журавлёв')!;
    const text = 'с Тимофеем Журавлёвым; тимофеем журавлёвыми, тимофей журавлёвский';
    const key = text.toLowerCase();
    const found = [...stemSequenceMatches(key, words, LETTER_OR_DIGIT)];
    expect(found).toEqual(regexMatches(inflectedNamePattern('тимофей журавлёв')!, key));
    expect(found.map(([s, e]) => text.slice(s, e))).toEqual([
      'Тимофеем Журавлёвым',
      'тимофеем журавлёвыми',
    ]);
  });
});

describe('a name or its capitals as a whole word', () => {
  it('finds what (?<![\\p{L}\\p{N}])(?:Name|NAME)(?![\\p{L}\\p{N}]) finds', () => {
    for (const name of ['Marisol', 'Strauß', 'Covadonga']) {
      const upper = name.toUpperCase();
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${name}|${upper})(?![\\p{L}\\p{N}])`, 'gu');
      const pieces = [...EDGES, name, upper, name.slice(0, 4), `${name}s`, `${upper}S`];
      let matched = 0;
      for (const text of randomTexts(pieces, 3000, 29 + name.length)) {
        const expected = regexMatches(pattern, text);
        matched += expected.length;
        const found = [
          ...alternativeMatches(
            text,
            [name, upper],
            (at) => clearBefore(text, at, LETTER_OR_DIGIT),
            (at) => clearAfter(text, at, LETTER_OR_DIGIT),
          ),
        ];
        expect(found, text).toEqual(expected);
      }
      expect(matched).toBeGreaterThan(100);
    }
  });
});

describe('a literal with edges of its own', () => {
  it('finds what a lower-case-word test with handle and link edges finds', () => {
    const before = charClass(/[\p{L}\p{N}@./_-]/u);
    const after = charClass(/[\p{L}\p{N}@_-]/u);
    const pattern = /(?<![\p{L}\p{N}@./_-])marisol(?![\p{L}\p{N}@_-]|\.[\p{L}\p{N}])/u;
    const pieces = [...EDGES, 'marisol', 'Marisol', '.es', '.'];
    let hits = 0;
    for (const text of randomTexts(pieces, 4000, 47)) {
      const fits = (start: number, end: number) =>
        clearBefore(text, start, before) &&
        clearAfter(text, end, after) &&
        !(text[end] === '.' && !clearAfter(text, end + 1, LETTER_OR_DIGIT));
      const found = nextLiteral(text, 'marisol', 0, fits) !== undefined;
      if (found) hits++;
      expect(found, text).toBe(pattern.test(text));
    }
    expect(hits).toBeGreaterThan(100);
  });
});
