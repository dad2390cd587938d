import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const LOADER = resolve(import.meta.dirname, '../../bin/code-cache.mjs');
let dir: string;

/** Runs a fresh Node that loads `entry.cjs` through the code cache and prints its answer. */
function run(): string {
  const script = `
    import { loadWithCodeCache } from ${JSON.stringify(LOADER)};
    const { answer } = loadWithCodeCache(${JSON.stringify(join(dir, 'entry.cjs'))}, ${JSON.stringify(join(dir, 'cache'))}, { 'mapped-lib': ${JSON.stringify(join(dir, 'lib.cjs'))} });
    process.stdout.write(await answer());`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

/** The cache files written so far. */
const cached = () => readdirSync(join(dir, 'cache')).sort();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'obscura-code-cache-'));
  writeFileSync(join(dir, 'part.cjs'), 'exports.word = "cached";\n');
  // What the build bundles of an imported package (pdf.js), mapped by its specifier.
  writeFileSync(join(dir, 'lib.cjs'), 'exports.tail = "mapped";\n');
  // A relative require loads through the cache too; `__import` is the build's stand-in for
  // `import()`, which a script compiled from cached data cannot call on Node 20.
  writeFileSync(
    join(dir, 'entry.cjs'),
    'const { word } = require("./part.cjs");\n' +
      'exports.answer = async () => `${word} ${(await __import("node:path")).basename("/a/b.txt")} ` +\n' +
      '  (await __import("mapped-lib")).tail;\n',
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadWithCodeCache', () => {
  it('writes the cache on the first run and runs from it, import() and mapped imports included, on the next', () => {
    expect(run()).toBe('cached b.txt mapped');
    const first = cached();
    expect(first).toHaveLength(3);
    expect(run()).toBe('cached b.txt mapped');
    // Accepted data is not written again.
    expect(cached()).toEqual(first);
  });

  it('never runs the data of an earlier text of a file, and runs past damaged data', () => {
    run();
    writeFileSync(join(dir, 'part.cjs'), 'exports.word = "edited, longer";\n');
    expect(run()).toBe('edited, longer b.txt mapped');
    for (const name of cached()) writeFileSync(join(dir, 'cache', name), 'not V8 data');
    // Rejected data is compiled past, and left: a run under other V8 flags (--cpu-prof) must
    // not replace the data plain runs use.
    expect(run()).toBe('edited, longer b.txt mapped');
    for (const name of cached())
      expect(readFileSync(join(dir, 'cache', name), 'utf8')).toBe('not V8 data');
  });
});
