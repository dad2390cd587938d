import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_DIR, freshBuild, ROOT } from '../../../bin/build-state.mjs';

/** What `new Worker(url, { execArgv })` needs to start a worker-thread entry. */
export interface ThreadEntry {
  /**
   * The module to run: when fresh, a `data:` module running the compiled CommonJS entry through
   * V8's code cache (the compiled `.mjs` where that is missing or OBSCURA_CODE_CACHE=0), else a
   * `data:` module that registers tsx
   * and imports the TypeScript source (Node 20 does not apply `--import` loaders to a worker's
   * own entry, so tsx has to be registered inside the thread before the source loads).
   */
  url: URL;
  /** Node options the thread needs (none today; pass them on so callers stay correct). */
  execArgv: string[];
  /** True when the compiled build runs (false: the sources through tsx). */
  compiled: boolean;
}

/**
 * How to start the worker-thread entry `source`, a path from the project root such as
 * `'src/engines/node/page.thread.ts'`. Team convention: files named `src/**\/*.thread.ts` are
 * thread entries, and `npm run build:node` compiles each to `dist-node/<path>.mjs`. The compiled
 * file is used when the build is complete and no source changed since (the same check as
 * bin/obscura.mjs), so tests and development never run stale code; otherwise the source runs
 * through tsx. Use it as:
 *
 *   const { url, execArgv } = threadEntry('src/engines/node/page.thread.ts');
 *   const worker = new Worker(url, { execArgv, workerData });
 */
export function threadEntry(source: string): ThreadEntry {
  const built = freshBuild(source);
  if (built) {
    // The same entry of the build's CommonJS half, through V8's code cache (bin/code-cache.mjs):
    // the thread then gets the detector and pdf.js compiled, as the main thread does.
    const entry = relative(BUILD_DIR, built).replace(/\.mjs$/, '.cjs');
    if (process.env.OBSCURA_CODE_CACHE !== '0' && existsSync(join(BUILD_DIR, 'cjs', entry))) {
      const loader = pathToFileURL(join(ROOT, 'bin', 'code-cache.mjs')).href;
      const code =
        `import { runCommonJsBuild } from ${JSON.stringify(loader)};\n` +
        `runCommonJsBuild(${JSON.stringify(BUILD_DIR)}, ${JSON.stringify(entry.split(sep).join('/'))});\n`;
      return {
        url: new URL(`data:text/javascript,${encodeURIComponent(code)}`),
        execArgv: [],
        compiled: true,
      };
    }
    return { url: pathToFileURL(built), execArgv: [], compiled: true };
  }
  // Resolved from the project, not the working directory the command was started in.
  // (tsx's `esm/api` export; require.resolve would pick its CommonJS twin.)
  const tsxDir = dirname(createRequire(join(ROOT, 'package.json')).resolve('tsx/package.json'));
  const api = join(tsxDir, 'dist', 'esm', 'api', 'index.mjs');
  const code =
    `import { register } from ${JSON.stringify(pathToFileURL(api).href)};\n` +
    `register();\n` +
    `await import(${JSON.stringify(pathToFileURL(join(ROOT, source)).href)});\n`;
  return {
    url: new URL(`data:text/javascript,${encodeURIComponent(code)}`),
    execArgv: [],
    compiled: false,
  };
}
