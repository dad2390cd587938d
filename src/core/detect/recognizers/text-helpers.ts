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
  const fast = fastForm(pattern);
  let budget = REJECTION_BUDGET;
  const exec = (): RegExpExecArray | null => {
    if (!fast || budget <= 0) return pattern.exec(text);
    const m = execFast(fast, pattern, text, pattern.lastIndex, budget);
    budget = fast.budgetLeft;
    if (m) pattern.lastIndex = m.index + m[0].length;
    else if (fast.resumeAt < 0) pattern.lastIndex = 0;
    else {
      // Too many rejections: the plain pattern reads the rest.
      pattern.lastIndex = fast.resumeAt;
      return pattern.exec(text);
    }
    return m;
  };
  for (let m = exec(); m !== null; m = exec()) {
    if (m[0].length === 0) pattern.lastIndex++;
    visit(m);
  }
}

/**
 * The matches of a global `pattern` in `text`, as `text.matchAll(pattern)` returns them (the
 * pattern's own lastIndex is left alone), found faster when the pattern opens with a lookbehind.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  const fast = fastForm(pattern);
  if (!fast) return [...text.matchAll(pattern)];
  const out: RegExpExecArray[] = [];
  let budget = REJECTION_BUDGET;
  let from = 0;
  while (from <= text.length) {
    const m = execFast(fast, pattern, text, from, budget);
    budget = fast.budgetLeft;
    if (!m) {
      if (fast.resumeAt < 0) break;
      // Too many rejections: the plain pattern reads the rest.
      const rest = new RegExp(pattern.source, pattern.flags);
      rest.lastIndex = fast.resumeAt;
      for (const r of text.matchAll(rest)) out.push(r);
      break;
    }
    out.push(m);
    from = m.index + m[0].length;
    if (m[0].length === 0) from += codePointWidth(pattern, text, from);
  }
  return out;
}

/**
 * A pattern that opens with a negative lookbehind ("(?<![\p{L}\p{N}])(?:label|…)") costs the
 * engine that lookbehind at every position of the text, several times the cost of the rest.
 * The same pattern without it finds the candidate matches; the lookbehind alone, tried at each
 * candidate's start, keeps exactly the matches the whole pattern finds (it is zero-width, has no
 * groups and stands before everything, so the match at an accepted start is the same).
 */
interface FastForm {
  stripped: RegExp;
  /** The lookbehind alone, sticky: tried at a candidate's start. */
  probe: RegExp;
  /** Set by execFast: rejections left, and where the plain pattern takes over (-1: done). */
  budgetLeft: number;
  resumeAt: number;
}

/** Candidates rejected by the lookbehind before a call falls back to the plain pattern. */
const REJECTION_BUDGET = 64;

const FAST_FORMS = new WeakMap<RegExp, FastForm | null>();

function fastForm(pattern: RegExp): FastForm | null {
  let form = FAST_FORMS.get(pattern);
  if (form === undefined) {
    form = buildFastForm(pattern);
    FAST_FORMS.set(pattern, form);
  }
  return form;
}

function buildFastForm(pattern: RegExp): FastForm | null {
  const { source, flags } = pattern;
  if (!pattern.global || pattern.sticky || flags.includes('v') || !source.startsWith('(?<!'))
    return null;
  // Find the lookbehind's closing parenthesis; give up on anything unusual (groups that capture,
  // a top-level alternative that the lookbehind would not guard).
  let depth = 0;
  let inClass = false;
  let close = -1;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') {
      const kind = source.slice(i + 1, i + 4);
      const capturing = !/^\?(?:[:=!]|<[=!])/.test(kind);
      // A group inside the lookbehind would shift the numbers of the groups after it.
      if (capturing && close < 0) return null;
      depth++;
    } else if (ch === ')') {
      depth--;
      if (depth === 0 && close < 0) close = i;
    } else if (ch === '|' && depth === 0) return null;
  }
  if (close < 0 || depth !== 0) return null;
  const plain = flags.replace('g', '');
  try {
    return {
      stripped: new RegExp(source.slice(close + 1), flags),
      probe: new RegExp(source.slice(0, close + 1), `${plain}y`),
      budgetLeft: 0,
      resumeAt: -1,
    };
  } catch {
    return null;
  }
}

/** Width of the character at `at` as the pattern steps over it (a surrogate pair in u mode). */
function codePointWidth(pattern: RegExp, text: string, at: number): number {
  if (!pattern.unicode) return 1;
  const c = text.charCodeAt(at);
  const d = text.charCodeAt(at + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
}

/**
 * The first match of `pattern` at or after `from`, through its fast form. Null with
 * `fast.resumeAt` -1 when there is none; null with `resumeAt` set when the budget ran out and
 * the plain pattern must go on from there.
 */
function execFast(
  fast: FastForm,
  pattern: RegExp,
  text: string,
  from: number,
  budget: number,
): RegExpExecArray | null {
  const { stripped, probe } = fast;
  fast.resumeAt = -1;
  while (from <= text.length) {
    stripped.lastIndex = from;
    const m = stripped.exec(text);
    if (!m) break;
    probe.lastIndex = m.index;
    if (probe.test(text)) {
      fast.budgetLeft = budget;
      return m;
    }
    from = m.index + codePointWidth(pattern, text, m.index);
    if (--budget <= 0) {
      fast.resumeAt = from;
      break;
    }
  }
  fast.budgetLeft = budget;
  return null;
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
