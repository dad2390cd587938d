// Loads pdf.js's legacy build in Node without its slow Array.prototype.push.
//
// The legacy build bundles core-js, which replaces Array.prototype.push process-wide with a
// JavaScript version because V8's push does not throw on `push()` with no argument on an array
// whose length is read-only (an edge case nothing here relies on). That version is three times
// slower and every push of the process then goes through it: pdf.js's own, and the core's
// (drawing replay, covered glyphs, detection). So the build is imported dynamically, after V8's
// push was captured, and the native one is put back once pdf.js is loaded. Any module that
// imports the legacy build statically is evaluated before this capture; the capture then holds
// core-js's version and nothing is restored (slower, never wrong).
import type { PdfJsModule } from '../pdfjs/pdfjs-module';
import { installOneShotDecompression } from './one-shot-decompression';

/** Array.prototype.push as found when this module was evaluated. */
const pushAtStart = Array.prototype.push;

/** Whether `fn` is a built-in function (not a polyfill). */
function isBuiltIn(fn: unknown): boolean {
  return (
    typeof fn === 'function' &&
    /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(fn))
  );
}

/** Puts V8's push back where a polyfill replaced it (same property attributes as the built-in). */
function restoreNativePush(): void {
  if (Array.prototype.push === pushAtStart || !isBuiltIn(pushAtStart)) return;
  Object.defineProperty(Array.prototype, 'push', {
    value: pushAtStart,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

/** Whether pdf.js's imports run with a stand-in `Response` (see `deferFetchDuringPdfjsImport`). */
let standInResponse = false;

/**
 * Makes this thread's pdf.js imports see a stand-in `globalThis.Response`, so Node does not load
 * its fetch implementation (undici, with the net, tls and http2 built-ins: 22-24 ms of CPU) for
 * pdf.js's `Response.prototype.bytes` polyfill check, which runs at import and is all pdf.js
 * reads of it there. The real class is put back once each import ends; Node 20.20 has
 * `bytes` (no polyfill is lost) and pdf.js fetches nothing in Node (fonts, CMaps and wasm are
 * read from disk). Only for a process where nothing else could read `Response` while pdf.js
 * loads (the CLI), never for the server.
 */
export function deferFetchDuringPdfjsImport(): void {
  standInResponse = true;
}

/** Runs `load` with the stand-in `Response` when asked for and Node's lazy getter is still there. */
async function importing<T>(load: () => Promise<T>): Promise<T> {
  const real = standInResponse
    ? Object.getOwnPropertyDescriptor(globalThis, 'Response')
    : undefined;
  if (!real?.get || !real.configurable) return load();
  class Response {
    bytes(): never {
      throw new Error('pdf.js read the stand-in Response class.');
    }
  }
  Object.defineProperty(globalThis, 'Response', {
    value: Response,
    writable: true,
    configurable: true,
    enumerable: false,
  });
  try {
    return await load();
  } finally {
    Object.defineProperty(globalThis, 'Response', real);
  }
}

let mainSide: Promise<PdfJsModule> | undefined;
let workerSide: Promise<unknown> | undefined;

/** pdf.js's legacy build (loaded once per thread), with V8's push kept. */
export function loadNodePdfjs(): Promise<PdfJsModule> {
  mainSide ??= importing(() => import('pdfjs-dist/legacy/build/pdf.mjs')).then((module) => {
    restoreNativePush();
    return module as unknown as PdfJsModule;
  });
  return mainSide;
}

/**
 * pdf.js's worker side (parser, decoders) loaded into this thread, with V8's push kept and Flate
 * streams inflated in one zlib call (one-shot-decompression.ts; OBSCURA_NODE_INFLATE=stream keeps
 * Node's DecompressionStream). Loading it sets `globalThis.pdfjsWorker`, which pdf.js's in-thread
 * ("fake") worker then uses instead of importing the module itself (which would put core-js's
 * push back).
 */
export function loadNodePdfjsWorker(): Promise<unknown> {
  workerSide ??= importing(
    // @ts-expect-error pdf.js ships no types for its worker module.
    (): Promise<unknown> => import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ).then((module) => {
    restoreNativePush();
    if (process.env.OBSCURA_NODE_INFLATE !== 'stream') installOneShotDecompression();
    return module;
  });
  return workerSide;
}
