import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useMemo } from 'react';
import { useAppStore } from '../../state/store';
import { useReviewItems } from '../review/use-review-items';
import { boxesByPage } from './page-boxes';
import { PageView } from './PageView';
import './pages.css';

/** Every page of the opened PDF with the entities under review outlined. */
export function PageList({ doc }: { doc: PDFDocumentProxy }) {
  const { all, visible } = useReviewItems();
  // The preview shows what the export draws, whatever the list's filters hide.
  const preview = useAppStore((s) => s.preview);
  const shown = preview ? all : visible;
  const selected = useAppStore((s) => s.selectedId);
  const select = useAppStore((s) => s.select);
  const zoom = useAppStore((s) => s.zoom);
  const byPage = useMemo(() => boxesByPage(shown), [shown]);
  const numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  return (
    <section
      className="page-list"
      aria-label="Pages"
      style={{ '--zoom': zoom } as React.CSSProperties}
    >
      {numbers.map((n) => (
        <PageView
          key={n}
          doc={doc}
          pageNumber={n}
          boxes={byPage.get(n) ?? []}
          selectedId={selected}
          onSelect={select}
        />
      ))}
    </section>
  );
}
