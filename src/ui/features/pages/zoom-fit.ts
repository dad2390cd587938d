import { PAGE_CSS_WIDTH } from './PageView';

/** Space kept around a fitted page (the list's padding and the page caption), in CSS px. */
const MARGIN_X = 32;
const MARGIN_Y = 48;

/** The zoom at which a page fills the scroll container's width. */
export function fitWidthZoom(container: HTMLElement): number {
  return (container.clientWidth - MARGIN_X) / PAGE_CSS_WIDTH;
}

/**
 * The zoom at which the whole of page `n` (its height over its width: `ratio`) fits in the
 * scroll container, and never wider than the container.
 */
export function fitPageZoom(container: HTMLElement, ratio: number): number {
  const byHeight = (container.clientHeight - MARGIN_Y) / (PAGE_CSS_WIDTH * ratio);
  return Math.min(fitWidthZoom(container), byHeight);
}

/** Height over width of page `n` as laid out (US Letter when it is not known yet). */
export function pageRatio(n: number): number {
  const frame = document.querySelector<HTMLElement>(`[data-testid="page-frame"][data-page="${n}"]`);
  const width = Number(frame?.dataset.pageWidth);
  const height = Number(frame?.dataset.pageHeight);
  return width > 0 && height > 0 ? height / width : 11 / 8.5;
}
