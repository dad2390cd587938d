import { type PDFPageProxy, TextLayer } from 'pdfjs-dist';
import { type RefObject, useEffect } from 'react';

/**
 * Fills `containerRef` with pdf.js's text layer of `page` (transparent, selectable spans over
 * the glyphs) once the page is on screen. The layer is laid out at scale 1 in percentages and
 * `--total-scale-factor` (see `usePageScale`) so that zooming never rebuilds it.
 */
export function useTextLayer(
  containerRef: RefObject<HTMLDivElement | null>,
  page: PDFPageProxy | undefined,
  visible: boolean,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !page || !visible) return;
    let layer: TextLayer | undefined;
    let live = true;
    void page.getTextContent().then((textContent) => {
      if (!live) return;
      layer = new TextLayer({
        textContentSource: textContent,
        container,
        viewport: page.getViewport({ scale: 1 }),
      });
      // A cancelled layer (page scrolled away, document closed) rejects: nothing to report.
      layer.render().catch(() => undefined);
    });
    return () => {
      live = false;
      layer?.cancel();
      container.replaceChildren();
    };
  }, [containerRef, page, visible]);
}
