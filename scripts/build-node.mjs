// `npm run build:node` (also the `prepare` script, so `npm ci` and `npm install` run it): bundles
// the CLI (src/cli/main.ts) and every worker-thread entry (src/**/*.thread.ts) into plain
// JavaScript under dist-node/, so `obscura` starts without transpiling TypeScript. The pure
// JavaScript packages the engines load at start-up (BUNDLED) are bundled in too: Node resolving,
// opening and compiling their hundreds of files cost more than half of the CLI's start-up (import
// of the CLI 0.69 -> 0.33 s of CPU). Other packages stay external and load from node_modules
// (native addons, pdf.js, tesseract.js, transformers, which find files beside their own modules).
// The manifest written last lists the source files each build was made of and the version of
// every package bundled in; bin/build-state.mjs calls the build stale when a source is newer or
// an installed version differs.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative, sep } from 'node:path';
import {
  BUILD_DIR,
  isBundled,
  MANIFEST,
  packageDirOf,
  packageVersion,
  ROOT,
} from '../bin/build-state.mjs';
import { buildCommonJs } from './build-commonjs.mjs';
import { seedCodeCache } from './seed-code-cache.mjs';

/** Every `*.thread.ts` under src/, as paths relative to the root with forward slashes. */
function threadEntries(dir = join(ROOT, 'src')) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...threadEntries(path));
    else if (entry.name.endsWith('.thread.ts')) found.push(toPosix(relative(ROOT, path)));
  }
  return found;
}

/** A path with forward slashes (manifest keys are the same on every platform). */
function toPosix(path) {
  return path.split(sep).join('/');
}

/** `src/cli/main.ts` -> `cli/main` (the output name, without extension). */
function outputName(source) {
  return source.replace(/^src\//, '').replace(/\.ts$/, '');
}

let rolldown;
try {
  ({ rolldown } = await import('rolldown'));
} catch {
  // A production install without dev dependencies: bin/obscura.mjs runs the sources via tsx.
  console.warn(
    'build-node: rolldown is not installed; the CLI will run from its TypeScript sources.',
  );
  process.exit(0);
}

/**
 * Bare specifiers load at run time from node_modules, except the bundled packages and what they
 * import themselves (tslib, pako, dayjs...); node: built-ins always.
 */
function external(id, importer) {
  return (
    isBuiltin(id) ||
    (!id.startsWith('.') &&
      !id.startsWith('/') &&
      !id.startsWith('\0') &&
      !isBundled(id) &&
      !importer?.includes(`${sep}node_modules${sep}`))
  );
}

/**
 * Entries built as CommonJS too (build-commonjs.mjs): the CLI and the threads a document command
 * starts. pdfjs.thread.ts and the server's job.thread.ts await at their top level, which
 * CommonJS cannot, so they run as ES modules only.
 */
const COMMONJS_ENTRIES = [
  'src/cli/start.ts',
  'src/cli/detect.thread.ts',
  'src/engines/node/page.thread.ts',
];

const startedAt = Date.now();
const sources = ['src/cli/start.ts', ...threadEntries()];
rmSync(BUILD_DIR, { recursive: true, force: true });
let output;
try {
  const bundle = await rolldown({
    input: Object.fromEntries(sources.map((s) => [outputName(s), join(ROOT, s)])),
    platform: 'node',
    external,
    logLevel: 'warn',
  });
  ({ output } = await bundle.write({
    dir: BUILD_DIR,
    format: 'esm',
    entryFileNames: '[name].mjs',
    chunkFileNames: 'chunks/[name]-[hash].mjs',
    sourcemap: true,
  }));
  await bundle.close();
  // The CLI, its threads and pdf.js as CommonJS for V8's code cache (bin/code-cache.mjs).
  output.push(
    ...(await buildCommonJs(rolldown, ROOT, BUILD_DIR, COMMONJS_ENTRIES, outputName, external)),
  );
} catch (error) {
  console.error(
    `build-node: the build failed; the CLI will run from its sources.\n${error.message}`,
  );
  rmSync(BUILD_DIR, { recursive: true, force: true });
  // As the install's `prepare` step a failed build must not fail `npm ci`: bin/obscura.mjs
  // falls back on the sources, which report the same error when they run.
  process.exit(process.env.npm_lifecycle_event === 'prepare' ? 0 : 1);
}

const inputs = new Set();
/** Package folder (relative, forward slashes) -> the version bundled in. */
const packages = {};
for (const chunk of output) {
  if (chunk.type !== 'chunk') continue;
  for (const id of chunk.moduleIds) {
    const dir = packageDirOf(id);
    if (dir) {
      const rel = toPosix(relative(ROOT, dir));
      packages[rel] ??= packageVersion(ROOT, rel);
    } else if (id.startsWith(ROOT)) inputs.add(toPosix(relative(ROOT, id)));
  }
}
const entries = Object.fromEntries(sources.map((s) => [s, `${outputName(s)}.mjs`]));
const sortedPackages = Object.fromEntries(Object.entries(packages).sort());
writeFileSync(
  MANIFEST,
  `${JSON.stringify({ startedAt, entries, inputs: [...inputs].sort(), packages: sortedPackages }, null, 2)}\n`,
);
console.log(
  `build-node: ${sources.length} entries, ${inputs.size} source files, ${Object.keys(packages).length} packages -> ${relative(ROOT, BUILD_DIR)}/ in ${Date.now() - startedAt} ms`,
);
// The code cache of the CommonJS CLI, written by one run of it (bin/code-cache.mjs).
const seedStarted = Date.now();
const notSeeded = await seedCodeCache(ROOT);
console.log(
  notSeeded
    ? `build-node: no code cache (${notSeeded}); the first run writes it.`
    : `build-node: code cache written in ${Date.now() - seedStarted} ms`,
);
