import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfjsAssetUrls } from '../../engines/browser/pdfjs-asset-urls';
import { PDFJS_WORKER_URL } from '../../engines/browser/pdfjs-worker-url';
import { IMAGE_LIMIT_PARAMS } from '../../engines/pdfjs/image-limits';

// The page view's pdf.js runs on the main thread with its own worker, served by this app.
pdfjs.GlobalWorkerOptions.workerSrc = PDFJS_WORKER_URL;

/** The loading task of a document opened for display, so the caller can destroy it early. */
export interface DisplayDocumentTask {
  promise: Promise<PDFDocumentProxy>;
  destroy(): Promise<void>;
}

/**
 * Opens a PDF for drawing its pages (with the password of an encrypted one); `bytes` are
 * copied because pdf.js detaches its input.
 */
export function openForDisplay(bytes: Uint8Array, password?: string): DisplayDocumentTask {
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    ...(password === undefined ? {} : { password }),
    ...pdfjsAssetUrls(location.href),
    isEvalSupported: false,
    enableXfa: false,
    verbosity: 0,
    // The same decoded-image limit as the engines: the viewer cannot be made to take gigabytes.
    ...IMAGE_LIMIT_PARAMS,
  });
  return { promise: task.promise, destroy: () => task.destroy() };
}
