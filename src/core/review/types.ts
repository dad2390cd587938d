import type { Box, Entity } from '../contract/types';

/** What the reviewer decided about one entity; `pending` is not yet looked at. */
export type Decision = 'pending' | 'accepted' | 'rejected';

/** Where a reviewed entity came from: the detector, a drawn box, or a text search. */
export type Origin = 'detected' | 'manual' | 'search';

/** An entity under review: a stable id, its origin and the contract's entity. */
export interface ReviewEntity {
  id: string;
  origin: Origin;
  entity: Entity;
}

/** The review of one document: every entity (detected and added) and the decisions. */
export interface ReviewState {
  entities: ReviewEntity[];
  /** Decision per entity id; an id absent here is `pending`. */
  decisions: Record<string, Decision>;
  /** Legal reason code per entity id (e.g. FOIA `b(6)`); absent: no reason given. */
  reasons?: Record<string, string>;
}

/** A character range of the document text (`\f`-joined pages). */
export interface TextRange {
  start: number;
  end: number;
}

/** A box drawn by hand on a page, with the tag the reviewer chose. */
export interface ManualBox {
  tag: string;
  box: Box;
}
