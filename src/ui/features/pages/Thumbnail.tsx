import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { useNearView } from './use-near-view';

/** CSS width of a thumbnail. */
const THUMB_CSS_WIDTH = 96;

/** A small rendering of one page that jumps to it; drawn once it scrolls near view. */
export function Thumbnail({
  doc,
  pageNumber,
  current,
  found,
  pending,
  onGo,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  current: boolean;
  /** Findings on the page, and how many of them nobody decided yet. */
  found: number;
  pending: number;
  onGo(page: number): void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const visible = useNearView(buttonRef, '300px 0px', true);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    let task: RenderTask | undefined;
    void doc.getPage(pageNumber).then((page) => {
      const canvas = canvasRef.current;
      if (!live || !canvas) return;
      const base = page.getViewport({ scale: 1 });
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale: (THUMB_CSS_WIDTH / base.width) * dpr });
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      task = page.render({ canvas, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, pageNumber, visible]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={current ? 'thumbnail is-current' : 'thumbnail'}
      data-testid="thumbnail"
      data-page={pageNumber}
      aria-current={current ? 'page' : undefined}
      aria-label={`Go to page ${pageNumber}: ${found} ${found === 1 ? 'finding' : 'findings'}, ${pending} to review`}
      title={`${found} found, ${pending} to review`}
      onClick={() => onGo(pageNumber)}
    >
      <canvas ref={canvasRef} className="thumbnail-canvas" aria-hidden="true" />
      <span className="thumbnail-number">{pageNumber}</span>
      {found > 0 && (
        <span
          className={`thumb-badge${pending > 0 ? ' is-pending' : ''}`}
          data-testid="thumb-badge"
          aria-hidden="true"
        >
          {pending > 0 ? `${pending}/${found}` : `✓${found}`}
        </span>
      )}
    </button>
  );
}
