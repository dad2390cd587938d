import type { Entity } from '../contract/types';

/**
 * A stable id for a detected entity: its tag and offsets, which do not change between runs of
 * the same detector on the same file (so a saved review finds its entities again).
 */
export function detectedId(entity: Entity): string {
  return `d:${entity.entity_group}:${entity.start}-${entity.end}`;
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
