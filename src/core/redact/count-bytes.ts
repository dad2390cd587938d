// Counting an ASCII string in a whole output (verification's one-revision check). A byte-wise
// search stops at every byte equal to the string's first one: 1 in 256 of a JPEG's or a deflated
// stream's bytes, about 15,000 stops on the 3.9 MB 12-page lease output, each a few steps of
// JavaScript that runs once per process, before V8 optimises it (20-24 ms in a fresh process).
// Searching 16-bit units for the first two bytes stops about 1 in 65,536 instead (under 1 ms).

/** Bytes copied at a time to search the odd-aligned pairs (bounded scratch, never the whole file). */
const WINDOW = 1 << 20;

/** Whether `text` (ASCII) occurs in `bytes` at `at`. */
function matchesAt(bytes: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > bytes.length) return false;
  for (let j = 0; j < text.length; j++) if (bytes[at + j] !== text.charCodeAt(j)) return false;
  return true;
}

/** How often the ASCII string `text` (two characters or more) occurs in `bytes`, overlaps included. */
export function countOf(bytes: Uint8Array, text: string): number {
  if (text.length < 2) throw new RangeError('countOf needs two characters or more.');
  // The first two bytes as one 16-bit unit in this platform's byte order.
  const anchor = new Uint16Array(Uint8Array.of(text.charCodeAt(0), text.charCodeAt(1)).buffer)[0]!;
  let count = 0;
  // Occurrences starting at even offsets of `bytes`, then at odd ones.
  for (const shift of [0, 1]) {
    const pairs = Math.floor((bytes.length - shift) / 2);
    if (pairs <= 0) continue;
    if ((bytes.byteOffset + shift) % 2 === 0) {
      const units = new Uint16Array(bytes.buffer, bytes.byteOffset + shift, pairs);
      for (let k = units.indexOf(anchor); k >= 0; k = units.indexOf(anchor, k + 1)) {
        if (matchesAt(bytes, shift + 2 * k, text)) count++;
      }
      continue;
    }
    // Misaligned: copy a window at a time into aligned scratch.
    const scratch = new Uint8Array(Math.min(WINDOW, pairs * 2));
    for (let from = shift; from + 1 < bytes.length; from += scratch.length) {
      const length = Math.min(scratch.length, Math.floor((bytes.length - from) / 2) * 2);
      scratch.set(bytes.subarray(from, from + length));
      const units = new Uint16Array(scratch.buffer, 0, length / 2);
      for (let k = units.indexOf(anchor); k >= 0; k = units.indexOf(anchor, k + 1)) {
        if (matchesAt(bytes, from + 2 * k, text)) count++;
      }
    }
  }
  return count;
}
