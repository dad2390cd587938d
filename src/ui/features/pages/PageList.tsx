import { useMemo } from 'react';
import { useAppStore } from '../../state/store';
import type { Entity } from '../../types';
import { boxesByPage } from './page-boxes';
import { PageView } from './PageView';
import { useDisplayDocument } from './use-display-document';
import './pages.css';

const NO_ENTITIES: Entity[] = [];

/** Every page of the opened PDF with the detected entities outlined. */
export function PageList({ bytes }: { bytes: Uint8Array }) {
  const entities = useAppStore((s) => s.result?.detected_pii.entities ?? NO_ENTITIES);
  const focused = useAppStore((s) => s.focusedEntity);
  const display = useDisplayDocument(bytes);
  const byPage = useMemo(() => boxesByPage(entities), [entities]);

  if (display.status === 'loading') return <p className="muted">Loading pages…</p>;
  if (display.status === 'failed') return <p className="muted">{display.message}</p>;
  const numbers = Array.from({ length: display.doc.numPages }, (_, i) => i + 1);
  return (
    <section className="page-list" aria-label="Pages">
      {numbers.map((n) => (
        <PageView
          key={n}
          doc={display.doc}
          pageNumber={n}
          boxes={byPage.get(n) ?? []}
          focusedEntity={focused}
        />
      ))}
    </section>
  );
}
