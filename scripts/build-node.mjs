// `npm run build:node` (also the `prepare` script, so `npm ci` and `npm install` run it): bundles
// the CLI (src/cli/main.ts) and every worker-thread entry (src/**/*.thread.ts) into plain
// JavaScript under dist-node/, so `obscura` starts without transpiling TypeScript. Packages in
// node_modules stay external (pdf.js, canvas, tesseract load from there). The manifest written
// last lists the source files each build was made of; bin/build-state.mjs compares their mtimes
// with the build's start to tell a fresh build from a stale one.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BUILD_DIR, MANIFEST, ROOT } from '../bin/build-state.mjs';

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

const startedAt = Date.now();
const sources = ['src/cli/start.ts', ...threadEntries()];
rmSync(BUILD_DIR, { recursive: true, force: true });
let output;
try {
  const bundle = await rolldown({
    input: Object.fromEntries(sources.map((s) => [outputName(s), join(ROOT, s)])),
    platform: 'node',
    // Bare specifiers (packages, node: built-ins) load at run time from node_modules.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
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
for (const chunk of output) {
  if (chunk.type !== 'chunk') continue;
  for (const id of chunk.moduleIds) {
    if (id.startsWith(ROOT) && !id.includes(`${sep}node_modules${sep}`))
      inputs.add(toPosix(relative(ROOT, id)));
  }
}
const entries = Object.fromEntries(sources.map((s) => [s, `${outputName(s)}.mjs`]));
writeFileSync(
  MANIFEST,
  `${JSON.stringify({ startedAt, entries, inputs: [...inputs].sort() }, null, 2)}\n`,
);
console.log(
  `build-node: ${sources.length} entries, ${inputs.size} source files -> ${relative(ROOT, BUILD_DIR)}/ in ${Date.now() - startedAt} ms`,
);
