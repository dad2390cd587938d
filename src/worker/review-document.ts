import type { Box } from '../core/contract/types';
import { boxesForRange } from '../core/document/entity-boxes';
import type { DocumentModel } from '../core/document/model';
import type { DetectedEntity, Provenance } from '../core/contract/provenance';
import { type SearchQuery, searchText } from '../core/review/search';
import { type EntitySource, entitySourceKey, type SearchMatches } from './protocol';

/** Searches a kept document: every match with the boxes covering it on its page. */
export function searchDocument(document: DocumentModel, query: SearchQuery): SearchMatches {
  const result = searchText(document.text, query);
  if (!result.ok) return { ok: false, message: result.message };
  return {
    ok: true,
    matches: result.ranges.map((r) => ({
      start: r.start,
      end: r.end,
      word: document.text.slice(r.start, r.end),
      boxes: boxesForRange(document, r.start, r.end) satisfies Box[],
    })),
  };
}

/** The review's words for an entity's provenance (the hover card's "rule and model"...). */
export function entitySourceOf(provenance: readonly Provenance[]): EntitySource {
  if (provenance.includes('image')) return 'image';
  if (provenance.includes('custom')) return 'custom';
  const rule = provenance.includes('rule');
  const model = provenance.includes('model');
  if (rule && model) return 'rule and model';
  return model ? 'model' : 'rule';
}

/**
 * Which detector found each entity, keyed like the review's items: read from the provenance the
 * entities carry from the merge onwards (never by running the detectors again).
 */
export function sourcesOf(entities: readonly DetectedEntity[]): Record<string, EntitySource> {
  const sources: Record<string, EntitySource> = {};
  for (const e of entities) sources[entitySourceKey(e)] = entitySourceOf(e.provenance);
  return sources;
}
