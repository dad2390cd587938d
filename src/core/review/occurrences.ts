/**
 * Occurrences grouped under one item: the detector marks a string found as personal data at
 * every occurrence in a document (provenance `propagated`), so the review shows each string and
 * tag once, with its count and pages, instead of one row per occurrence.
 */
import type { Entity } from '../contract/types';
import { sameTextKey } from './review-reducer';
import type { Origin } from './types';

/** The key occurrences share: the tag and the text, folded the way propagation matches. */
export function occurrenceKey(entity: Pick<Entity, 'entity_group' | 'word'>): string {
  // "Venkata-\nraman" is the same word as "Venkataraman" (propagation joins hyphenation).
  const joined = entity.word.replace(/(\p{L})-\s*\n\s*(?=\p{Ll})/gu, '$1');
  return `${entity.entity_group}\u0000${sameTextKey(joined)}`;
}

/** The occurrences of one string and tag, in the order they were given (document order). */
export interface OccurrenceGroup<T> {
  key: string;
  items: T[];
  /** Every page an occurrence is on, ascending. */
  pages: number[];
}

/**
 * Groups items whose entity has the same tag and text (case, spaces and line-end hyphenation do
 * not count), groups in order of their first item. Items the reviewer added (drawn boxes, search
 * matches) and items without text stay alone: each is a place the reviewer chose.
 */
export function groupOccurrences<T extends { id: string; entity: Entity; origin?: Origin }>(
  items: readonly T[],
): OccurrenceGroup<T>[] {
  const groups = new Map<string, OccurrenceGroup<T>>();
  for (const item of items) {
    const grouped = (item.origin ?? 'detected') === 'detected' && item.entity.word.trim() !== '';
    const key = grouped ? occurrenceKey(item.entity) : `id\u0000${item.id}`;
    const group = groups.get(key) ?? { key, items: [], pages: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const pages = new Set(group.items.flatMap((i) => i.entity.boxes.map((b) => b.page)));
    group.pages = [...pages].sort((a, b) => a - b);
  }
  return [...groups.values()];
}
