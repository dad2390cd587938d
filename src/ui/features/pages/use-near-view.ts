import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within `margin` of its scroll container's view. With `sticky` it
 * stays true once reached (thumbnails: cheap to keep); without, it turns false again when the
 * element scrolls far away, so a long document keeps only the pages near the view drawn.
 */
export function useNearView(
  ref: RefObject<HTMLElement | null>,
  margin = '600px 0px',
  sticky = false,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || (sticky && near)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = entries.some((e) => e.isIntersecting);
        if (now || !sticky) setNear(now);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, sticky, near]);
  return near;
}
