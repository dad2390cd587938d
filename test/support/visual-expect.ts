import type { Box, Entity } from '../../src/core/contract/types';
import type { TruthRegion } from '../fixtures/visual/visual-truth';

/** True when `box` covers all of `region` (same page), allowing `slack` points at each edge. */
export function covers(box: Box, region: TruthRegion, slack = 0.5): boolean {
  return (
    box.page === region.page &&
    box.x <= region.x + slack &&
    box.y <= region.y + slack &&
    box.x + box.width >= region.x + region.width - slack &&
    box.y + box.height >= region.y + region.height - slack
  );
}

/** True when `box` shares any area with `region` (same page). */
export function overlaps(box: Box, region: TruthRegion): boolean {
  return (
    box.page === region.page &&
    box.x < region.x + region.width &&
    region.x < box.x + box.width &&
    box.y < region.y + region.height &&
    region.y < box.y + box.height
  );
}

/** The entities of one tag. */
export function ofTag(entities: readonly Entity[], tag: string): Entity[] {
  return entities.filter((e) => e.entity_group === tag);
}
