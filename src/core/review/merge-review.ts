import type { Entity } from '../contract/types';
import { initialReview } from './review-reducer';
import type { ReviewState } from './types';

/** A saved review brought up to date with a fresh detection of the same file. */
export interface MergedReview {
  state: ReviewState;
  /** Ids of the detected entities the saved review did not know (shown as new, pending). */
  newIds: string[];
}

/**
 * Merges a saved review with a fresh detection: every saved entity and decision stays (a
 * detection that the new run no longer reports keeps its saved decision, on the safe side), and
 * every freshly detected entity the saved review did not know is added as pending. A newer
 * detector, another OCR language or the visual toggle can thus add findings to a saved review
 * without undoing the reviewer's work.
 */
export function mergeReview(saved: ReviewState, detected: readonly Entity[]): MergedReview {
  const known = new Set(saved.entities.map((e) => e.id));
  const added = initialReview(detected).entities.filter((e) => !known.has(e.id));
  return {
    state: { ...saved, entities: [...saved.entities, ...added] },
    newIds: added.map((e) => e.id),
  };
}
