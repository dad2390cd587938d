// Where the compiled Node build lives and whether it is fresh. Shared by bin/obscura.mjs (which
// must start fast, so this is plain JavaScript with no dependencies), scripts/build-node.mjs and
// src/engines/node/thread-entry.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module holding bin/build-state.mjs. Found
 * by walking up because bundles inline this module into dist-node/ (its URL is then the bundle's).
 */
function findRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'bin', 'build-state.mjs'))) {
    const up = dirname(dir);
    if (up === dir)
      throw new Error('obscura: cannot find the project folder (bin/build-state.mjs).');
    dir = up;
  }
  return dir;
}

/** The repository root. */
export const ROOT = findRoot();

/** Folder of the compiled build (ignored by git, lint and vite). */
export const BUILD_DIR = join(ROOT, 'dist-node');

/** The build's record of its inputs: written last, so its presence means a complete build. */
export const MANIFEST = join(BUILD_DIR, 'manifest.json');

/**
 * Pure JavaScript packages bundled into dist-node/ (with what they import themselves) instead of
 * loading from node_modules at run time: the ones every document command loads at start-up.
 * Native addons and packages that find files beside their own modules stay out.
 */
export const BUNDLED = ['pdf-lib', 'chrono-node', 'libphonenumber-js', 'zod', 'ibantools', 're2js'];

/** Whether the bare import specifier `id` ('zod', 'zod/v4', 'chrono-node/dist/...') is bundled. */
export function isBundled(id) {
  return BUNDLED.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * The package folder a module file lies in (`.../node_modules/@scope/name`), the innermost one
 * for nested node_modules, or undefined for a file outside node_modules.
 */
export function packageDirOf(file) {
  const m = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file);
  return m?.[1];
}

/** The version in `<root>/<dir>/package.json`, or undefined when it cannot be read. */
export function packageVersion(root, dir) {
  try {
    return JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * The built file for a source file under src/ (`src/cli/main.ts` -> `dist-node/cli/main.mjs`)
 * when the build is complete, no input changed since it started and every package bundled in is
 * still installed at the version it was built from, else undefined. An input is any source file
 * the bundle was made of, so an edited import is caught through its importer. `root` and
 * `buildDir` are for tests.
 */
export function freshBuild(sourcePath, root = ROOT, buildDir = BUILD_DIR) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(buildDir, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const built = manifest.entries?.[sourcePath];
  if (!built || !existsSync(join(buildDir, built))) return undefined;
  // A benchmark that built just before it started runs that build while others edit the tree.
  if (process.env.OBSCURA_TRUST_BUILD === '1') return join(buildDir, built);
  for (const input of manifest.inputs ?? []) {
    let mtime;
    try {
      mtime = statSync(join(root, input)).mtimeMs;
    } catch {
      return undefined;
    }
    if (mtime > manifest.startedAt) return undefined;
  }
  // npm keeps the packed files' dates, so an updated package is told by its version.
  for (const [dir, version] of Object.entries(manifest.packages ?? {}))
    if (packageVersion(root, dir) !== version) return undefined;
  return join(buildDir, built);
}
