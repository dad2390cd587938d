import type { FoldedText } from '../ner/fold';
import { foldChar } from '../ner/fold';
import type { PatternRequest } from './plan';
import { compileSafeRegex } from './safe-regex';

/** A stretch of the document text, end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/** Most matches one term or pattern may give; a broader one is almost surely a mistake. */
export const MAX_MATCHES_PER_REQUEST = 5000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The folded form of a term, with any run of whitespace as one flexible gap. */
function termPattern(term: string): string | undefined {
  let folded = '';
  for (const ch of term.trim()) folded += foldChar(ch);
  const words = folded.split(/ +/).filter(Boolean);
  if (words.length === 0) return undefined;
  return words.map(escapeRegExp).join(' +');
}

/**
 * Every occurrence of `term` in the document, as whole words only ("Al" never matches inside
 * "Alpha"), ignoring case and accents, and any amount of whitespace (line breaks included)
 * between its words. An occurrence never spans a page break. `folded` is `foldText(text)`.
 */
export function findTermRanges(text: string, folded: FoldedText, term: string): TextRange[] {
  const pattern = termPattern(term);
  if (!pattern) return [];
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'gu');
  const ranges: TextRange[] = [];
  for (const match of folded.folded.matchAll(re)) {
    const start = folded.start[match.index]!;
    const end = folded.end[match.index + match[0].length - 1]!;
    if (text.slice(start, end).includes('\f')) continue;
    ranges.push({ start, end });
    if (ranges.length >= MAX_MATCHES_PER_REQUEST) break;
  }
  return ranges;
}

/**
 * Every non-empty match of a user's regular expression in the original text, found by a
 * linear-time engine (RE2JS). A match across a
 * page break is cut there (each part maps to one page); surrounding whitespace is trimmed.
 */
export function findPatternRanges(text: string, pattern: PatternRequest): TextRange[] {
  // A linear-time engine: a caller's pattern cannot hang the job (readRegexLiteral refused
  // what it cannot compile, so a failure here is a pattern that skipped that check).
  const compiled = compileSafeRegex(pattern.source, pattern.flags);
  if (!compiled.ok)
    throw new Error(`The regular expression ${pattern.written}: ${compiled.reason}.`);
  const ranges: TextRange[] = [];
  for (const match of compiled.regex.matchAll(text)) {
    if (match.text.length === 0) continue;
    let from = match.index;
    const end = match.index + match.text.length;
    for (const part of match.text.split('\f')) {
      const range = trimRange(text, { start: from, end: Math.min(end, from + part.length) });
      if (range.end > range.start) ranges.push(range);
      from += part.length + 1;
    }
    if (ranges.length >= MAX_MATCHES_PER_REQUEST) break;
  }
  return ranges;
}

/** Drops leading and trailing whitespace from a range (nothing to black out there). */
function trimRange(text: string, range: TextRange): TextRange {
  let { start, end } = range;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}
