import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { oneShotDecompressionStream } from '../../src/engines/node/one-shot-decompression';

/** Reads a stream the way pdf.js does: one write, close, then every chunk of the readable side. */
async function inflateLikePdfjs(stream: TransformStream, bytes: Uint8Array): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  await writer.ready;
  writer
    .write(bytes)
    .then(async () => {
      await writer.ready;
      await writer.close();
    })
    .catch(() => undefined);
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream.readable as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const text = new TextEncoder().encode(
  'BT /F1 12 Tf 72 712 Td (Jane Doe, 12 Main St) Tj ET\n'.repeat(500),
);

describe('one-shot DecompressionStream (pdf.js worker side in Node)', () => {
  it('inflates deflate, deflate-raw and gzip to the same bytes as Node zlib and its own stream', async () => {
    const cases: Array<[string, Uint8Array]> = [
      ['deflate', deflateSync(text)],
      ['deflate-raw', deflateRawSync(text)],
      ['gzip', gzipSync(text)],
    ];
    for (const [format, packed] of cases) {
      const ours = await inflateLikePdfjs(oneShotDecompressionStream(format)!, packed);
      const nodes = await inflateLikePdfjs(
        new DecompressionStream(format as 'deflate') as unknown as TransformStream,
        packed,
      );
      expect(ours).toEqual(text);
      expect(ours).toEqual(nodes);
    }
  });

  it('errors the readable side on a truncated or corrupt stream, as Node does (pdf.js then falls back)', async () => {
    const packed = deflateSync(text);
    for (const bad of [packed.subarray(0, packed.length >> 1), Uint8Array.from([1, 2, 3, 4, 5])]) {
      await expect(inflateLikePdfjs(oneShotDecompressionStream('deflate')!, bad)).rejects.toThrow();
      await expect(
        inflateLikePdfjs(new DecompressionStream('deflate') as unknown as TransformStream, bad),
      ).rejects.toThrow();
    }
  });

  it('leaves other formats to Node', () => {
    expect(oneShotDecompressionStream('brotli')).toBeUndefined();
  });
});
