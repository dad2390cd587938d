import { useMemo } from 'react';
import { useAppStore } from '../../state/store';
import { useReviewItems } from '../review/use-review-items';
import { boxesByPage } from './page-boxes';
import { PageView } from './PageView';
import { useDisplayDocument } from './use-display-document';
import './pages.css';

/** Every page of the opened PDF with the entities under review outlined. */
export function PageList({ bytes }: { bytes: Uint8Array }) {
  const { visible } = useReviewItems();
  const selected = useAppStore((s) => s.selectedId);
  const select = useAppStore((s) => s.select);
  const zoom = useAppStore((s) => s.zoom);
  const display = useDisplayDocument(bytes);
  const byPage = useMemo(() => boxesByPage(visible), [visible]);

  if (display.status === 'loading') return <p className="muted">Loading pages…</p>;
  if (display.status === 'failed') return <p className="muted">{display.message}</p>;
  const numbers = Array.from({ length: display.doc.numPages }, (_, i) => i + 1);
  return (
    <section
      className="page-list"
      aria-label="Pages"
      style={{ '--zoom': zoom } as React.CSSProperties}
    >
      {numbers.map((n) => (
        <PageView
          key={n}
          doc={display.doc}
          pageNumber={n}
          boxes={byPage.get(n) ?? []}
          selectedId={selected}
          onSelect={select}
        />
      ))}
    </section>
  );
}
