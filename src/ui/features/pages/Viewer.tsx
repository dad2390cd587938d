import { useCallback, useRef } from 'react';
import { useAppStore } from '../../state/store';
import { SelectionRedact } from '../selection/SelectionRedact';
import { PageList } from './PageList';
import { pageAtMiddle, scrollToPage } from './page-navigation';
import { ThumbnailStrip } from './ThumbnailStrip';
import { useDisplayDocument } from './use-display-document';
import { ViewerBar } from './ViewerBar';

/** The document viewer: navigation and zoom, the thumbnail strip and the scrolling pages. */
export function Viewer({ bytes, password }: { bytes: Uint8Array; password?: string }) {
  const display = useDisplayDocument(bytes, password);
  const currentPage = useAppStore((s) => s.currentPage);
  const setCurrentPage = useAppStore((s) => s.setCurrentPage);
  const scrollRef = useRef<HTMLDivElement>(null);
  const frame = useRef(0);

  const go = useCallback(
    (n: number) => {
      scrollToPage(n);
      setCurrentPage(n);
    },
    [setCurrentPage],
  );
  // One measurement per animation frame however fast the scroll events come.
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (scrollRef.current) setCurrentPage(pageAtMiddle(scrollRef.current));
    });
  };

  if (display.status === 'loading') return <p className="muted">Loading pages…</p>;
  if (display.status === 'failed') return <p className="muted">{display.message}</p>;
  return (
    <div className="viewer">
      <div className="viewer-tools">
        <ViewerBar pageCount={display.doc.numPages} scrollRef={scrollRef} onGo={go} />
        <SelectionRedact />
      </div>
      <div className="viewer-body">
        <ThumbnailStrip doc={display.doc} currentPage={currentPage} onGo={go} />
        <div
          className="page-scroll"
          ref={scrollRef}
          onScroll={onScroll}
          data-testid="page-scroll"
          tabIndex={0}
          aria-label="Document pages"
        >
          <PageList doc={display.doc} />
        </div>
      </div>
    </div>
  );
}
