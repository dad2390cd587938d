import { allowSet } from './allow-list';
import { willRedact } from './export-review';
import type { ReviewState } from './types';
import { decisionOf } from './review-reducer';

/** What the log says about who decided a redaction. */
function decidedBy(origin: string, decision: string): string {
  if (origin !== 'detected') return 'hand (added)';
  return decision === 'accepted' ? 'hand (accepted)' : 'rule (not reviewed)';
}

/** One CSV field, quoted when it holds a comma, a quote or a line end. */
function field(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The redaction log of an export as CSV: one line per black box (page, tag, reason code, who
 * decided: the detector's rule left as it was, or a hand), in document order. The redacted text
 * is left out unless `withText` (the log is often shared with the redacted file).
 */
export function redactionLogCsv(
  state: ReviewState,
  allowList: readonly string[],
  uncertainBelow: number,
  withText = false,
): string {
  const allowed = allowSet(allowList);
  const head = ['page', 'tag', 'reason', 'decided_by', ...(withText ? ['text'] : [])];
  const rows: (string | number)[][] = [];
  for (const item of state.entities) {
    if (!willRedact(state, item, allowed, uncertainBelow)) continue;
    const reason = state.reasons?.[item.id] ?? '';
    const by = decidedBy(item.origin, decisionOf(state, item.id));
    for (const box of item.entity.boxes) {
      const text = withText ? [box.text || item.entity.word] : [];
      rows.push([box.page, item.entity.entity_group, reason, by, ...text]);
    }
  }
  rows.sort((a, b) => Number(a[0]) - Number(b[0]));
  return [head, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
