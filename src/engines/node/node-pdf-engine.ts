import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import type { PdfEngine, PdfSource } from '../../core/platform/ports';
import { openWithPdfjs } from '../pdfjs/open-with-pdfjs';
import type { RasterFactory } from '../pdfjs/pdfjs-source';
import { leanInThreadWorker } from './lean-loopback-port';
import { NapiCanvasFactory } from './napi-canvas-factory';
import { createNapiRaster } from './napi-raster';
import { napiImageDecoder } from './napi-image-decoder';
import { PageThreadPool } from './page-threads';
import { loadNodePdfjs, loadNodePdfjsWorker } from './pdfjs-node-module';
import { openOnPdfjsThread, pdfjsThreadWanted } from './pdfjs-thread-worker';
import { renderAheadWanted, renderingAhead } from './render-ahead';
import { threadedSource } from './threaded-source';

/** Folder of the installed pdfjs-dist package (fonts, cmaps and wasm decoders live there). */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** pdf.js in Node reads these from disk: it needs a trailing slash and a plain path. */
const ASSETS = {
  standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_DIR, 'cmaps') + '/',
  wasmUrl: join(PDFJS_DIR, 'wasm') + '/',
  CanvasFactory: NapiCanvasFactory,
};

/**
 * Opens `data` with pdf.js (`createRaster` makes the canvases it renders on). With
 * OBSCURA_PDFJS_THREAD=1, on the main thread, pdf.js's worker side runs in its own thread
 * (pdfjs-thread-worker.ts) so parsing and image decoding overlap painting; by default all in
 * this thread (pdf.js's worker side loaded beforehand, for the same reason as pdf.js itself).
 */
export async function openNodePdf(
  data: Uint8Array,
  password: string | undefined,
  createRaster: RasterFactory = createNapiRaster,
): Promise<PdfSource> {
  // Loaded lazily, so V8's Array.prototype.push survives pdf.js (pdfjs-node-module.ts).
  const module = await loadNodePdfjs();
  if (!pdfjsThreadWanted()) {
    const workerSide = await loadNodePdfjsWorker();
    if (process.env.OBSCURA_PDFJS_CLONE === '1') {
      return openWithPdfjs(module, data, password, ASSETS, createRaster);
    }
    // pdf.js's fake worker would structured-clone every chunk (lean-loopback-port.ts).
    const worker = leanInThreadWorker(module.PDFWorker, workerSide);
    try {
      const source = await openWithPdfjs(
        module,
        data,
        password,
        { ...ASSETS, worker },
        createRaster,
      );
      return closingAlso(source, () => worker.destroy());
    } catch (error) {
      worker.destroy();
      throw error;
    }
  }
  return openOnPdfjsThread((worker) =>
    openWithPdfjs(module, data, password, { ...ASSETS, worker }, createRaster),
  );
}

/** The source, whose `close` also runs `after` (once the document is destroyed). */
function closingAlso(source: PdfSource, after: () => void): PdfSource {
  const close = async () => {
    try {
      await source.close();
    } finally {
      after();
    }
  };
  return new Proxy(source, {
    get(target, property, receiver) {
      if (property === 'close') return close;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Options of the Node pdf.js engine. */
export interface NodePdfEngineOptions {
  /**
   * Worker threads that read and render pages ahead of the core (threaded-source.ts); 0 reads
   * every page on the calling thread. Default: the OBSCURA_PAGE_THREADS environment variable,
   * else 0 (the CLI sets it to the machine's cores).
   */
  pageThreads?: number;
}

/**
 * The page thread count asked for by the environment (0 when unset or not a number). Only the
 * main thread reads it: an engine made inside a worker thread (a server's job thread) would
 * otherwise start threads of its own for every job thread.
 */
function pageThreadsFromEnv(): number {
  if (!isMainThread) return 0;
  const n = Number(process.env.OBSCURA_PAGE_THREADS ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * The source with one turn of the event loop before each page's text is read. pdf.js's
 * in-thread worker answers through promises only, so reading a long document never let the loop
 * run: OCR processes started during the reading (ocr-stage.ts) were neither fed nor seen to end
 * until it was over. A turn per page lets them end and the next ones start meanwhile.
 */
function yieldingSource(source: PdfSource): PdfSource {
  const textRuns = source.textRuns.bind(source);
  const own: Partial<PdfSource> = {
    textRuns: async (page) => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return textRuns(page);
    },
  };
  return new Proxy(source, {
    get(target, property, receiver) {
      if (property in own) return own[property as keyof PdfSource];
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Node's zlib deflate (native, about 4x pako's speed), for the writer's page contents. */
function nativeDeflate(data: Uint8Array): Uint8Array {
  const out = deflateSync(data);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

/** Creates the pdf.js engine for Node (legacy build, @napi-rs/canvas for rendering). */
export function createNodePdfEngine(options: NodePdfEngineOptions = {}): PdfEngine {
  const threads = options.pageThreads ?? pageThreadsFromEnv();
  const pool = threads > 0 ? new PageThreadPool(threads) : undefined;
  return {
    images: napiImageDecoder,
    deflate: nativeDeflate,
    async open(data: Uint8Array, open?: { password?: string }): Promise<PdfSource> {
      const source = yieldingSource(await openNodePdf(data, open?.password));
      if (pool) return threadedSource(source, pool, data, open?.password);
      // Opt-in: pages rendered on another core while the job reads and detects.
      return renderAheadWanted() ? renderingAhead(source, data, open?.password) : source;
    },
  };
}

/** URL of the pdfjs-dist folder, for tools that need to locate its assets. */
export const PDFJS_DIST_URL = pathToFileURL(PDFJS_DIR + '/').href;
