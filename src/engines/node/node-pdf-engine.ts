import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfEngine, PdfSource } from '../../core/platform/ports';
import type { PdfJsModule } from '../pdfjs/pdfjs-module';
import { openWithPdfjs } from '../pdfjs/open-with-pdfjs';
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
    open(data: Uint8Array, options?: { password?: string }): Promise<PdfSource> {
      return openWithPdfjs(
        pdfjs as unknown as PdfJsModule,
        data,
        options?.password,
        ASSETS,
        createNapiRaster,
      );
    },
  };
}

/** URL of the pdfjs-dist folder, for tools that need to locate its assets. */
export const PDFJS_DIST_URL = pathToFileURL(PDFJS_DIR + '/').href;
