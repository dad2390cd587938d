// The CommonJS half of `npm run build:node` (scripts/build-node.mjs): the CLI, its thread entries
// and pdf.js's two modules again as CommonJS in dist-node/cjs/, which bin/obscura.mjs and
// thread-entry.ts run through V8's code cache (bin/code-cache.mjs; Node 20 caches no ES modules).
import { createRequire } from 'node:module';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

/**
 * pdf.js's modules the CLI imports, by the specifier it imports them with: bundled as CommonJS
 * too (compiling their 3.4 MB was the larger part of what the cache leaves to compile) and
 * listed in dist-node/cjs/imports.json, where bin/code-cache.mjs's `__import` finds them.
 */
const PDFJS = {
  'pdfjs-dist/legacy/build/pdf.mjs': 'pdfjs/pdf',
  'pdfjs-dist/legacy/build/pdf.worker.mjs': 'pdfjs/pdf.worker',
};

/**
 * Rewrites `import("pkg")` of a package left external to `__import("pkg")`, the stand-in
 * bin/code-cache.mjs passes to each module: on Node 20 a script compiled from a code cache
 * cannot `import()` by itself. Relative specifiers are chunks (`require`d in CommonJS output).
 */
const externalImportStandIn = {
  name: 'obscura-external-import',
  renderChunk(code) {
    return code.replace(/\bimport\((["'])([^"'./][^"']*)\1\)/g, '__import($1$2$1)');
  },
};

/**
 * pdf.js imports computed paths in two places (its worker module when no worker is set up, the
 * JPEG 2000 decoder's fallback): both `(await import(`, rewritten to the stand-in as above. The
 * build fails when pdf.js changed that, rather than ship a call that would throw.
 */
const pdfjsImportStandIn = {
  name: 'obscura-pdfjs-import',
  renderChunk(code, chunk) {
    const calls = code.match(/\bimport\(/g)?.length ?? 0;
    const rewritten = code.replaceAll('(await import(', '(await __import(');
    const left = rewritten.match(/(?<![_\w])import\(/g)?.length ?? 0;
    // One `import("${url}")` sits in a string (code pdf.js makes for a cross-origin worker).
    if (left > 1 || (left === 1 && !rewritten.includes('`await import("${url}");`')))
      throw new Error(`${chunk.fileName}: ${left} of ${calls} import() calls not rewritten`);
    return rewritten;
  },
};

/** Writes one rolldown build as CommonJS under dist-node/cjs/ and returns its chunks. */
async function write(rolldown, buildDir, input, external, plugin) {
  const bundle = await rolldown({
    input,
    platform: 'node',
    external,
    plugins: [plugin],
    logLevel: 'warn',
  });
  const { output } = await bundle.write({
    dir: join(buildDir, 'cjs'),
    format: 'cjs',
    entryFileNames: '[name].cjs',
    chunkFileNames: 'chunks/[name]-[hash].cjs',
  });
  await bundle.close();
  return output;
}

/**
 * Builds `sources` (the CLI's entry and the thread entries, paths from the root, each to
 * `cjs/<name>.cjs` by `outputName`) and pdf.js as CommonJS, writes imports.json, and returns
 * every output chunk (their module ids name the bundled packages for the manifest). One build:
 * threads share the CLI's chunks, so a thread loads the detector with the cached code too.
 */
export async function buildCommonJs(rolldown, root, buildDir, sources, outputName, external) {
  const cli = await write(
    rolldown,
    buildDir,
    Object.fromEntries(sources.map((source) => [outputName(source), join(root, source)])),
    external,
    externalImportStandIn,
  );
  const pdfjs = await write(
    rolldown,
    buildDir,
    Object.fromEntries(
      Object.entries(PDFJS).map(([specifier, name]) => [name, require.resolve(specifier)]),
    ),
    (id) => isBuiltin(id),
    pdfjsImportStandIn,
  );
  const imports = Object.fromEntries(
    Object.entries(PDFJS).map(([specifier, name]) => [specifier, `${name}.cjs`]),
  );
  writeFileSync(join(buildDir, 'cjs', 'imports.json'), `${JSON.stringify(imports, null, 2)}\n`);
  return [...cli, ...pdfjs];
}
