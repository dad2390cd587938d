/**
 * Whole-word occurrences of a literal found by `indexOf`, without building a regex per word.
 * V8 compiles every new regex to native code (15-30 KB for a word between `\p{L}` lookarounds,
 * whose class tables are large) and, once an isolate holds 16 MB of code, compiles every later
 * regex unoptimised for good: a pattern built per found name or per document (propagation's
 * declined names, a given name's echoes) costs compile time on every document and fills that
 * space. These scans find exactly what such a pattern finds: the same leftmost-first matches,
 * the lookarounds read as whole code points, as the `u` flag reads them.
 */

/** The code point that ends just before `at` (a surrogate pair read whole), or -1 at the start. */
function codePointBefore(text: string, at: number): number {
  if (at <= 0) return -1;
  const low = text.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + low - 0xdc00 + 0x10000;
  }
  return low;
}

/** The code point that starts at `at`, or -1 at the end. */
function codePointFrom(text: string, at: number): number {
  return at < text.length ? text.codePointAt(at)! : -1;
}

/** A test of one code point against a one-character class (a `u` regex such as /[\p{L}]/u). */
export type CharClass = (codePoint: number) => boolean;

/** The class of a one-character `u` regex, tested on a code point (-1, no character, is outside). */
export function charClass(pattern: RegExp): CharClass {
  return (cp) => cp >= 0 && pattern.test(String.fromCodePoint(cp));
}

/** Letters and digits: the class of `(?<![\p{L}\p{N}])` and `(?![\p{L}\p{N}])`. */
export const LETTER_OR_DIGIT: CharClass = charClass(/[\p{L}\p{N}]/u);

/** True when the character before `at` is not in `cls` (a negative lookbehind of one character). */
export function clearBefore(text: string, at: number, cls: CharClass): boolean {
  return !cls(codePointBefore(text, at));
}

/** True when the character at `at` is not in `cls` (a negative lookahead of one character). */
export function clearAfter(text: string, at: number, cls: CharClass): boolean {
  return !cls(codePointFrom(text, at));
}

/**
 * The first occurrence of `literal` in `text` at or after `from` that `fits` (its start and end),
 * as `[start, end]`, or undefined. `literal` is matched exactly, case-sensitive.
 */
export function nextLiteral(
  text: string,
  literal: string,
  from: number,
  fits: (start: number, end: number) => boolean,
): [number, number] | undefined {
  if (literal.length === 0) return undefined;
  for (let at = text.indexOf(literal, from); at !== -1; at = text.indexOf(literal, at + 1)) {
    if (fits(at, at + literal.length)) return [at, at + literal.length];
  }
  return undefined;
}

/**
 * Every match of the alternation `(?:a|b|…)` of literals between the given edges, as a global
 * regex's exec loop finds them: the leftmost position where one fits, the first alternative that
 * fits there, the next search from its end. Alternatives must not be empty.
 */
export function* alternativeMatches(
  text: string,
  alternatives: readonly string[],
  fitsStart: (start: number) => boolean,
  fitsEnd: (end: number) => boolean,
): Generator<[number, number]> {
  let from = 0;
  for (;;) {
    let best: [number, number] | undefined;
    let at = from;
    while (!best) {
      // The next position where any alternative occurs.
      let next = -1;
      for (const alt of alternatives) {
        const i = text.indexOf(alt, at);
        if (i !== -1 && (next === -1 || i < next)) next = i;
      }
      if (next === -1) return;
      if (fitsStart(next))
        for (const alt of alternatives)
          if (text.startsWith(alt, next) && fitsEnd(next + alt.length)) {
            best = [next, next + alt.length];
            break;
          }
      at = next + 1;
    }
    yield best;
    from = best[1];
  }
}

/** One word of a sequence: its literal stem and the endings that may follow it, tried in order. */
export interface StemWord {
  stem: string;
  /** Endings tried in this order after the stem; [''] for a word without endings. */
  endings: readonly string[];
}

/**
 * Every match of `(?<!cls)stem1(?:e…) stem2(?:e…) …(?!cls)` (words joined by one space) as a
 * global regex's exec loop finds them: backtracking through the endings in their order, the
 * first way through that ends clear of `cls` wins.
 */
export function* stemSequenceMatches(
  text: string,
  words: readonly StemWord[],
  cls: CharClass,
): Generator<[number, number]> {
  const first = words[0];
  if (!first) return;
  // The end of a way through words[i..] starting at `at`, or -1.
  const through = (i: number, at: number): number => {
    const word = words[i];
    if (!word) return clearAfter(text, at, cls) ? at : -1;
    if (!text.startsWith(word.stem, at)) return -1;
    const stemEnd = at + word.stem.length;
    for (const ending of word.endings) {
      if (!text.startsWith(ending, stemEnd)) continue;
      let next = stemEnd + ending.length;
      if (i + 1 < words.length) {
        if (text.charCodeAt(next) !== 32) continue;
        next++;
      }
      const end = through(i + 1, next);
      if (end !== -1) return end;
    }
    return -1;
  };
  let from = 0;
  for (;;) {
    let found: [number, number] | undefined;
    for (
      let at = text.indexOf(first.stem, from);
      at !== -1;
      at = text.indexOf(first.stem, at + 1)
    ) {
      if (!clearBefore(text, at, cls)) continue;
      const end = through(0, at);
      if (end !== -1) {
        found = [at, end];
        break;
      }
    }
    if (!found) return;
    yield found;
    // An empty match (a stem and ending of no length) moves on by one, as exec does.
    from = found[1] > found[0] ? found[1] : found[1] + 1;
  }
}
