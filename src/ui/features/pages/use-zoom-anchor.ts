import { type RefObject, useLayoutEffect, useRef } from 'react';

/** A place in the document: a page and how far down it (0 to 1) the view's middle is. */
interface Anchor {
  page: number;
  fraction: number;
}

/** The page frame under the middle of the scroll view, and where on it the middle falls. */
function anchorOf(container: HTMLElement): Anchor | undefined {
  const view = container.getBoundingClientRect();
  const middle = view.top + view.height / 2;
  for (const figure of container.querySelectorAll<HTMLElement>('[data-page-figure]')) {
    const r = figure.getBoundingClientRect();
    if (r.bottom >= middle) {
      const fraction = r.height > 0 ? Math.min(1, Math.max(0, (middle - r.top) / r.height)) : 0;
      return { page: Number(figure.dataset.pageFigure), fraction };
    }
  }
  return undefined;
}

/**
 * Keeps the reader's place when the zoom changes: the point of the page under the view's middle
 * before the change is put back under the middle after it (pages change height with the zoom,
 * so the old scroll offset would land on another page).
 */
export function useZoomAnchor(container: RefObject<HTMLElement | null>, zoom: number): () => void {
  const anchor = useRef<Anchor | undefined>(undefined);
  const remember = () => {
    if (container.current) anchor.current = anchorOf(container.current);
  };
  useLayoutEffect(() => {
    const el = container.current;
    const at = anchor.current;
    if (!el || !at) return;
    const figure = el.querySelector<HTMLElement>(`[data-page-figure="${at.page}"]`);
    if (!figure) return;
    const view = el.getBoundingClientRect();
    const r = figure.getBoundingClientRect();
    const top = r.top - view.top + el.scrollTop;
    el.scrollTo({ top: top + at.fraction * r.height - el.clientHeight / 2 });
  }, [container, zoom]);
  return remember;
}
