import { type RefObject, useState } from 'react';
import { useAppStore } from '../../state/store';
import { fitPageZoom, fitWidthZoom, pageRatio } from './zoom-fit';

/** Zoom steps of the + and − buttons. */
const ZOOM_STEP = 0.25;

/** Page navigation (previous, next, go to a number) and zoom (steps, fit width, fit page). */
export function ViewerBar({
  pageCount,
  scrollRef,
  onGo,
  beforeZoom,
}: {
  pageCount: number;
  scrollRef: RefObject<HTMLElement | null>;
  onGo(page: number): void;
  /** Called before each zoom change (the viewer remembers the reader's place then). */
  beforeZoom(): void;
}) {
  const currentPage = useAppStore((s) => s.currentPage);
  const zoom = useAppStore((s) => s.zoom);
  const setStoreZoom = useAppStore((s) => s.setZoom);
  const setZoom = (value: number) => {
    beforeZoom();
    setStoreZoom(value);
  };
  // The field's own text while typing; undefined: it shows the current page.
  const [typed, setTyped] = useState<string>();

  const go = (n: number) => onGo(Math.min(pageCount, Math.max(1, n)));
  const fit = (how: 'width' | 'page') => {
    const container = scrollRef.current;
    if (!container) return;
    setZoom(
      how === 'width' ? fitWidthZoom(container) : fitPageZoom(container, pageRatio(currentPage)),
    );
    // A whole page fits: show the page the reader was on from its top.
    if (how === 'page') requestAnimationFrame(() => onGo(currentPage));
  };
  return (
    <div className="viewer-bar" role="group" aria-label="Pages and zoom">
      <span className="toolbar-group" role="group" aria-label="Page navigation">
        <button
          type="button"
          className="button"
          data-testid="prev-page"
          aria-label="Previous page"
          disabled={currentPage <= 1}
          onClick={() => go(currentPage - 1)}
        >
          ‹
        </button>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number.parseInt(typed ?? '', 10);
            if (Number.isFinite(n)) go(n);
            setTyped(undefined);
          }}
        >
          <label>
            <span className="visually-hidden">Page</span>
            <input
              className="page-number"
              data-testid="page-number"
              inputMode="numeric"
              value={typed ?? String(currentPage)}
              onChange={(e) => setTyped(e.target.value)}
              onBlur={() => setTyped(undefined)}
            />
          </label>{' '}
          <span data-testid="page-count">/ {pageCount}</span>
        </form>
        <button
          type="button"
          className="button"
          data-testid="next-page"
          aria-label="Next page"
          disabled={currentPage >= pageCount}
          onClick={() => go(currentPage + 1)}
        >
          ›
        </button>
      </span>
      <span className="toolbar-group" role="group" aria-label="Zoom">
        <button
          type="button"
          className="button"
          data-testid="zoom-out"
          aria-label="Zoom out"
          onClick={() => setZoom(zoom - ZOOM_STEP)}
        >
          −
        </button>
        <span className="zoom-value" data-testid="zoom-value" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          className="button"
          data-testid="zoom-in"
          aria-label="Zoom in"
          onClick={() => setZoom(zoom + ZOOM_STEP)}
        >
          +
        </button>
        <button
          type="button"
          className="button"
          data-testid="fit-width"
          onClick={() => fit('width')}
        >
          Fit width
        </button>
        <button
          type="button"
          className="button"
          data-testid="fit-page"
          title="Fit the whole page"
          onClick={() => fit('page')}
        >
          Fit page
        </button>
      </span>
    </div>
  );
}
