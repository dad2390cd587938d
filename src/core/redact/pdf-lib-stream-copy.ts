// pdf-lib (1.17, no longer released) writes a stream into the saved file one byte at a time in
// JavaScript (`PDFStream.copyBytesInto`): every page picture of an output, 3.9 MB on the 12-page
// lease, run once per process and so mostly before V8 optimises the loop. This module, imported
// by the writer, puts a version that copies the same bytes with `Uint8Array.set` in its place:
// the saved file is byte for byte the same (pdf-lib-stream-copy.test.ts).
import { PDFStream } from 'pdf-lib';

/** What pdf-lib writes around a stream's bytes: `\nstream\n` and `\nendstream`. */
const OPEN = Uint8Array.from('\nstream\n', (c) => c.charCodeAt(0));
const CLOSE = Uint8Array.from('\nendstream', (c) => c.charCodeAt(0));

/** The members of pdf-lib's PDFStream the copy uses. */
interface StreamInternals {
  updateDict(): void;
  dict: { copyBytesInto(buffer: Uint8Array, offset: number): number };
  getContents(): Uint8Array;
}

/** PDFStream.copyBytesInto with the stream's bytes copied in one call. */
function copyBytesInto(this: StreamInternals, buffer: Uint8Array, offset: number): number {
  this.updateDict();
  let at = offset + this.dict.copyBytesInto(buffer, offset);
  buffer.set(OPEN, at);
  at += OPEN.length;
  const contents = this.getContents();
  buffer.set(contents, at);
  at += contents.length;
  buffer.set(CLOSE, at);
  return at + CLOSE.length - offset;
}

/** Puts the one-call copy in pdf-lib's place (done once when this module loads). */
export function replaceStreamCopy(): void {
  (PDFStream.prototype as unknown as { copyBytesInto: typeof copyBytesInto }).copyBytesInto =
    copyBytesInto;
}

replaceStreamCopy();
