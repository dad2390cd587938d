// Worker-thread entry: reads and renders pages of documents opened by the main thread, each
// with this thread's own pdf.js, so pages are read and rendered on every core
// (see threaded-source.ts). Started through thread-entry.ts (compiled when fresh, else tsx).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { scaleWithinBudget } from '../../core/pipeline/page-limits';
import type { PageRaster, PdfSource } from '../../core/platform/ports';
import { createNapiRaster } from './napi-raster';
import { openNodePdf } from './node-pdf-engine';
import type { FromThread, RunMessage, RunValue, ToThread } from './thread-protocol';

/** The 2D context calls used to read a rendered page's pixels. */
interface PixelContext {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

/** Contexts of the rasters this thread rendered, to read their pixels back. */
const contexts = new WeakMap<PageRaster, PixelContext>();

/** Open documents by the main thread's id (opened on their first page read). */
const docs = new Map<
  number,
  { data: Uint8Array; password?: string; source?: Promise<PdfSource> }
>();

/** The opened document `doc`. */
function sourceOf(doc: number): Promise<PdfSource> {
  const entry = docs.get(doc);
  if (!entry) throw new Error(`Document ${doc} is not open in this thread.`);
  entry.source ??= openNodePdf(entry.data, entry.password, (width, height) => {
    const drawable = createNapiRaster(width, height);
    contexts.set(drawable.raster, drawable.context as PixelContext);
    return drawable;
  });
  return entry.source;
}

/** The pdf.js document inside a PdfJsSource (a private field: read only to free memory). */
interface WithDoc {
  doc?: { getPage(page: number): Promise<{ cleanup(): boolean }> };
}

/**
 * Frees everything pdf.js keeps of the page, text pages included: `releasePage` keeps a text
 * page's operator list for the render that follows, but in a thread the next read of the page
 * usually lands on another thread, and every thread keeping every page it read multiplied the
 * memory by the thread count.
 */
async function forgetPage(source: PdfSource, page: number): Promise<void> {
  const doc = (source as unknown as WithDoc).doc;
  if (typeof doc?.getPage !== 'function') return;
  (await doc.getPage(page)).cleanup();
}

/** PdfJsSource's render from the reading's operator list (pdfjs-source.ts). */
interface ReadingListRender {
  renderFromReadingList(page: number, scale: number): Promise<PageRaster>;
}

/** Runs one page read and returns its value (with the buffers to transfer). */
async function run(message: RunMessage): Promise<[RunValue, ArrayBuffer[]]> {
  const source = await sourceOf(message.doc);
  const page = message.page;
  try {
    switch (message.method) {
      case 'textRuns': {
        const runs = await source.textRuns(page);
        if (!message.drawing || !source.pageDrawing || runs.every((r) => r.str.trim() === ''))
          return [{ method: 'textRuns', runs }, []];
        try {
          return [{ method: 'textRuns', runs, drawing: await source.pageDrawing(page) }, []];
        } catch (error) {
          return [{ method: 'textRuns', runs, drawing: { failed: String(error) } }, []];
        }
      }
      case 'pageText':
        return [{ method: 'pageText', text: (await source.pageText?.(page)) ?? '' }, []];
      case 'pageContent': {
        if (!source.pageContent) throw new Error('pageContent is not available.');
        return [{ method: 'pageContent', content: await source.pageContent(page) }, []];
      }
      case 'pageDrawing': {
        if (!source.pageDrawing) throw new Error('pageDrawing is not available.');
        return [{ method: 'pageDrawing', drawing: await source.pageDrawing(page) }, []];
      }
      case 'encode': {
        // The writer's own steps for a page without boxes: its scale within the pixel budget,
        // the render, the encode (render-ahead.ts).
        const geometry = await source.geometry(page);
        const scale = scaleWithinBudget(geometry, message.scale ?? 1, message.maxPagePixels);
        const started = Date.now();
        const raster = message.readingList
          ? await (source as unknown as ReadingListRender).renderFromReadingList(page, scale)
          : await source.render(page, scale);
        const renderMs = Date.now() - started;
        try {
          const encoded = await raster.encode(message.format ?? 'jpeg', message.quality ?? 1);
          // A copy of its own, so the transfer never takes a buffer the encoder shares.
          const image = encoded.slice();
          return [{ method: 'encode', image, scale, renderMs }, [image.buffer]];
        } finally {
          raster.release();
        }
      }
      default: {
        // 'render'
        const raster = await source.render(page, message.scale ?? 1);
        try {
          const { width, height } = raster;
          const rgba = contexts.get(raster)!.getImageData(0, 0, width, height).data;
          return [
            { method: 'render', pixels: { width, height, rgba } },
            [rgba.buffer as ArrayBuffer],
          ];
        } finally {
          raster.release();
        }
      }
    }
  } finally {
    // One page's parsed content and decoded images at a time, however long the document.
    await source.releasePage?.(page);
    await forgetPage(source, page);
  }
}

if ((workerData as { lowPriority?: boolean } | null)?.lowPriority) {
  try {
    // Priority 0 names the calling thread on Linux: this thread only, not the process.
    setPriority(19);
  } catch {
    // Not permitted or not supported: it runs at the normal priority.
  }
}

parentPort!.on('message', (message: ToThread) => {
  if (message.type === 'open') {
    docs.set(message.doc, { data: message.data, password: message.password });
  } else if (message.type === 'close') {
    const entry = docs.get(message.doc);
    docs.delete(message.doc);
    void entry?.source?.then((s) => s.close()).catch(() => undefined);
  } else {
    run(message).then(
      ([value, transfer]) =>
        parentPort!.postMessage({ id: message.id, value } satisfies FromThread, transfer),
      (error: unknown) =>
        parentPort!.postMessage({ id: message.id, failed: String(error) } satisfies FromThread),
    );
  }
});
parentPort!.postMessage('ready');
