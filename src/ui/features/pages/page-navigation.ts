/** The page frame of page `n` in the viewer, if it is in the document. */
function pageFigure(n: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-page-figure="${n}"]`);
}

/** Scrolls the viewer so that page `n` starts at the top of its view. */
export function scrollToPage(n: number): void {
  pageFigure(n)?.scrollIntoView({ block: 'start' });
}

/**
 * The page that fills the middle of the scroll container's view (the page a reader is on);
 * 1 when no page is laid out yet.
 */
export function pageAtMiddle(container: HTMLElement): number {
  const view = container.getBoundingClientRect();
  const middle = view.top + view.height / 2;
  let best = 1;
  let bestDistance = Infinity;
  for (const figure of container.querySelectorAll<HTMLElement>('[data-page-figure]')) {
    const r = figure.getBoundingClientRect();
    const distance = middle < r.top ? r.top - middle : middle > r.bottom ? middle - r.bottom : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = Number(figure.dataset.pageFigure);
    }
    if (distance === 0) break;
  }
  return best;
}

/** Number of pages the viewer lays out (0 before a document is shown). */
export function viewerPageCount(): number {
  return document.querySelectorAll('[data-page-figure]').length;
}

/** Scrolls the viewer to the first box of entity `id` (centred), if it is drawn. */
export function scrollToEntity(id: string): void {
  document
    .querySelector(`[data-testid="entity-box"][data-id="${CSS.escape(id)}"]`)
    ?.scrollIntoView({ block: 'center' });
}
