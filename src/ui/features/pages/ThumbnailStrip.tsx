import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
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
  return (
    <nav className="thumbnail-strip" aria-label="Page thumbnails" ref={stripRef}>
      {numbers.map((n) => (
        <Thumbnail key={n} doc={doc} pageNumber={n} current={n === currentPage} onGo={onGo} />
      ))}
    </nav>
  );
}
