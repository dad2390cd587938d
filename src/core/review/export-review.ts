import type { Entity } from '../contract/types';
import { allowSet, isAllowed } from './allow-list';
import { decisionOf } from './review-reducer';
import type { ReviewEntity, ReviewState } from './types';

/**
 * Whether a detected entity is "uncertain": scored below `uncertainBelow` by the detector.
 * Entities the reviewer added (search, drawn boxes) are never uncertain.
 */
export function isUncertain(item: ReviewEntity, uncertainBelow: number): boolean {
  return item.origin === 'detected' && item.entity.score < uncertainBelow;
}

/**
 * The policy of release: accepted entities are redacted, rejected ones are not, and pending
 * ones are redacted too (a detection nobody looked at is kept out of the output: the safe
 * side) unless they are uncertain (scored below `uncertainBelow`): a weak guess is kept until
 * the reviewer accepts it. A detected entity whose text is on the allow-list is never redacted.
 */
export function willRedact(
  state: ReviewState,
  item: ReviewEntity,
  allowed: ReadonlySet<string>,
  uncertainBelow = 0,
): boolean {
  const decision = decisionOf(state, item.id);
  if (decision === 'rejected') return false;
  if (decision === 'pending' && isUncertain(item, uncertainBelow)) return false;
  return !isAllowed(item, allowed);
}

/** The entities to redact, in document order (manual boxes, which have no text, last). */
export function entitiesToRedact(
  state: ReviewState,
  allowList: readonly string[],
  uncertainBelow = 0,
): Entity[] {
  const allowed = allowSet(allowList);
  return state.entities
    .filter((item) => willRedact(state, item, allowed, uncertainBelow))
    .map((item) => item.entity)
    .filter((e) => e.boxes.length > 0)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Counts of one release, for the report. */
export interface ReviewReport {
  total: number;
  redacted: number;
  rejected: number;
  allowed: number;
  pending: number;
  /** Uncertain entities nobody accepted (kept). */
  uncertain: number;
  added: number;
  /** Redacted entities per tag. */
  byTag: Record<string, number>;
  /** Redacted boxes per page (1-based page number). */
  byPage: Record<number, number>;
  /** Entities the reviewer added (drawn or searched), as tag and text. */
  addedItems: { tag: string; text: string; page: number; origin: string }[];
}

/** Counts what an export of `state` will contain. */
export function reviewReport(
  state: ReviewState,
  allowList: readonly string[],
  uncertainBelow = 0,
): ReviewReport {
  const allowed = allowSet(allowList);
  const report: ReviewReport = {
    total: state.entities.length,
    redacted: 0,
    rejected: 0,
    allowed: 0,
    pending: 0,
    uncertain: 0,
    added: 0,
    byTag: {},
    byPage: {},
    addedItems: [],
  };
  for (const item of state.entities) {
    const decision = decisionOf(state, item.id);
    if (decision === 'rejected') report.rejected++;
    else if (decision === 'pending' && isUncertain(item, uncertainBelow)) report.uncertain++;
    else if (isAllowed(item, allowed)) report.allowed++;
    else {
      if (decision === 'pending') report.pending++;
      report.redacted++;
      const tag = item.entity.entity_group;
      report.byTag[tag] = (report.byTag[tag] ?? 0) + 1;
      for (const box of item.entity.boxes)
        report.byPage[box.page] = (report.byPage[box.page] ?? 0) + 1;
      if (item.origin !== 'detected') {
        report.added++;
        report.addedItems.push({
          tag,
          text: item.entity.word,
          page: item.entity.boxes[0]?.page ?? 0,
          origin: item.origin,
        });
      }
    }
  }
  return report;
}
