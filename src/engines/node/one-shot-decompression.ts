// A DecompressionStream for pdf.js's worker side in Node that inflates in one zlib call.
//
// pdf.js 5 inflates every Flate stream (page contents, forms, fonts, images) through
// `new DecompressionStream('deflate')`, writing the whole compressed stream at once and reading
// the result back whole. Node's implementation pipes that through a zlib Duplex, the libuv thread
// pool and web-stream adapters: on the 117-page thesis that machinery cost more CPU than the
// inflation (~1.4 s of 6.8 s of reading, a profile). This one is a real TransformStream (so it
// works wherever a DecompressionStream does) that collects the written bytes and inflates them
// with zlib's synchronous call when the writer closes. Same zlib, same formats; a corrupt or
// truncated stream errors the readable side as Node's does, and pdf.js then falls back on its
// own tolerant decoder, as before. Formats zlib does not do here are left to Node's stream.
import { inflateRawSync, inflateSync, gunzipSync } from 'node:zlib';

/** The formats inflated in one call, by DecompressionStream format name. */
const INFLATE: Readonly<Record<string, (data: Uint8Array) => Uint8Array>> = {
  deflate: (data) => inflateSync(data),
  'deflate-raw': (data) => inflateRawSync(data),
  gzip: (data) => gunzipSync(data),
};

/** Joins the written chunks (one, as pdf.js writes them, is returned as is). */
function joined(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const total = chunks.reduce((sum, c) => sum + c.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A TransformStream that inflates everything written to it when the writer closes. */
class OneShotDecompressionStream extends TransformStream<unknown, Uint8Array> {
  constructor(inflate: (data: Uint8Array) => Uint8Array) {
    const chunks: Uint8Array[] = [];
    super({
      transform(chunk) {
        if (ArrayBuffer.isView(chunk)) {
          chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        } else if (chunk instanceof ArrayBuffer) {
          chunks.push(new Uint8Array(chunk));
        } else {
          throw new TypeError(
            'DecompressionStream accepts ArrayBuffer and ArrayBufferView chunks.',
          );
        }
      },
      flush(controller) {
        const out = inflate(joined(chunks));
        chunks.length = 0;
        // A fresh Uint8Array over zlib's Buffer (pdf.js copies it into its own array).
        controller.enqueue(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
      },
    });
  }
}

/** The one-shot stream for `format`, or undefined for a format left to Node's stream. */
export function oneShotDecompressionStream(format: string): TransformStream | undefined {
  const inflate = INFLATE[format];
  return inflate ? new OneShotDecompressionStream(inflate) : undefined;
}

let installed = false;

/**
 * Replaces this thread's global DecompressionStream with one that inflates deflate, deflate-raw
 * and gzip in one zlib call (other formats still go to Node's). Called where pdf.js's worker side
 * is loaded; nothing else in the app uses DecompressionStream.
 */
export function installOneShotDecompression(): void {
  const Original = globalThis.DecompressionStream;
  if (installed || typeof Original !== 'function') return;
  installed = true;
  type Format = ConstructorParameters<typeof Original>[0];
  /** Chosen by format; constructing a class that returns an object yields that object. */
  class DecompressionStream {
    constructor(format: Format) {
      return oneShotDecompressionStream(String(format)) ?? new Original(format);
    }
  }
  globalThis.DecompressionStream = DecompressionStream as unknown as typeof Original;
}
