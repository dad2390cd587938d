import type { GrayImage } from './gray-image';

/** CRC-32 table of the PNG specification. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Writes a PNG chunk (length, type, data, CRC) at `at`; returns the offset after it. */
function chunk(out: Uint8Array, at: number, type: string, data: Uint8Array): number {
  const view = new DataView(out.buffer, out.byteOffset);
  view.setUint32(at, data.length);
  for (let i = 0; i < 4; i++) out[at + 4 + i] = type.charCodeAt(i);
  out.set(data, at + 8);
  view.setUint32(at + 8 + data.length, crc32(out, at + 4, at + 8 + data.length));
  return at + 12 + data.length;
}

/** The zlib stream of `raw` in stored (uncompressed) deflate blocks: fast, and size is no issue. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let b = 0; b < blocks; b++) {
    const from = b * 65535;
    const len = Math.min(65535, raw.length - from);
    out[at] = b === blocks - 1 ? 1 : 0;
    out[at + 1] = len & 0xff;
    out[at + 2] = len >>> 8;
    out[at + 3] = ~len & 0xff;
    out[at + 4] = (~len >>> 8) & 0xff;
    out.set(raw.subarray(from, from + len), at + 5);
    at += 5 + len;
  }
  let a = 1;
  let s = 0;
  for (let i = 0; i < raw.length; i++) {
    a = (a + raw[i]!) % 65521;
    s = (s + a) % 65521;
  }
  new DataView(out.buffer).setUint32(at, ((s << 16) | a) >>> 0);
  return out;
}

/**
 * Encodes a grey image as an 8-bit greyscale PNG that carries its resolution (pHYs). Tesseract
 * needs the resolution: without it, it guesses, and prints a warning on stdout from inside its
 * worker, which would corrupt the CLI's JSON output. Stored deflate keeps encoding cheap.
 */
export function encodeGrayPng(image: GrayImage, dpi: number): Uint8Array {
  const { width, height, pixels } = image;
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++)
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const zlib = storedZlib(raw);
  const ihdr = new Uint8Array(13);
  const ih = new DataView(ihdr.buffer);
  ih.setUint32(0, width);
  ih.setUint32(4, height);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const phys = new Uint8Array(9);
  const ppm = Math.round(dpi / 0.0254);
  new DataView(phys.buffer).setUint32(0, ppm);
  new DataView(phys.buffer).setUint32(4, ppm);
  phys[8] = 1; // metres
  const out = new Uint8Array(8 + 25 + 21 + 12 + zlib.length + 12);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = chunk(out, 8, 'IHDR', ihdr);
  at = chunk(out, at, 'pHYs', phys);
  at = chunk(out, at, 'IDAT', zlib);
  chunk(out, at, 'IEND', new Uint8Array(0));
  return out;
}
