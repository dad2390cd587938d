import * as pdfjs from 'pdfjs-dist';
import type { PdfEngine, PdfSource } from '../../core/platform/ports';
import { openWithPdfjs } from '../pdfjs/open-with-pdfjs';
import type { RasterFactory } from '../pdfjs/pdfjs-source';
import { NoFilterFactory, OffscreenCanvasFactory } from './offscreen-canvas-factory';
import { offscreenImageDecoder } from './offscreen-image-decoder';
import { type BitmapEncoder, createOffscreenRaster } from './offscreen-raster';
import { pdfjsAssetUrls } from './pdfjs-asset-urls';
import { PDFJS_WORKER_URL } from './pdfjs-worker-url';

/** The browser PdfEngine, plus a way to stop the pdf.js worker it started. */
export interface BrowserPdfEngine extends PdfEngine {
  /** Terminates pdf.js's parser worker; the engine must not be used afterwards. */
  dispose(): void;
  /** Starts pdf.js's parser worker now (its code loads before the first document arrives). */
  warmUp(): void;
}

/** How a browser engine is set up besides its asset URLs. */
export interface BrowserEngineOptions {
  /**
   * Encodes finished pages in another thread while this one draws the next (`encode-pool.ts`);
   * without it pages are encoded here.
   */
  encoder?: BitmapEncoder & { dispose?(): void };
}

/**
 * Creates the pdf.js engine for a Web Worker: the modern build, rendering into OffscreenCanvas,
 * fetching fonts, cmaps and wasm from the app's own origin. pdf.js parses in a nested worker
 * of its own (importing its worker module here instead would hijack this worker's messages).
 */
export function createBrowserPdfEngine(
  baseUrl: string = self.location.href,
  options: BrowserEngineOptions = {},
): BrowserPdfEngine {
  const assets = pdfjsAssetUrls(baseUrl);
  const { encoder } = options;
  const raster: RasterFactory = (width, height) => createOffscreenRaster(width, height, encoder);
  let thread: Worker | undefined;
  let parser: pdfjs.PDFWorker | undefined;
  // One parser thread for the engine's lifetime; documents share it and are destroyed alone.
  const parserWorker = (): pdfjs.PDFWorker => {
    if (parser) return parser;
    thread = new Worker(PDFJS_WORKER_URL, { type: 'module', name: 'pdf.js parser' });
    // pdf.js's JSDoc-derived typings declare `port` as null; a Worker is what it accepts.
    const params = { port: thread } as unknown as ConstructorParameters<typeof pdfjs.PDFWorker>[0];
    return (parser = new pdfjs.PDFWorker(params));
  };

  return {
    images: offscreenImageDecoder,
    open(data: Uint8Array, openOptions?: { password?: string }): Promise<PdfSource> {
      const params = {
        worker: parserWorker(),
        ...assets,
        // Explicit, or pdf.js probes `document.baseURI`, which a worker lacks.
        useWorkerFetch: true,
        // No FontFace in this scope's document-less world: draw glyphs as paths instead.
        disableFontFace: true,
        useSystemFonts: false,
        // pdf.js itself avoids ImageDecoder in Chromium for decoding bugs; the probe misses workers.
        isImageDecoderSupported: false,
        CanvasFactory: OffscreenCanvasFactory,
        FilterFactory: NoFilterFactory,
      };
      return openWithPdfjs(pdfjs, data, openOptions?.password, params, raster);
    },
    warmUp() {
      parserWorker();
    },
    dispose() {
      parser?.destroy();
      thread?.terminate();
      parser = undefined;
      thread = undefined;
      encoder?.dispose?.();
    },
  };
}
