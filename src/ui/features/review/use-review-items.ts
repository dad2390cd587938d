import { useMemo } from 'react';
import { useAppStore } from '../../state/store';
import { filterItems, type ReviewItem, reviewItems } from './review-items';

/** Every entity under review, and those the filters let through (memoized). */
export function useReviewItems(): { all: ReviewItem[]; visible: ReviewItem[] } {
  const review = useAppStore((s) => s.review);
  const allowList = useAppStore((s) => s.allowList);
  const filters = useAppStore((s) => s.filters);
  const uncertainBelow = useAppStore((s) => s.uncertainBelow);
  const newIds = useAppStore((s) => s.newIds);
  const all = useMemo(
    () => reviewItems(review, allowList, uncertainBelow, newIds),
    [review, allowList, uncertainBelow, newIds],
  );
  const visible = useMemo(() => filterItems(all, filters), [all, filters]);
  return { all, visible };
}
