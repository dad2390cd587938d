import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfEngine, PdfSource } from '../../core/platform/ports';
import { assertLooksLikePdf, mapOpenError } from '../pdfjs/map-open-error';
import type { PdfJsModule } from '../pdfjs/pdfjs-module';
import { PdfJsSource } from '../pdfjs/pdfjs-source';
import { createNapiRaster } from './napi-raster';

/** Folder of the installed pdfjs-dist package (fonts, cmaps and wasm decoders live there). */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** pdf.js in Node reads these from disk: it needs a trailing slash and a plain path. */
const ASSETS = {
  standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_DIR, 'cmaps') + '/',
  wasmUrl: join(PDFJS_DIR, 'wasm') + '/',
};

/** Creates the pdf.js engine for Node (legacy build, @napi-rs/canvas for rendering). */
export function createNodePdfEngine(): PdfEngine {
  return {
    async open(data: Uint8Array, options?: { password?: string }): Promise<PdfSource> {
      assertLooksLikePdf(data);
      // pdf.js transfers (detaches) the buffer it is given: hand it a copy so callers keep theirs.
      const task = pdfjs.getDocument({
        data: data.slice(),
        password: options?.password,
        ...ASSETS,
        cMapPacked: true,
        isEvalSupported: false,
        enableXfa: false,
        stopAtErrors: false,
        verbosity: 0,
      });
      try {
        const doc = await task.promise;
        return new PdfJsSource(pdfjs as unknown as PdfJsModule, doc, createNapiRaster);
      } catch (error) {
        await task.destroy().catch(() => undefined);
        throw mapOpenError(error, Boolean(options?.password));
      }
    },
  };
}

/** URL of the pdfjs-dist folder, for tools that need to locate its assets. */
export const PDFJS_DIST_URL = pathToFileURL(PDFJS_DIR + '/').href;
