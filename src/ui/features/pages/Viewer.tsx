import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useAppStore } from '../../state/store';
import { SelectionRedact } from '../selection/SelectionRedact';
import { PageList } from './PageList';
import { pageAtMiddle, scrollToPage } from './page-navigation';
import { ThumbnailStrip } from './ThumbnailStrip';
import { useDisplayDocument } from './use-display-document';
import { ViewerBar } from './ViewerBar';
import { useZoomAnchor } from './use-zoom-anchor';
import { fitWidthZoom } from './zoom-fit';

/**
 * The document viewer: one compact toolbar (navigation, zoom, and the review's `tools`), the
 * thumbnail strip and the scrolling pages. Pages open fitted to the width; a zoom change keeps
 * the place the reader is at.
 */
export function Viewer({
  bytes,
  password,
  tools,
}: {
  bytes: Uint8Array;
  password?: string;
  tools?: ReactNode;
}) {
  const display = useDisplayDocument(bytes, password);
  const currentPage = useAppStore((s) => s.currentPage);
  const setCurrentPage = useAppStore((s) => s.setCurrentPage);
  const zoom = useAppStore((s) => s.zoom);
  const setZoom = useAppStore((s) => s.setZoom);
  const scrollRef = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  const rememberPlace = useZoomAnchor(scrollRef, zoom);
  const ready = display.status === 'ready';
  // Fit width once per document, when its pages are first laid out.
  useEffect(() => {
    if (ready && scrollRef.current) setZoom(fitWidthZoom(scrollRef.current));
  }, [ready, bytes, setZoom]);

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
      <div className="viewer-tools" role="toolbar" aria-label="Pages and review tools">
        <ViewerBar
          pageCount={display.doc.numPages}
          scrollRef={scrollRef}
          onGo={go}
          beforeZoom={rememberPlace}
        />
        {tools}
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
