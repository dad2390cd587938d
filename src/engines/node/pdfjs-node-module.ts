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

let mainSide: Promise<PdfJsModule> | undefined;
let workerSide: Promise<unknown> | undefined;

/** pdf.js's legacy build (loaded once per thread), with V8's push kept. */
export function loadNodePdfjs(): Promise<PdfJsModule> {
  mainSide ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((module) => {
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
  // @ts-expect-error pdf.js ships no types for its worker module.
  workerSide ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs').then((module: unknown) => {
    restoreNativePush();
    if (process.env.OBSCURA_NODE_INFLATE !== 'stream') installOneShotDecompression();
    return module;
  });
  return workerSide;
}
