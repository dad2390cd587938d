import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshBuild, isBundled, packageDirOf } from '../../bin/build-state.mjs';

let root: string;
let buildDir: string;
const startedAt = Date.now() - 60_000;

/** Writes `text` to `<root>/<path>`, dated `time` (ms since the epoch). */
function file(path: string, text: string, time = startedAt - 60_000): void {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, time / 1000, time / 1000);
}

/** A complete build of src/cli/start.ts from src/a.ts with pdf-lib 1.17.1 bundled in. */
function build(manifest: object = {}): void {
  file('src/a.ts', 'export {};');
  file('node_modules/pdf-lib/package.json', JSON.stringify({ version: '1.17.1' }));
  file('dist-node/cli/start.mjs', 'export {};');
  const body = {
    startedAt,
    entries: { 'src/cli/start.ts': 'cli/start.mjs' },
    inputs: ['src/a.ts'],
    packages: { 'node_modules/pdf-lib': '1.17.1' },
    ...manifest,
  };
  file('dist-node/manifest.json', JSON.stringify(body));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'obscura-build-state-'));
  buildDir = join(root, 'dist-node');
  delete process.env.OBSCURA_TRUST_BUILD;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.OBSCURA_TRUST_BUILD;
});

describe('freshBuild', () => {
  it('gives the built file when the build is complete and nothing changed', () => {
    build();
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBe(join(buildDir, 'cli/start.mjs'));
  });

  it('is undefined without a manifest (no build, or one that stopped half-way)', () => {
    build();
    rmSync(join(buildDir, 'manifest.json'));
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBeUndefined();
  });

  it('is undefined for an entry the build does not have or whose file is gone', () => {
    build();
    expect(freshBuild('src/other.ts', root, buildDir)).toBeUndefined();
    rmSync(join(buildDir, 'cli/start.mjs'));
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBeUndefined();
  });

  it('is undefined when a source is newer than the build or was removed', () => {
    build();
    file('src/a.ts', 'export const edited = 1;', Date.now());
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBeUndefined();
    build();
    rmSync(join(root, 'src/a.ts'));
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBeUndefined();
  });

  it('is undefined when a bundled package is installed at another version, or not at all', () => {
    build();
    // npm keeps the packed file dates, so only the version tells an update.
    file('node_modules/pdf-lib/package.json', JSON.stringify({ version: '1.17.2' }));
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBeUndefined();
    build();
    rmSync(join(root, 'node_modules/pdf-lib'), { recursive: true });
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBeUndefined();
  });

  it('reads a manifest from before packages were bundled (no package list)', () => {
    build({ packages: undefined });
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBe(join(buildDir, 'cli/start.mjs'));
  });

  it('trusts a complete build under OBSCURA_TRUST_BUILD=1 (benchmarks) but never a missing one', () => {
    build();
    file('src/a.ts', 'export const edited = 1;', Date.now());
    process.env.OBSCURA_TRUST_BUILD = '1';
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBe(join(buildDir, 'cli/start.mjs'));
    rmSync(join(buildDir, 'cli/start.mjs'));
    expect(freshBuild('src/cli/start.ts', root, buildDir)).toBeUndefined();
  });
});

describe('bundled packages', () => {
  it('names the packages and paths inside them, not look-alikes', () => {
    expect(isBundled('pdf-lib')).toBe(true);
    expect(isBundled('zod/v4')).toBe(true);
    expect(isBundled('pdf-lib-extra')).toBe(false);
    expect(isBundled('pdfjs-dist/legacy/build/pdf.mjs')).toBe(false);
    expect(isBundled('@napi-rs/canvas')).toBe(false);
  });

  it('finds the innermost package folder of a module file', () => {
    expect(packageDirOf('/r/node_modules/pdf-lib/cjs/index.js')).toBe('/r/node_modules/pdf-lib');
    expect(packageDirOf('/r/node_modules/@pdf-lib/standard-fonts/lib/index.js')).toBe(
      '/r/node_modules/@pdf-lib/standard-fonts',
    );
    expect(packageDirOf('/r/node_modules/a/node_modules/tslib/tslib.js')).toBe(
      '/r/node_modules/a/node_modules/tslib',
    );
    expect(packageDirOf('/r/src/cli/main.ts')).toBeUndefined();
  });
});
