import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { OCR_LANGUAGES } from '../src/core/contract/languages.ts';
import {
  TESSERACT_ASSET_DIR,
  TESSERACT_CORE_DIR,
  TESSERACT_LANG_DIR,
  TESSERACT_MANIFEST_FILE,
  TESSERACT_OSD_DIR,
  TESSERACT_WORKER_FILE,
  type TesseractManifest,
} from '../src/engines/browser/tesseract-asset-layout.ts';
import { findTrainedData } from '../src/engines/node/node-tessdata.ts';

const require = createRequire(import.meta.url);
const TESSERACT_DIR = dirname(require.resolve('tesseract.js/package.json'));
const CORE_DIR = dirname(require.resolve('tesseract.js-core/package.json'));

/** Reads a file lazily: the dev server answers from it, the build emits it. */
type Source = () => Buffer;

/** Language data gzipped (tesseract.js is told `gzip: true`); a plain system file is packed here. */
function gzipped(file: string): Source {
  return () => (file.endsWith('.gz') ? readFileSync(file) : gzipSync(readFileSync(file)));
}

/**
 * Every file tesseract.js may ask for, by path under TESSERACT_ASSET_DIR: its worker script,
 * every core build (the worker picks relaxed SIMD, SIMD or plain, LSTM-only or legacy, at run
 * time by the browser's features; only the `.wasm.js` builds with the module inlined, the ones
 * a folder `corePath` loads: the separate `.js` + `.wasm` pairs are never fetched), the
 * data of each OCR language that is installed (npm `@tesseract.js-data/*`, Russian from a system
 * tessdata folder when there is one), the orientation data, and a manifest listing that data.
 */
export function tesseractAssets(): Map<string, Source> {
  const assets = new Map<string, Source>();
  assets.set(TESSERACT_WORKER_FILE, () =>
    readFileSync(join(TESSERACT_DIR, 'dist', TESSERACT_WORKER_FILE)),
  );
  const coreBuilds = readdirSync(CORE_DIR).filter((n) =>
    /^tesseract-core[\w-]*\.wasm\.js$/.test(n),
  );
  for (const name of coreBuilds)
    assets.set(`${TESSERACT_CORE_DIR}/${name}`, () => readFileSync(join(CORE_DIR, name)));
  const manifest: TesseractManifest = { languages: [], osd: false };
  for (const code of OCR_LANGUAGES) {
    const file = findTrainedData(code);
    if (!file) continue;
    manifest.languages.push(code);
    assets.set(`${TESSERACT_LANG_DIR}/${code}.traineddata.gz`, gzipped(file));
  }
  const osd = findTrainedData('osd', '4.0.0');
  if (osd) {
    manifest.osd = true;
    assets.set(`${TESSERACT_OSD_DIR}/osd.traineddata.gz`, gzipped(osd));
  }
  assets.set(TESSERACT_MANIFEST_FILE, () => Buffer.from(JSON.stringify(manifest)));
  return assets;
}

/** Content type by file ending; data files are opaque bytes (never `Content-Encoding: gzip`). */
function contentType(path: string): string {
  if (path.endsWith('.wasm')) return 'application/wasm';
  if (path.endsWith('.js')) return 'text/javascript';
  if (path.endsWith('.json')) return 'application/json';
  return 'application/octet-stream';
}

/**
 * Serves tesseract.js from the app's own origin: answered by the dev server, emitted into
 * `dist/tesseract/` by the build. tesseract.js's defaults would fetch all of it from a CDN.
 */
export function tesseractAssetsPlugin(): Plugin {
  let assets: Map<string, Source> | undefined;
  const cache = new Map<string, Buffer>();
  return {
    name: 'obscura:tesseract-assets',
    configureServer(server) {
      server.middlewares.use(`/${TESSERACT_ASSET_DIR}/`, (req, res, next) => {
        assets ??= tesseractAssets();
        const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        const source = assets.get(path);
        if (!source) {
          next();
          return;
        }
        // Packing Russian takes a moment: do it once per dev server.
        const body = cache.get(path) ?? source();
        cache.set(path, body);
        res.setHeader('Content-Type', contentType(path));
        res.end(body);
      });
    },
    generateBundle() {
      for (const [path, source] of tesseractAssets()) {
        this.emitFile({
          type: 'asset',
          fileName: `${TESSERACT_ASSET_DIR}/${path}`,
          source: source(),
        });
      }
    },
  };
}
