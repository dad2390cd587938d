import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { type Plugin, build } from 'vite';

/** Stable URL of the service worker: its scope is the whole origin, so it lives at the root. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Environment variable whose value is baked into the service worker as the app's version. */
export const VERSION_ENV = 'OBSCURA_VERSION';

/** What the service worker precaches, baked into it at build time. */
export interface PrecacheManifest {
  /** Content hash of every precached file (and the app version): the precache's cache name. */
  version: string;
  /** The version label of this build (`$OBSCURA_VERSION`, else package.json's). */
  appVersion: string;
  /** Root-relative URLs to fetch on install. */
  urls: string[];
}

/**
 * Files the app shell and text-layer + English OCR work need offline. Everything else (other
 * languages, models, onnxruntime's 27 MB wasm, the NER chunk) is cached on first use instead.
 */
const PRECACHE_RULES: RegExp[] = [
  /^index\.html$/,
  /^favicon\.svg$/,
  /^manifest\.webmanifest$/,
  /^icons\/.+\.(png|svg)$/,
  /^api\/openapi\.json$/,
  // The app's own chunks, except the lazily imported NER path (models are opt-in).
  /^assets\/(?!ort-wasm|browser-ner).+\.(js|mjs|css|wasm|woff2?|svg|png)$/,
  /^pdfjs\/(cmaps|standard_fonts|wasm)\/(?!LICENSE).+$/,
  /^tesseract\/(worker\.min\.js|languages\.json)$/,
  // The worker picks one core build at run time (SIMD level, LSTM-only or legacy for OSD).
  /^tesseract\/core\/tesseract-core[\w-]*\.wasm\.js$/,
  /^tesseract\/lang\/eng\.traineddata\.gz$/,
  // Orientation detection runs by default on the file endpoint (`rotated_text=true`).
  /^tesseract\/osd\/.+$/,
];

/** Lists every file under `dir`, as `/`-separated paths relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** The precache list of a built app, and a version that changes whenever any listed byte does. */
export async function precacheManifest(
  outDir: string,
  appVersion: string,
): Promise<PrecacheManifest> {
  const files = (await listFiles(outDir))
    .filter((path) => PRECACHE_RULES.some((rule) => rule.test(path)))
    .sort();
  const hash = createHash('sha256').update(`version:${appVersion}\n`);
  for (const path of files) {
    const fileHash = createHash('sha256')
      .update(await readFile(join(outDir, path)))
      .digest('hex');
    hash.update(`${path}:${fileHash}\n`);
  }
  return {
    version: hash.digest('hex').slice(0, 16),
    appVersion,
    urls: files.map((path) => `/${path}`),
  };
}

/**
 * Builds `entry` into `<outDir>/sw.js` as one self-contained ES module (a service worker may not
 * use `import()`, and a name without a hash keeps its registration stable across releases), with
 * the precache manifest of the app just built baked in as `__OBSCURA_PRECACHE__`.
 * The dev server answers `/sw.js` with a module importing the source (no precache there).
 */
export function serviceWorker(entry: string): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let isBuild = false;
  return {
    name: 'obscura:service-worker',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(`/${SERVICE_WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(`import '/${entry}';\n`);
      });
    },
    // A separate build, after the app's files are all written (sequential: the precache list is
    // read from the output folder itself, so it can never miss or invent a file).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!isBuild) return;
        const packageJson = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8')) as {
          version: string;
        };
        const manifest = await precacheManifest(
          outDir,
          process.env[VERSION_ENV] || packageJson.version,
        );
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          publicDir: false,
          define: { __OBSCURA_PRECACHE__: JSON.stringify(manifest) },
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            copyPublicDir: false,
            rolldownOptions: {
              input: resolve(root, entry),
              output: { entryFileNames: SERVICE_WORKER_FILE, codeSplitting: false },
            },
          },
        });
      },
    },
  };
}
