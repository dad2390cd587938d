// Loads the compiled CLI's CommonJS build (dist-node/cjs/, made by scripts/build-node.mjs beside
// the ES module build) through V8's code cache. Node 20 has no code cache for ES modules
// (`module.enableCompileCache` is Node 22), and compiling the CLI's ~2.7 MB of JavaScript, at
// start-up and then function by function as the job first calls them, was ~0.17 s of the 12-page
// lease's 1.5 s main thread. A `vm.Script` takes `cachedData`; the data written after a run
// (`createCachedData`) holds every function that run compiled, so the next run deserialises them
// instead. Plain JavaScript with no dependencies: bin/obscura.mjs imports it before anything else.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { Script } from 'node:vm';

/** The CommonJS wrapper's parameters, plus the `import()` stand-in above. */
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname, __import) { ';

/**
 * The cache file for `file`: named by the file's name, size and modification time, so a file
 * rewritten in place never meets the data of its earlier text (V8 itself checks only the source
 * length), and by Node's version, so an upgraded Node writes its own.
 */
function cachePathOf(cacheDir, file) {
  const { size, mtimeMs } = statSync(file);
  return join(cacheDir, `${basename(file)}.${size}.${Math.trunc(mtimeMs)}.${process.version}.v8`);
}

/**
 * Runs `entry` (an absolute path of the CommonJS build) and returns its exports. Modules it
 * requires by a relative path load the same way; anything else (built-ins, node_modules) through
 * Node's own `require` from that module's folder. `imports` maps specifiers the modules
 * `import()` to CommonJS files loaded the same way (pdf.js, bundled by the build). When some
 * module had no cache, its data is written at exit (`writeOnExit`), after the run, so
 * it covers what the run compiled.
 */
export function loadWithCodeCache(entry, cacheDir, imports = {}, writeOnExit = true) {
  const loaded = new Map();
  /** Scripts that had no cache: their data is written at exit. */
  const toWrite = [];
  /**
   * Dynamic `import()` of the modules: a script compiled from a code cache loses V8's host
   * options on Node 20, so its own `import()` fails ("A dynamic import callback was not
   * specified"); the build rewrites those calls to this parameter. Other specifiers resolve from
   * bin/ as from dist-node/: the same node_modules.
   */
  const importModule = async (specifier) =>
    Object.hasOwn(imports, specifier) ? load(imports[specifier]) : import(specifier);

  const load = (file) => {
    const known = loaded.get(file);
    if (known) return known.exports;
    const module = { exports: {} };
    loaded.set(file, module);
    const source = readFileSync(file, 'utf8');
    let cachePath;
    let cachedData;
    try {
      cachePath = cachePathOf(cacheDir, file);
      cachedData = readFileSync(cachePath);
    } catch {
      // No data yet: compiled from source, written at exit.
    }
    const script = new Script(`${WRAPPER_HEAD}${source}\n})`, { filename: file, cachedData });
    // Only missing data is written. V8 rejects data made under other flags (a run with
    // --cpu-prof, say): such a run compiles as without a cache but leaves the data of plain
    // runs, rather than each kind of run overwriting the other's.
    if (cachePath && !cachedData) toWrite.push([script, cachePath]);
    const nodeRequire = createRequire(file);
    const require = (id) =>
      id.startsWith('./') || id.startsWith('../')
        ? load(resolve(dirname(file), id))
        : nodeRequire(id);
    script
      .runInThisContext()
      .call(module.exports, module.exports, require, module, file, dirname(file), importModule);
    return module.exports;
  };

  if (writeOnExit)
    process.once('exit', () => {
      if (toWrite.length === 0) return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        for (const [script, path] of toWrite) {
          // Renamed into place, so a run starting meanwhile reads whole data or none.
          const tmp = `${path}.${process.pid}.tmp`;
          writeFileSync(tmp, script.createCachedData());
          renameSync(tmp, path);
        }
      } catch {
        // A read-only install: every run compiles, as without a cache.
      }
    });
  return load(entry);
}

/**
 * Runs `entry` of the build's CommonJS half (a path under `<buildDir>/cjs/`, 'cli/start.cjs')
 * through the code cache in `<buildDir>/cjs/v8-cache/`, with pdf.js's modules served from the
 * build (`imports.json`, by the specifier the CLI imports), and returns its exports. Used by
 * bin/obscura.mjs and by each worker thread the CLI starts (thread-entry.ts).
 */
export function runCommonJsBuild(buildDir, entry) {
  const cjs = join(buildDir, 'cjs');
  const imports = JSON.parse(readFileSync(join(cjs, 'imports.json'), 'utf8'));
  for (const specifier of Object.keys(imports)) imports[specifier] = join(cjs, imports[specifier]);
  return loadWithCodeCache(join(cjs, entry), join(cjs, 'v8-cache'), imports);
}
