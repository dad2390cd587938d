import type { Entity } from '../../types';

/** Pages an entity appears on, in order, as `1, 3`. */
export function entityPages(entity: Entity): string {
  return [...new Set(entity.boxes.map((b) => b.page))].sort((a, b) => a - b).join(', ');
}

/** How many entities carry each tag, in the order tags first appear. */
export function countByTag(entities: readonly Entity[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const e of entities) counts.set(e.entity_group, (counts.get(e.entity_group) ?? 0) + 1);
  return [...counts];
}
