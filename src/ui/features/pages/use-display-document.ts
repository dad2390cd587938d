import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openForDisplay } from '../../services/display-pdfjs';

/** Loading state of the displayed document. */
export type DisplayDocument =
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'failed'; message: string };

/**
 * Opens `bytes` with the main-thread pdf.js and destroys it when the bytes change. The proxy is
 * a live resource, not application state, so it stays out of the store.
 */
export function useDisplayDocument(bytes: Uint8Array, password?: string): DisplayDocument {
  const [state, setState] = useState<{ bytes: Uint8Array; value: DisplayDocument }>();
  useEffect(() => {
    const task = openForDisplay(bytes, password);
    let live = true;
    task.promise.then(
      (doc) => live && setState({ bytes, value: { status: 'ready', doc } }),
      (error: unknown) =>
        live &&
        setState({
          bytes,
          value: { status: 'failed', message: `The pages cannot be shown: ${String(error)}` },
        }),
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [bytes, password]);
  // A result for older bytes is stale until the new document has loaded.
  return state?.bytes === bytes ? state.value : { status: 'loading' };
}
