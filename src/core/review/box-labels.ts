import type { BoxLabel } from '../contract/box-label';
import { allowSet } from './allow-list';
import { willRedact } from './export-review';
import type { ReviewState } from './types';

/**
 * The labels of an export: the reason code of every redacted finding that has one, on each of
 * its boxes (geometry and code only, never the redacted text).
 */
export function reasonLabels(
  state: ReviewState,
  allowList: readonly string[],
  uncertainBelow: number,
): BoxLabel[] {
  const allowed = allowSet(allowList);
  const labels: BoxLabel[] = [];
  for (const item of state.entities) {
    const label = state.reasons?.[item.id];
    if (!label || !willRedact(state, item, allowed, uncertainBelow)) continue;
    for (const { page, x, y, width, height } of item.entity.boxes) {
      labels.push({ page, x, y, width, height, label });
    }
  }
  return labels;
}
