import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../state/store';
import { DrawLayer } from './DrawLayer';
import { EntityBox } from './EntityBox';
import type { PageBox } from './page-boxes';

/** CSS width pages are rendered for; the canvas then scales with its column. */
const RENDER_CSS_WIDTH = 820;

/** Props of one page. */
interface PageViewProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  boxes: PageBox[];
  selectedId: string | undefined;
  onSelect(id: string): void;
}

/** One page: the pdf.js rendering, drawn once it scrolls near view, with entity boxes on top. */
export function PageView({ doc, pageNumber, boxes, selectedId, onSelect }: PageViewProps) {
  const drawTag = useAppStore((s) => s.drawTag);
  const addManualBox = useAppStore((s) => s.addManualBox);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [visible, setVisible] = useState(false);

  // Rendering every page of a long document up front would stall the tab: wait for visibility.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setVisible(true),
      { rootMargin: '600px 0px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let live = true;
    let task: RenderTask | undefined;
    void doc.getPage(pageNumber).then((page) => {
      if (!live) return;
      const base = page.getViewport({ scale: 1 });
      setSize({ width: base.width, height: base.height });
      const canvas = canvasRef.current;
      if (!visible || !canvas) return;
      const scale = (RENDER_CSS_WIDTH / base.width) * Math.min(2, window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
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

  const aspect = size ? `${size.width} / ${size.height}` : '8.5 / 11';
  return (
    <figure className="page" aria-label={`Page ${pageNumber}`}>
      <div
        className={drawTag ? 'page-frame is-drawing' : 'page-frame'}
        ref={frameRef}
        style={{ aspectRatio: aspect }}
        data-testid="page-frame"
        data-page={pageNumber}
      >
        <canvas ref={canvasRef} className="page-canvas" aria-hidden="true" />
        {size &&
          boxes.map((item, i) => (
            <EntityBox
              key={i}
              item={item}
              page={size}
              focused={item.item.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        {size && drawTag && (
          <DrawLayer
            page={size}
            onBox={(rect) => addManualBox(drawTag, { page: pageNumber, ...rect })}
          />
        )}
      </div>
      <figcaption className="muted">Page {pageNumber}</figcaption>
    </figure>
  );
}
