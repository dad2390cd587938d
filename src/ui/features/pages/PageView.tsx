import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { DrawLayer } from './DrawLayer';
import { EntityBox } from './EntityBox';
import { snapToWords } from './snap-to-words';
import type { PageBox } from './page-boxes';
import { usePageScale } from './use-page-scale';
import { useNearView } from './use-near-view';
import { useTextLayer } from './use-text-layer';

/** CSS width of a page at zoom 1 (the zoom multiplies it). */
export const PAGE_CSS_WIDTH = 820;
/** Highest zoom the canvas is rendered for; beyond it the browser scales the bitmap. */
const MAX_RENDER_ZOOM = 2.5;

/** Props of one page. */
interface PageViewProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  boxes: PageBox[];
  selectedId: string | undefined;
  onSelect(id: string): void;
}

/**
 * One page: the pdf.js rendering and its selectable text layer, drawn once the page scrolls
 * near view, with the entity boxes (and the drawing layer when drawing is on) on top.
 */
export function PageView({ doc, pageNumber, boxes, selectedId, onSelect }: PageViewProps) {
  const drawTag = useAppStore((s) => s.drawTag);
  const preview = useAppStore((s) => s.preview);
  const snap = useAppStore((s) => s.snapToWords);
  const zoom = useAppStore((s) => s.zoom);
  const addManualBox = useAppStore((s) => s.addManualBox);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<PDFPageProxy>();
  // Pages far from the view give their bitmap back: 100 drawn pages would hold ~350 MB.
  const visible = useNearView(frameRef, '1200px 0px');
  const size = page?.getViewport({ scale: 1 });
  usePageScale(frameRef, size?.width);
  useTextLayer(textRef, page, visible);

  useEffect(() => {
    let live = true;
    void doc.getPage(pageNumber).then((p) => live && setPage(p));
    return () => {
      live = false;
    };
  }, [doc, pageNumber]);

  // Re-rendered when the zoom changes, so text stays sharp rather than a stretched bitmap.
  const renderZoom = Math.min(zoom, MAX_RENDER_ZOOM);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!page || !visible || !canvas) return;
    const base = page.getViewport({ scale: 1 });
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const viewport = page.getViewport({
      scale: ((PAGE_CSS_WIDTH * renderZoom) / base.width) * dpr,
    });
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const task: RenderTask = page.render({ canvas, viewport });
    task.promise.catch(() => undefined);
    return () => task.cancel();
  }, [page, visible, renderZoom]);

  // Scrolled far away: a zero-size canvas frees its bitmap; the next render sizes it again.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (visible || !canvas) return;
    canvas.width = 0;
    canvas.height = 0;
  }, [visible]);

  const aspect = size ? `${size.width} / ${size.height}` : '8.5 / 11';
  return (
    <figure className="page" aria-label={`Page ${pageNumber}`} data-page-figure={pageNumber}>
      <div
        className={`page-frame${drawTag ? ' is-drawing' : ''}${preview ? ' is-preview' : ''}`}
        ref={frameRef}
        style={{ aspectRatio: aspect } as CSSProperties}
        data-testid="page-frame"
        data-page={pageNumber}
        data-page-width={size?.width}
        data-page-height={size?.height}
        data-rendered={visible && page ? 'true' : 'false'}
      >
        <canvas ref={canvasRef} className="page-canvas" aria-hidden="true" />
        <div ref={textRef} className="textLayer" data-testid="text-layer" />
        {size &&
          boxes.map((item, i) => (
            <EntityBox
              key={i}
              item={item}
              page={size}
              focused={!preview && item.item.id === selectedId}
              preview={preview}
              onSelect={onSelect}
            />
          ))}
        {size && drawTag && !preview && (
          <DrawLayer
            page={size}
            onBox={(rect) => {
              const frame = frameRef.current;
              const box = snap && frame ? snapToWords(frame, rect, size) : rect;
              addManualBox(drawTag, { page: pageNumber, ...box });
            }}
          />
        )}
      </div>
      <figcaption className="muted">Page {pageNumber}</figcaption>
    </figure>
  );
}
