import type { SearchQuery } from '../../../core/review/search';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One search that finds exactly the given words as whole words, case as written: how the box
 * turns the operation's CUSTOM entities into review entities through the review's search (which
 * maps every match to its boxes in the kept document). Undefined when there is nothing to find.
 */
export function wordsQuery(words: readonly string[]): SearchQuery | undefined {
  const distinct = [...new Set(words.filter((w) => w.trim() !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  if (distinct.length === 0) return undefined;
  // The search runs on a linear-time engine (no lookaround): `\b` marks the whole-word edges
  // (ASCII word characters; an edge of any other character needs none).
  const edge = (ch: string) => (/\w/.test(ch) ? '\\b' : '');
  const alternatives = distinct.map((w) => `${edge(w[0]!)}${escapeRegExp(w)}${edge(w.at(-1)!)}`);
  return {
    pattern: `(?:${alternatives.join('|')})`,
    regex: true,
    caseSensitive: true,
  };
}
