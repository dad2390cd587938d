import type { TextRange } from './types';

/**
 * Whether a text range is already covered by one of `ranges` (an entity that will be redacted):
 * search results that are covered need no second box stacked on the first.
 */
export function isCovered(match: TextRange, ranges: readonly TextRange[]): boolean {
  return ranges.some((r) => r.start < r.end && r.start <= match.start && r.end >= match.end);
}
