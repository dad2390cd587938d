import { entitiesToRedact } from '../../core/review';
import type { AppState } from './app-state';

/** Text ranges of the entities the export will black out (for "already redacted" marks). */
export function redactedRanges(
  state: Pick<AppState, 'review' | 'allowList' | 'uncertainBelow'>,
): { start: number; end: number }[] {
  if (!state.review) return [];
  return entitiesToRedact(state.review.present, state.allowList, state.uncertainBelow).map((e) => ({
    start: e.start,
    end: e.end,
  }));
}
