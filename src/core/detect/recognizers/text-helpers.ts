/** Horizontal whitespace only: patterns use it instead of `\s` so a span never crosses a line. */
export const HS = '[ \\t]';

/** Spans are built by one helper for every recognizer. */
export { makeSpan } from './helpers';

/** Offset of the first character of the line holding `index`. */
export function lineStart(text: string, index: number): number {
  for (let i = index - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || ch === 12) return i + 1;
  }
  return 0;
}

/** Offset just past the last character of the line holding `index` (before `\n`/`\f`). */
export function lineEnd(text: string, index: number): number {
  for (let i = index; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || ch === 12) return i;
  }
  return text.length;
}

/** Moves `end` back over trailing whitespace and the given punctuation. */
export function trimEnd(text: string, start: number, end: number, chars = ' \t.,;:'): number {
  let e = end;
  while (e > start && chars.includes(text[e - 1] ?? '')) e--;
  return e;
}

/** Escapes a literal for use inside a RegExp source. */
export function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Runs `pattern` (must be global) over `text`, calling `visit` per match; never loops forever. */
export function eachMatch(
  pattern: RegExp,
  text: string,
  visit: (match: RegExpExecArray) => void,
): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    visit(m);
  }
}

/**
 * The matches of a global `pattern` in `text`, as `text.matchAll(pattern)` yields them, without
 * the copy of the pattern that `matchAll` makes: that copy is compiled again whenever V8's
 * regexp cache has aged out after a major GC (10 label alternations cost ~14 ms to compile
 * against ~1 ms to scan a 3,000-character page). Starts at `pattern.lastIndex` as `matchAll` does
 * and leaves it unchanged, so iterations may nest.
 */
export function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  if (!pattern.global) throw new TypeError('matchesOf needs a global pattern');
  const origin = pattern.lastIndex;
  let at = origin;
  while (at <= text.length) {
    pattern.lastIndex = at;
    const m = pattern.exec(text);
    at = pattern.lastIndex;
    pattern.lastIndex = origin;
    if (m === null) return;
    // An empty match moves on by one character (one code point in a unicode pattern).
    if (m[0].length === 0) at = advance(text, at, pattern.unicode || pattern.flags.includes('v'));
    yield m;
  }
}

/** The index after `at`: past a surrogate pair when `unicode` (as AdvanceStringIndex). */
function advance(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const first = text.charCodeAt(at);
  if (first < 0xd800 || first > 0xdbff) return at + 1;
  const second = text.charCodeAt(at + 1);
  return second >= 0xdc00 && second <= 0xdfff ? at + 2 : at + 1;
}

/**
 * True when the word right before `index` on the same line is a plain word joined by one space
 * (as "Company" in "Company Name:"): such labels qualify the noun and mean something else.
 */
export function qualifiedByPreviousWord(text: string, index: number): string | undefined {
  const before = text.slice(Math.max(lineStart(text, index), index - 40), index);
  const m = /([\p{L}-]+)[ ]$/u.exec(before);
  return m?.[1];
}

/**
 * The stretches of `text` below each line `header` matches, up to `reach` characters past it,
 * without overlap: a second header inside a stretch already read only extends it. Statement
 * readers look for their cells there, never above the table's header.
 */
export function* regionsBelowHeaders(
  text: string,
  header: RegExp,
  reach: number,
): Generator<{ from: number; region: string }> {
  let readUpTo = 0;
  for (const h of matchesOf(header, text)) {
    const from = Math.max(readUpTo, h.index + h[0].length);
    const to = Math.min(text.length, h.index + h[0].length + reach);
    if (from >= to) continue;
    readUpTo = to;
    yield { from, region: text.slice(from, to) };
  }
}

/**
 * The lines of `text` (split at '\n') that hold `literal`, each with the offset it starts at. A
 * global pattern none of whose pieces matches a line end, and whose every match holds the
 * literal, finds the same matches line by line here as over the whole text, without scanning
 * the lines that cannot hold one.
 */
export function* linesHolding(
  text: string,
  literal: string,
): Generator<{ start: number; line: string }> {
  let at = text.indexOf(literal);
  while (at !== -1) {
    const start = text.lastIndexOf('\n', at - 1) + 1;
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    yield { start, line: text.slice(start, end) };
    at = text.indexOf(literal, end);
  }
}

/**
 * A pattern source with its literal letters in lower case, escapes (`\p{L}`, `\t`, `\S`) kept as
 * written: the pattern of an i-flag source for a lower-cased text (see `caseFoldedLower`). Only
 * for sources whose classes do not depend on case (no `\p{Lu}`/`\p{Ll}`).
 */
export function lowerLiterals(source: string): string {
  return source.replace(/(\\[pP]\{[^}]*\}|\\.)|[^\\]+/gs, (part, escape?: string) =>
    escape ? part : part.toLowerCase(),
  );
}

/** Characters whose lower case is not their case fold (µ, İ, ſ, ς, ϐ, ᲀ…) (checked over all code points). */
const ODD_CASE =
  /\u0345|[\u00b5\u0130\u017f\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5\u1c80-\u1c88\u1e9b\u1fbe]/;

/**
 * `text` in lower case when lower case stands in for the i flag's Unicode case folding (same
 * length, no ODD_CASE character), else undefined: a pattern without the i flag run on it finds
 * what the i-flag pattern finds on `text`, at the same offsets. V8's code for a case-insensitive
 * alternation of words is about twice as large (the 16 MB limit, see compile-order.ts).
 */
export function caseFoldedLower(text: string): string | undefined {
  const lower = text.toLowerCase();
  return lower.length === text.length && !ODD_CASE.test(text) ? lower : undefined;
}

/**
 * `pattern.test(text)` for an i-flag pattern, run as `lower` (its lowerLiterals twin without the
 * i flag) on the lower-cased text where lower case stands in for case folding; a g/y pattern's
 * lastIndex is carried over both ways, so the result and the state are the same.
 */
export function testFolded(pattern: RegExp, lower: RegExp, text: string): boolean {
  const folded = caseFoldedLower(text);
  if (folded === undefined) return pattern.test(text);
  lower.lastIndex = pattern.lastIndex;
  const found = lower.test(folded);
  pattern.lastIndex = lower.lastIndex;
  return found;
}
