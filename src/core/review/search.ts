import { compileSafeRegex, type SafeRegex } from '../custom/safe-regex';
import type { TextRange } from './types';

/** A search over the document text. */
export interface SearchQuery {
  pattern: string;
  /** Treat `pattern` as a regular expression (JavaScript syntax run by RE2: no backreferences). */
  regex: boolean;
  caseSensitive: boolean;
}

/** Search outcome: the ranges, or a sentence saying why the pattern cannot be used. */
export type SearchResult = { ok: true; ranges: TextRange[] } | { ok: false; message: string };

/** Most matches returned; a broader pattern is almost surely a mistake. */
export const MAX_MATCHES = 5000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every non-empty match of the query in `text`, in order, never overlapping. Matches never
 * span a page break (`\f`): a range is split there, so each part maps to one page.
 */
export function searchText(text: string, query: SearchQuery): SearchResult {
  if (query.pattern.length === 0) return { ok: true, ranges: [] };
  // A linear-time engine: a pattern typed in the search box cannot freeze the page.
  const source = query.regex ? query.pattern : escapeRegExp(query.pattern);
  const compiled = compileSafeRegex(source, query.caseSensitive ? 'u' : 'iu');
  if (!compiled.ok) {
    return { ok: false, message: `The regular expression is not valid: ${compiled.reason}.` };
  }
  const re: SafeRegex = compiled.regex;
  const ranges: TextRange[] = [];
  for (const match of re.matchAll(text)) {
    if (match.text.length === 0) continue;
    const start = match.index;
    const end = start + match.text.length;
    let from = start;
    for (let i = start; i < end; i++) {
      if (text[i] === '\f') {
        if (i > from) ranges.push({ start: from, end: i });
        from = i + 1;
      }
    }
    if (end > from) ranges.push(trim(text, { start: from, end }));
    if (ranges.length >= MAX_MATCHES) {
      return {
        ok: false,
        message: `The search matches more than ${MAX_MATCHES} places; make it more specific.`,
      };
    }
  }
  return { ok: true, ranges: ranges.filter((r) => r.end > r.start) };
}

/** Drops leading and trailing whitespace from a range (nothing to black out there). */
function trim(text: string, range: TextRange): TextRange {
  let { start, end } = range;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}
