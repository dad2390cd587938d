import type { PatternRequest } from './plan';
import { compileSafeRegex } from './safe-regex';

/** What was lifted out of an instruction before its words are read. */
export interface LiftedLiterals {
  patterns: PatternRequest[];
  /** Quoted terms, without their quotes. */
  quoted: string[];
  /** Regular expressions that do not compile, with the reason. */
  invalid: string[];
  /** The instruction with every lifted piece replaced by a clause break (U+2029). */
  rest: string;
}

const BREAK = '\u2029';
const FLAG_CHARS = /^[dgimsuvy]*/;

/** End index (exclusive, after the closing `/`) of a `/.../` starting at `from`, or -1. */
function regexEnd(text: string, from: number): number {
  let inClass = false;
  for (let i = from + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') return -1;
    if (ch === '\\') i++;
    else if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '/' && !inClass) return i > from + 1 ? i + 1 : -1;
  }
  return -1;
}

/**
 * Reads one `/source/flags` at `from` (a slash at the start of a word: `and/or` is never one).
 * Returns the pattern, or the reason it cannot be used, and where it ends.
 */
export function readRegexLiteral(
  text: string,
  from: number,
): { end: number; pattern?: PatternRequest; invalid?: string } | undefined {
  const close = regexEnd(text, from);
  if (close < 0) return undefined;
  const flags = FLAG_CHARS.exec(text.slice(close))![0];
  const end = close + flags.length;
  if (end < text.length && /[\p{L}\p{N}]/u.test(text[end]!)) return undefined;
  const source = text.slice(from + 1, close - 1);
  const written = text.slice(from, end);
  const kept = [...new Set(flags.replace(/[gy]/g, ''))].join('');
  // Compiled as it will run (linear time): a pattern the engine refuses is reported here.
  const compiled = compileSafeRegex(source, kept);
  if (!compiled.ok)
    return { end, invalid: `the regular expression ${written} (${compiled.reason})` };
  return { end, pattern: { source, flags: kept, written } };
}

const QUOTES: readonly [string, string][] = [
  ['"', '"'],
  ['\u201c', '\u201d'],
  ['\u201e', '\u201c'],
  ['\u00ab', '\u00bb'],
  ['\u2018', '\u2019'],
  ["'", "'"],
];

/** A quote opens a term only at the start of a word, and an ASCII `'` must close before a non-letter. */
function quotedAt(text: string, i: number): { end: number; term: string } | undefined {
  const before = i === 0 ? ' ' : text[i - 1]!;
  if (/[\p{L}\p{N}]/u.test(before)) return undefined;
  for (const [open, close] of QUOTES) {
    if (text[i] !== open) continue;
    let j = text.indexOf(close, i + 1);
    // An apostrophe inside a word ("O'Brien") is not a closing quote.
    while (close === "'" && j > 0 && /[\p{L}\p{N}]/u.test(text[j + 1] ?? ' ')) {
      j = text.indexOf(close, j + 1);
    }
    if (j < 0 || text.slice(i + 1, j).includes('\n')) return undefined;
    return { end: j + 1, term: text.slice(i + 1, j).trim() };
  }
  return undefined;
}

/**
 * Lifts regular expressions (`/.../flags`) and quoted terms ("...", “...”, «...», '...') out of an
 * instruction, so that their contents are never read as words of the instruction.
 */
export function liftLiterals(instruction: string): LiftedLiterals {
  const lifted: LiftedLiterals = { patterns: [], quoted: [], invalid: [], rest: '' };
  let rest = '';
  let i = 0;
  while (i < instruction.length) {
    const ch = instruction[i]!;
    const atWordStart = i === 0 || !/[\p{L}\p{N}]/u.test(instruction[i - 1]!);
    if (ch === '/' && atWordStart) {
      const regex = readRegexLiteral(instruction, i);
      if (regex) {
        if (regex.pattern) lifted.patterns.push(regex.pattern);
        if (regex.invalid) lifted.invalid.push(regex.invalid);
        rest += BREAK;
        i = regex.end;
        continue;
      }
    }
    const quoted = quotedAt(instruction, i);
    if (quoted) {
      if (quoted.term) lifted.quoted.push(quoted.term);
      rest += BREAK;
      i = quoted.end;
      continue;
    }
    rest += ch;
    i++;
  }
  lifted.rest = rest;
  return lifted;
}
