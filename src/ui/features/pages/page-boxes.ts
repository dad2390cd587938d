import type { Box, Entity } from '../../types';

/** A box to draw, with the entity it belongs to. */
export interface PageBox {
  box: Box;
  tag: string;
  entityIndex: number;
}

/** Groups every entity's boxes by page number. */
export function boxesByPage(entities: readonly Entity[]): Map<number, PageBox[]> {
  const pages = new Map<number, PageBox[]>();
  entities.forEach((entity, entityIndex) => {
    for (const box of entity.boxes) {
      const list = pages.get(box.page) ?? [];
      list.push({ box, tag: entity.entity_group, entityIndex });
      pages.set(box.page, list);
    }
  });
  return pages;
}
