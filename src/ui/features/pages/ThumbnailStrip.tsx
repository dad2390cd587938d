import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useMemo, useRef } from 'react';
import { useReviewItems } from '../review/use-review-items';
import { Thumbnail } from './Thumbnail';

/** The side strip of page thumbnails; the current page's thumbnail is kept in view. */
export function ThumbnailStrip({
  doc,
  currentPage,
  onGo,
}: {
  doc: PDFDocumentProxy;
  currentPage: number;
  onGo(page: number): void;
}) {
  const stripRef = useRef<HTMLElement>(null);
  useEffect(() => {
    stripRef.current
      ?.querySelector(`[data-testid="thumbnail"][data-page="${currentPage}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [currentPage]);
  const numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  const { all } = useReviewItems();
  // Findings and those still pending, per page (an item counts on its first page).
  const counts = useMemo(() => {
    const map = new Map<number, { found: number; pending: number }>();
    for (const item of all) {
      const page = item.entity.boxes[0]?.page ?? 0;
      const c = map.get(page) ?? { found: 0, pending: 0 };
      c.found++;
      if (item.decision === 'pending') c.pending++;
      map.set(page, c);
    }
    return map;
  }, [all]);
  return (
    <nav className="thumbnail-strip" aria-label="Page thumbnails" ref={stripRef}>
      {numbers.map((n) => (
        <Thumbnail
          key={n}
          doc={doc}
          pageNumber={n}
          current={n === currentPage}
          found={counts.get(n)?.found ?? 0}
          pending={counts.get(n)?.pending ?? 0}
          onGo={onGo}
        />
      ))}
    </nav>
  );
}
