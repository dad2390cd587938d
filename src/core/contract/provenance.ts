import type { Entity } from './types';

/**
 * Where an entity came from: the detector that found it (`rule`, `model`, `image`, `custom`,
 * `hidden` for text under an old box, `propagated` for a document-wide repeat of a found
 * entity, `manual` for the reviewer's hand) and, when not the PDF's text layer, where its text
 * was read (`ocr`, `annotation`). An entity can have several: `['rule', 'model', 'ocr']`.
 */
export type Provenance =
  'rule' | 'model' | 'ocr' | 'annotation' | 'image' | 'custom' | 'hidden' | 'manual' | 'propagated';

/**
 * An entity as the pipeline carries it from the merge onwards: the contract's fields plus its
 * provenance. Internal only: responses are built with `publicEntity`, which drops it.
 */
export interface DetectedEntity extends Entity {
  provenance: readonly Provenance[];
}

/** The contract's entity (exactly its fields, nothing internal), for every response body. */
export function publicEntity(entity: Entity): Entity {
  const { entity_group, score, word, start, end, boxes } = entity;
  return { entity_group, score, word, start, end, boxes };
}

/** The entity with `provenance` attached (a new object; the input is not changed). */
export function withProvenance(entity: Entity, provenance: readonly Provenance[]): DetectedEntity {
  return { ...publicEntity(entity), provenance: [...new Set(provenance)] };
}
