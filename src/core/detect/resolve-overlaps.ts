import type { Span } from './span';

/**
 * Resolves overlapping spans: the higher score wins; on a tie the longer span wins, then the
 * earlier one. Spans that only touch are kept. Returns spans sorted by start.
 */
export function resolveOverlaps(spans: readonly Span[]): Span[] {
  const ranked = [...spans].sort(
    (a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: Span[] = [];
  for (const span of ranked) {
    if (span.end <= span.start) continue;
    if (kept.some((k) => span.start < k.end && k.start < span.end)) continue;
    kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}
