import type { Entity } from '../contract/types';

/**
 * Where an entity is, as a key: its text offsets, or for an entity with no text (a visual one:
 * QR code, signature, face; `start` = `end` = 0) its page and the corner of its first box, so two
 * signatures on one page are two entities, not one.
 */
export function entityLocationKey(entity: Pick<Entity, 'start' | 'end' | 'boxes'>): string {
  const box = entity.boxes[0];
  if (entity.start !== entity.end || !box) return `${entity.start}-${entity.end}`;
  return `p${box.page}@${Math.round(box.x)},${Math.round(box.y)}`;
}

/**
 * A stable id for a detected entity: its tag and location, which do not change between runs of
 * the same detector on the same file (so a saved review finds its entities again).
 */
export function detectedId(entity: Entity): string {
  return `d:${entity.entity_group}:${entityLocationKey(entity)}`;
}

/** The id of a search match: its tag and range. */
export function searchId(tag: string, start: number, end: number): string {
  return `s:${tag}:${start}-${end}`;
}

/** The id of a hand-drawn box: page and rounded rectangle (drawing the same box twice is one). */
export function manualId(page: number, x: number, y: number, w: number, h: number): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  return `m:${page}:${r(x)},${r(y)},${r(w)},${r(h)}`;
}
