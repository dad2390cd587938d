import type { Box } from '../contract/types';
import { manualId, searchId } from './entity-id';
import type { ReviewEntity, TextRange } from './types';

/** A search match: its range, its text and the boxes mapped for it. */
export interface RangeMatch extends TextRange {
  word: string;
  boxes: readonly Box[];
}

/**
 * Entities for search matches, one per match (matches without boxes, e.g. text that has no
 * place on a page, are dropped).
 */
export function searchEntities(matches: readonly RangeMatch[], tag: string): ReviewEntity[] {
  const out: ReviewEntity[] = [];
  matches.forEach((range) => {
    const found = range.boxes;
    if (found.length === 0) return;
    out.push({
      id: searchId(tag, range.start, range.end),
      origin: 'search',
      entity: {
        entity_group: tag,
        score: 1,
        word: range.word,
        start: range.start,
        end: range.end,
        boxes: found.map((b) => ({ ...b })),
      },
    });
  });
  return out;
}

/**
 * A hand-drawn box as an entity: it has no text offsets (start = end = -1 would break sorting,
 * so it sits at the end of the document text), score 1, and the tag the reviewer chose.
 */
export function manualEntity(
  tag: string,
  box: Omit<Box, 'text' | 'score' | 'angle'>,
  documentLength: number,
  text = '',
): ReviewEntity {
  return {
    id: manualId(box.page, box.x, box.y, box.width, box.height),
    origin: 'manual',
    entity: {
      entity_group: tag,
      score: 1,
      word: text,
      start: documentLength,
      end: documentLength,
      boxes: [{ ...box, text, score: 1, angle: 0 }],
    },
  };
}
