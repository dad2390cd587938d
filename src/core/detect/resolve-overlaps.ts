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
    if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
    else widenWeekdayDates(kept, span);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * A date led by its weekday (`weekday-date`, scored high so it beats address fields) takes in the
 * rest of a lower DATE reading it overlaps: the weekday proves the date, the broader reading
 * (chrono's "at 10am", "10:30–11:30", a range "– Friday, 6 March") gives its extent, and the
 * dates the range joins become one box. Without this the weekday span won and the time or range
 * the other reading covered was left bare. Never widened over a kept span of another tag.
 */
function widenWeekdayDates(kept: Span[], lower: Span): void {
  if (lower.tag !== 'DATE') return;
  const hits = kept.filter((k) => lower.start < k.end && k.start < lower.end);
  const lead = hits.find((k) => k.recognizer === 'weekday-date');
  if (!lead) return;
  const start = Math.min(lower.start, ...hits.map((k) => k.start));
  const end = Math.max(lower.end, ...hits.map((k) => k.end));
  const touched = kept.filter((o) => start < o.end && o.start < end);
  if (touched.some((o) => o.tag !== 'DATE')) return;
  for (const o of touched) kept.splice(kept.indexOf(o), 1);
  kept.push({ ...lead, start, end });
}
