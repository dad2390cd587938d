import { resolve } from 'node:path';
import { type Plugin, build } from 'vite';

/** Stable URL of the service worker: its scope is the whole origin, so it lives at the root. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Builds `entry` into `<outDir>/sw.js` as one self-contained ES module (a service worker may not
 * use `import()`, and a name without a hash keeps its registration stable across releases).
 * The dev server answers `/sw.js` with a module importing the source, so `npm run dev` works too.
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
    // A separate build, after the app's: the app's chunks are shared by pages, not by the worker.
    async closeBundle() {
      if (!isBuild) return;
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
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
  };
}
