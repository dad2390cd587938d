import type { EntityGroup } from '../contract/tags';
import type { Entity } from '../contract/types';
import { boxesForRange } from '../document/entity-boxes';
import type { DocumentModel } from '../document/model';
import type { CustomSpan } from './run-plan';

/** Entities for custom spans: the group given, the word sliced from the text, boxes per line. */
export function customEntities(
  document: DocumentModel,
  spans: readonly CustomSpan[],
  group: EntityGroup,
): Entity[] {
  return spans.map((span) => ({
    entity_group: group,
    score: Math.round(span.score * 10000) / 10000,
    word: document.text.slice(span.start, span.end),
    start: span.start,
    end: span.end,
    boxes: boxesForRange(document, span.start, span.end),
  }));
}
