/**
 * A TrueType font with a single empty glyph (OCRmyPDF and Tesseract call theirs "GlyphLessFont"),
 * built byte by byte. The invisible text layer is drawn in rendering mode 3, so no glyph is ever
 * painted; the font only has to exist, because viewers (Acrobat above all) complain about a CID
 * font that is not embedded. Every character maps to glyph 0 through an identity CIDToGIDMap,
 * and the PDF's ToUnicode CMap, not this font, says which character each code stands for.
 */

/** Advance width of the one glyph, in font units (the PDF font's /DW must agree). */
export const GLYPHLESS_ADVANCE = 500;
/** Font units per em. */
const UNITS_PER_EM = 1000;

/** A font table: its four-letter tag and its bytes. */
interface Table {
  tag: string;
  bytes: Uint8Array;
}

/** Big-endian writer for the fixed-size records of the font tables. */
class Bytes {
  private readonly values: Array<[number, 1 | 2 | 4]> = [];

  u16(value: number): this {
    this.values.push([value & 0xffff, 2]);
    return this;
  }

  i16(value: number): this {
    return this.u16(value < 0 ? value + 0x10000 : value);
  }

  u32(value: number): this {
    this.values.push([value >>> 0, 4]);
    return this;
  }

  zeros(count: number): this {
    for (let i = 0; i < count; i++) this.values.push([0, 1]);
    return this;
  }

  done(): Uint8Array {
    const size = this.values.reduce((sum, [, width]) => sum + width, 0);
    const out = new Uint8Array(size);
    const view = new DataView(out.buffer);
    let at = 0;
    for (const [value, width] of this.values) {
      if (width === 1) view.setUint8(at, value);
      else if (width === 2) view.setUint16(at, value);
      else view.setUint32(at, value);
      at += width;
    }
    return out;
  }
}

/** The OpenType table checksum: the sum of the big-endian 32-bit words, zero-padded. */
function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

function headTable(): Uint8Array {
  return new Bytes()
    .u32(0x00010000) // version
    .u32(0x00010000) // fontRevision
    .u32(0) // checkSumAdjustment, patched once the whole font is laid out
    .u32(0x5f0f3cf5) // magic number
    .u16(0x000b) // flags: baseline at y=0, integer ppem, lsb at x=0
    .u16(UNITS_PER_EM)
    .zeros(16) // created and modified dates
    .i16(0)
    .i16(0)
    .i16(GLYPHLESS_ADVANCE)
    .i16(UNITS_PER_EM) // xMin yMin xMax yMax
    .u16(0) // macStyle
    .u16(8) // lowestRecPPEM
    .i16(2) // fontDirectionHint
    .i16(0) // indexToLocFormat: short offsets
    .i16(0) // glyphDataFormat
    .done();
}

function hheaTable(): Uint8Array {
  return new Bytes()
    .u32(0x00010000)
    .i16(UNITS_PER_EM) // ascender
    .i16(0) // descender
    .i16(0) // lineGap
    .u16(GLYPHLESS_ADVANCE) // advanceWidthMax
    .i16(0)
    .i16(0)
    .i16(GLYPHLESS_ADVANCE) // minLeftSideBearing, minRightSideBearing, xMaxExtent
    .i16(1)
    .i16(0)
    .i16(0) // caret slope rise, run, offset
    .zeros(8) // reserved
    .i16(0) // metricDataFormat
    .u16(1) // numberOfHMetrics
    .done();
}

function maxpTable(): Uint8Array {
  return new Bytes()
    .u32(0x00010000)
    .u16(1) // numGlyphs
    .u16(0)
    .u16(0)
    .u16(0)
    .u16(0) // points, contours, composite points, composite contours
    .u16(2) // maxZones
    .zeros(16) // twilight points .. component depth: all zero
    .done();
}

/** A format 4 cmap with only the closing 0xFFFF segment: no character maps to a glyph. */
function cmapTable(): Uint8Array {
  return new Bytes()
    .u16(0) // version
    .u16(1) // numTables
    .u16(3)
    .u16(1)
    .u32(12) // Windows Unicode BMP subtable at offset 12
    .u16(4) // format
    .u16(24) // length
    .u16(0) // language
    .u16(2) // segCountX2
    .u16(2)
    .u16(0)
    .u16(0) // searchRange, entrySelector, rangeShift
    .u16(0xffff) // endCode
    .u16(0) // reservedPad
    .u16(0xffff) // startCode
    .i16(1) // idDelta
    .u16(0) // idRangeOffset
    .done();
}

/** One name record (family name, Windows English) so tools that list fonts can name it. */
function nameTable(): Uint8Array {
  const family = 'GlyphLessFont';
  const text = new Bytes();
  for (const ch of family) text.u16(ch.charCodeAt(0));
  const encoded = text.done();
  const header = new Bytes()
    .u16(0) // format
    .u16(1) // count
    .u16(18) // string storage offset: 6 + 12
    .u16(3)
    .u16(1)
    .u16(0x0409)
    .u16(1) // platform, encoding, language, nameID 1 (family)
    .u16(encoded.length)
    .u16(0)
    .done();
  const out = new Uint8Array(header.length + encoded.length);
  out.set(header);
  out.set(encoded, header.length);
  return out;
}

function postTable(): Uint8Array {
  return new Bytes()
    .u32(0x00030000) // version 3: no glyph names
    .u32(0) // italicAngle
    .i16(0)
    .i16(0) // underline position and thickness
    .u32(1) // isFixedPitch
    .zeros(16) // memory hints
    .done();
}

/** The font's tables, sorted by tag as the table directory requires. */
function tables(): Table[] {
  const list: Table[] = [
    { tag: 'cmap', bytes: cmapTable() },
    // The one glyph is empty: no outline data, both loca offsets 0.
    { tag: 'glyf', bytes: new Uint8Array(0) },
    { tag: 'head', bytes: headTable() },
    { tag: 'hhea', bytes: hheaTable() },
    { tag: 'hmtx', bytes: new Bytes().u16(GLYPHLESS_ADVANCE).i16(0).done() },
    { tag: 'loca', bytes: new Bytes().u16(0).u16(0).done() },
    { tag: 'maxp', bytes: maxpTable() },
    { tag: 'name', bytes: nameTable() },
    { tag: 'post', bytes: postTable() },
  ];
  return list.sort((a, b) => (a.tag < b.tag ? -1 : 1));
}

/** The bytes of the glyphless TrueType font (about 400 bytes), to embed as a FontFile2. */
export function glyphlessFontBytes(): Uint8Array {
  const list = tables();
  const count = list.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const directorySize = 12 + 16 * count;
  const offsets: number[] = [];
  let size = directorySize;
  for (const table of list) {
    offsets.push(size);
    size += Math.ceil(table.bytes.length / 4) * 4;
  }
  const font = new Uint8Array(size);
  const view = new DataView(font.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  list.forEach((table, i) => {
    const record = 12 + 16 * i;
    for (let c = 0; c < 4; c++) view.setUint8(record + c, table.tag.charCodeAt(c));
    view.setUint32(record + 4, checksum(table.bytes));
    view.setUint32(record + 8, offsets[i]!);
    view.setUint32(record + 12, table.bytes.length);
    font.set(table.bytes, offsets[i]!);
  });
  // head.checkSumAdjustment makes the whole font sum to the magic 0xB1B0AFBA.
  const headAt = offsets[list.findIndex((t) => t.tag === 'head')]!;
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}
