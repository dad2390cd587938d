import { sameTextKey } from './review-reducer';
import type { ReviewEntity } from './types';

/** Adds a term to an allow-list (no duplicates, no empty terms); returns the new list. */
export function addAllowed(list: readonly string[], term: string): string[] {
  const key = sameTextKey(term);
  if (!key || list.some((t) => sameTextKey(t) === key)) return [...list];
  return [...list, term.trim()];
}

/** Removes a term from an allow-list. */
export function removeAllowed(list: readonly string[], term: string): string[] {
  const key = sameTextKey(term);
  return list.filter((t) => sameTextKey(t) !== key);
}

/**
 * Whether an entity's text is on the allow-list: it is never redacted. Only detected entities
 * are filtered; something the reviewer added by hand or by search is redacted as asked.
 */
export function isAllowed(item: ReviewEntity, allowed: ReadonlySet<string>): boolean {
  return item.origin === 'detected' && allowed.has(sameTextKey(item.entity.word));
}

/** The allow-list as a set of comparison keys. */
export function allowSet(list: readonly string[]): Set<string> {
  return new Set(list.map(sameTextKey));
}
