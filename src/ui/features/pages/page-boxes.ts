import type { ReviewItem } from '../review/review-items';
import type { Box } from '../../types';

/** A box to draw, with the entity under review it belongs to. */
export interface PageBox {
  box: Box;
  item: ReviewItem;
}

/** Groups every item's boxes by page number. */
export function boxesByPage(items: readonly ReviewItem[]): Map<number, PageBox[]> {
  const pages = new Map<number, PageBox[]>();
  for (const item of items) {
    for (const box of item.entity.boxes) {
      const list = pages.get(box.page) ?? [];
      list.push({ box, item });
      pages.set(box.page, list);
    }
  }
  return pages;
}
