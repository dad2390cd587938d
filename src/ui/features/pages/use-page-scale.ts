import { type RefObject, useEffect } from 'react';

/**
 * Keeps `--total-scale-factor` on the page frame equal to its CSS pixels per PDF point, the
 * variable pdf.js's text layer sizes its spans with, so selectable text lies exactly over the
 * drawn glyphs at any zoom or window width.
 */
export function usePageScale(
  frameRef: RefObject<HTMLElement | null>,
  pageWidth: number | undefined,
): void {
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !pageWidth) return;
    const update = () =>
      frame.style.setProperty('--total-scale-factor', String(frame.clientWidth / pageWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef, pageWidth]);
}
