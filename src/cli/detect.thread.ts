// Worker-thread entry: the built-in detector (findPii, then propagateOccurrences) for the CLI's
// document commands, started at start-up so loading the detector overlaps the main thread's
// start-up and reading, and detecting overlaps its painting (detection-thread.ts). Once it has
// detected, it loads pdf.js and reads the output's page strings for verification. Started
// through thread-entry.ts (compiled when fresh, else tsx).
import { parentPort } from 'node:worker_threads';
import type { TextTag } from '../core/contract/tags';
import type { openNodePdf } from '../engines/node/node-pdf-engine';
import { findPii } from '../core/detect/find-pii';
import { propagateOccurrences } from '../core/detect/propagate';
import type { DetectReply, DetectRequest } from './detection-protocol';

/** The pdf.js engine side this thread reads PDFs with, loaded once the detection is done. */
let engine: Promise<{ openNodePdf: typeof openNodePdf }> | undefined;

/** Loads pdf.js (both sides) into this thread, without Node's fetch (pdfjs-node-module.ts). */
function loadEngine() {
  engine ??= import('../engines/node/pdfjs-node-module').then(async (pdfjs) => {
    pdfjs.deferFetchDuringPdfjsImport();
    await pdfjs.loadNodePdfjs();
    await pdfjs.loadNodePdfjsWorker();
    return import('../engines/node/node-pdf-engine');
  });
  return engine;
}

/** The strings of every page of `pdf`, as the main thread's `pageText` reads them. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const source = await (await loadEngine()).openNodePdf(pdf, undefined);
  try {
    const texts: string[] = [];
    for (let page = 1; page <= source.pageCount; page++) {
      texts.push(source.pageText ? await source.pageText(page) : '');
      await source.releasePage?.(page);
    }
    return texts;
  } finally {
    await source.close();
  }
}

/** Runs the detector on `text` with its result dropped (it is pure: only speed changes). */
function warm(text: string, tags: readonly TextTag[]): void {
  try {
    propagateOccurrences(text, findPii(text, tags));
  } catch {
    // The real request reports any failure.
  }
}

parentPort?.on('message', (request: DetectRequest) => {
  if (request.kind === 'warm') {
    warm(request.text, request.tags);
    return;
  }
  if (request.kind === 'pageTexts') {
    pageTexts(request.pdf).then(
      (texts) => parentPort?.postMessage({ id: request.id, texts } satisfies DetectReply),
      (error: unknown) =>
        parentPort?.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies DetectReply),
    );
    return;
  }
  let reply: DetectReply;
  try {
    const spans = propagateOccurrences(request.text, findPii(request.text, request.tags));
    reply = { id: request.id, spans };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
  // The main thread paints and writes now; pdf.js is ready here when verification asks.
  void loadEngine().catch(() => undefined);
});
