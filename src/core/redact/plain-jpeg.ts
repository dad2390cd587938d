/** A JPEG file reduced to what decides its pixels, with its frame's size and components. */
export interface PlainJpeg {
  /**
   * SOI, tables, frame, scans and EOI only: what every decoder reads the same way. Built on
   * demand (a fresh copy), so a long output's pictures are not all copied at once.
   */
  bytes(): Uint8Array;
  width: number;
  height: number;
  components: number;
}

/** Huffman frames every decoder supports: baseline, extended sequential, progressive. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Segments kept: Huffman and quantisation tables, restart interval. */
const TABLES = new Set([0xc4, 0xdb, 0xdd]);
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP14 = 0xee;

/**
 * Takes a JPEG file apart and keeps only the segments that decide its pixels, so that a native
 * decoder and pdf.js see the same picture: application segments (EXIF orientation, ICC
 * colour profiles, JFIF) and comments are dropped, since PDF readers ignore them while native
 * decoders may rotate or re-colour the picture by them. Undefined for any file this cannot
 * vouch for: an Adobe segment (it changes the colour transform), a frame other than 8-bit
 * Huffman, more than one frame, a DNL-sized frame, or bytes missing.
 */
export function plainJpeg(data: Uint8Array): PlainJpeg | undefined {
  if (data[0] !== 0xff || data[1] !== SOI) return undefined;
  const parts: Uint8Array[] = [data.subarray(0, 2)];
  let frame: Frame | undefined;
  const tables: Tables = { quant: new Set(), huffman: new Set() };
  let i = 2;
  for (;;) {
    // Fill bytes (0xFF runs) may precede a marker.
    while (data[i] === 0xff && data[i + 1] === 0xff) i++;
    if (i + 1 >= data.length || data[i] !== 0xff) return undefined;
    const marker = data[i + 1]!;
    if (marker === EOI) {
      parts.push(data.subarray(i, i + 2));
      break;
    }
    if (i + 3 >= data.length) return undefined;
    const end = i + 2 + ((data[i + 2]! << 8) | data[i + 3]!);
    if (end > data.length || end < i + 4) return undefined;
    const body = data.subarray(i + 4, end);
    if (FRAMES.has(marker)) {
      if (frame) return undefined;
      frame = readFrame(body, marker === 0xc2, tables);
      if (!frame) return undefined;
      parts.push(data.subarray(i, end));
      i = end;
    } else if (TABLES.has(marker)) {
      if (!readTables(marker, body, tables)) return undefined;
      parts.push(data.subarray(i, end));
      i = end;
    } else if (marker === SOS) {
      if (!frame || !validScan(body, frame, tables)) return undefined;
      const scanEnd = entropyEnd(data, end);
      if (scanEnd < 0) return undefined;
      parts.push(data.subarray(i, scanEnd));
      i = scanEnd;
    } else if ((marker >= 0xe0 && marker <= 0xef && marker !== APP14) || marker === 0xfe) {
      i = end;
    } else {
      return undefined;
    }
  }
  if (!frame) return undefined;
  const { width, height, components } = frame;
  return { bytes: () => joined(parts), width, height, components };
}

/** The parts joined into one new array. */
export function joined(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** The frame header's facts the scans are checked against. */
interface Frame {
  width: number;
  height: number;
  components: number;
  /** Component identifiers, in frame order. */
  ids: number[];
  progressive: boolean;
}

/** Table identifiers defined so far: quantisation (0-3) and Huffman (class * 4 + id). */
interface Tables {
  quant: Set<number>;
  huffman: Set<number>;
}

/**
 * Reads a frame header (T.81 B.2.2) and checks every field a decoder trusts: 8-bit samples, a
 * size, one or three components with sampling factors 1-4 and defined quantisation tables.
 * Native decoders have crashed on malformed headers, so nothing malformed reaches them.
 */
function readFrame(body: Uint8Array, progressive: boolean, tables: Tables): Frame | undefined {
  const count = body[5] ?? 0;
  if (body.length !== 6 + 3 * count || body[0] !== 8 || (count !== 1 && count !== 3)) {
    return undefined;
  }
  const height = (body[1]! << 8) | body[2]!;
  const width = (body[3]! << 8) | body[4]!;
  if (height === 0 || width === 0) return undefined;
  const ids: number[] = [];
  for (let c = 0; c < count; c++) {
    const [id, sampling, quant] = [body[6 + 3 * c]!, body[7 + 3 * c]!, body[8 + 3 * c]!];
    const [h, v] = [sampling >> 4, sampling & 15];
    if (h < 1 || h > 4 || v < 1 || v > 4 || !tables.quant.has(quant) || ids.includes(id)) {
      return undefined;
    }
    ids.push(id);
  }
  return { width, height, components: count, ids, progressive };
}

/** Reads DQT, DHT or DRI segments (T.81 B.2.4), noting the tables; false when malformed. */
function readTables(marker: number, body: Uint8Array, tables: Tables): boolean {
  if (marker === 0xdd) return body.length === 2;
  let at = 0;
  while (at < body.length) {
    const kind = body[at]! >> 4;
    const id = body[at]! & 15;
    if (id > 3 || kind > 1) return false;
    if (marker === 0xdb) {
      at += 1 + (kind === 0 ? 64 : 128);
      tables.quant.add(id);
    } else {
      let values = 0;
      for (let k = 1; k <= 16; k++) values += body[at + k] ?? 0;
      if (at + 17 > body.length || values > 256) return false;
      at += 17 + values;
      tables.huffman.add(kind * 4 + id);
    }
  }
  return at === body.length;
}

/**
 * Checks a scan header (T.81 B.2.3): its components belong to the frame, once each, with
 * defined Huffman tables, and its spectral selection fits the frame's kind.
 */
function validScan(body: Uint8Array, frame: Frame, tables: Tables): boolean {
  const count = body[0] ?? 0;
  if (count < 1 || count > frame.components || body.length !== 4 + 2 * count) return false;
  const seen = new Set<number>();
  const [start, end, approximation] = [
    body[1 + 2 * count]!,
    body[2 + 2 * count]!,
    body[3 + 2 * count]!,
  ];
  for (let c = 0; c < count; c++) {
    const id = body[1 + 2 * c]!;
    const dc = body[2 + 2 * c]! >> 4;
    const ac = body[2 + 2 * c]! & 15;
    if (!frame.ids.includes(id) || seen.has(id)) return false;
    seen.add(id);
    // A progressive AC scan needs no DC table, and a DC scan no AC table.
    if (dc > 3 || ac > 3) return false;
    if ((!frame.progressive || start === 0) && !tables.huffman.has(dc)) return false;
    if ((!frame.progressive || start > 0) && !tables.huffman.has(4 + ac)) return false;
  }
  if (!frame.progressive) return start === 0 && end === 63 && approximation === 0;
  const [high, low] = [approximation >> 4, approximation & 15];
  return start <= end && end <= 63 && (start > 0 || end === 0) && high <= 13 && low <= 13;
}

/**
 * Index of the first marker after a scan's entropy-coded data starting at `from` (stuffed
 * 0xFF00 and restart markers belong to the data); -1 when the file ends first.
 */
function entropyEnd(data: Uint8Array, from: number): number {
  for (let i = data.indexOf(0xff, from); i >= 0 && i + 1 < data.length;) {
    const next = data[i + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
      i = data.indexOf(0xff, i + (next === 0xff ? 1 : 2));
      continue;
    }
    return i;
  }
  return -1;
}
