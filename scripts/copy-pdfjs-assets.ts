import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Folder of the installed pdfjs-dist package. */
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** pdf.js loads these lazily (fonts for the 14 standard fonts, CJK cmaps, image decoders). */
const FOLDERS = ['standard_fonts', 'cmaps', 'wasm'] as const;

/** URL path (under the app's base) the assets are served from; src/engines/browser reads it too. */
export const PDFJS_ASSET_DIR = 'pdfjs';

const MIME: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.ttf': 'font/ttf',
  '.pfb': 'application/octet-stream',
  '.bcmap': 'application/octet-stream',
};

/** Every file of the asset folders, as paths relative to pdfjs-dist (e.g. `cmaps/GB-H.bcmap`). */
function listAssets(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(PDFJS_DIR, folder))
      .filter((name) => statSync(join(PDFJS_DIR, folder, name)).isFile())
      .map((name) => `${folder}/${name}`),
  );
}

/**
 * Serves pdf.js's fonts, cmaps and wasm decoders from the app's own origin: emitted into the
 * build, and answered by the dev server. The app must never fetch them from a CDN.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'obscura:pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_ASSET_DIR}/`, (req, res, next) => {
        const relative = normalize(decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        const folder = relative.split(sep).filter(Boolean)[0];
        if (!FOLDERS.includes(folder as (typeof FOLDERS)[number]) || relative.includes('..')) {
          next();
          return;
        }
        try {
          const body = readFileSync(join(PDFJS_DIR, relative));
          res.setHeader('Content-Type', MIME[extname(relative)] ?? 'application/octet-stream');
          res.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const file of listAssets()) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_ASSET_DIR}/${file}`,
          source: readFileSync(join(PDFJS_DIR, file)),
        });
      }
    },
  };
}
