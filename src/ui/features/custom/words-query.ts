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
  return {
    pattern: `(?<![\\p{L}\\p{N}])(?:${distinct.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    regex: true,
    caseSensitive: true,
  };
}
