import { PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

/** pdf-lib's own PDFStream.copyBytesInto, taken before the writer's replacement is loaded. */
const original = PDFStream.prototype.copyBytesInto;

/** A document with raw, flate-encoded and content streams of odd sizes, saved as given. */
async function sample(): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([200, 100]);
  page.drawText('Stream copy', { x: 10, y: 50, size: 12 });
  const bytes = Uint8Array.from({ length: 70_001 }, (_, i) => (i * 7919) % 256);
  const raw = doc.context.stream(bytes, { Length: bytes.length });
  page.node.set(PDFName.of('Raw'), doc.context.register(raw));
  page.node.set(PDFName.of('Packed'), doc.context.register(doc.context.flateStream(bytes)));
  return doc;
}

describe('pdf-lib stream copy (writer)', () => {
  it('saves byte for byte what pdf-lib saves, with and without object streams', async () => {
    for (const useObjectStreams of [false, true]) {
      PDFStream.prototype.copyBytesInto = original;
      const before = await (await sample()).save({ useObjectStreams });
      // Loading the module installs the copy; once cached, installing it again does.
      const { replaceStreamCopy } = await import('../../../src/core/redact/pdf-lib-stream-copy');
      replaceStreamCopy();
      expect(PDFStream.prototype.copyBytesInto).not.toBe(original);
      const after = await (await sample()).save({ useObjectStreams });
      expect(after.length).toBeGreaterThan(70_001);
      expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    }
  });
});
