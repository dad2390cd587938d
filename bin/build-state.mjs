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
 * The built file for a source file under src/ (`src/cli/main.ts` -> `dist-node/cli/main.mjs`)
 * when the build is complete and no input changed since it started, else undefined. An input is
 * any source file the bundle was made of, so an edited import is caught through its importer.
 */
export function freshBuild(sourcePath) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch {
    return undefined;
  }
  const built = manifest.entries?.[sourcePath];
  if (!built || !existsSync(join(BUILD_DIR, built))) return undefined;
  // A benchmark that built just before it started runs that build while others edit the tree.
  if (process.env.OBSCURA_TRUST_BUILD === '1') return join(BUILD_DIR, built);
  for (const input of manifest.inputs ?? []) {
    let mtime;
    try {
      mtime = statSync(join(ROOT, input)).mtimeMs;
    } catch {
      return undefined;
    }
    if (mtime > manifest.startedAt) return undefined;
  }
  return join(BUILD_DIR, built);
}
