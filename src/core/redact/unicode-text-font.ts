import {
  type PDFContext,
  type PDFDict,
  type PDFDocument,
  PDFFlateStream,
  PDFHexString,
  type PDFRef,
  PDFString,
  typedArrayFor,
} from 'pdf-lib';
import { GLYPHLESS_ADVANCE, glyphlessFontBytes } from './glyphless-font';

/** Name under which the font is embedded. */
const FONT_NAME = 'GlyphLessFont';

/**
 * ToUnicode CMap mapping each two-byte code whose high byte is in `highBytes` to the UTF-16 code
 * unit of the same value (identity). A bfrange may only vary in its last byte, hence one range
 * per high byte, written in blocks of at most 100 as the CMap format requires. Surrogate halves
 * map to themselves and rejoin in the extracted string.
 */
function identityToUnicodeCMap(highBytes: Iterable<number>): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
  const ranges = [...highBytes]
    .sort((a, b) => a - b)
    .map((hi) => `<${hex(hi)}00> <${hex(hi)}FF> <${hex(hi)}00>`);
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const block = ranges.slice(i, i + 100);
    blocks.push(`${block.length} beginbfrange\n${block.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * The font's ToUnicode CMap, made when the document is saved, so it maps only the code ranges
 * the text written until then used: readers expand a CMap into one entry per code, and all 256
 * ranges made every reading of an output (verification's first) build 65,536 entries (pdf.js:
 * the lease's first page text 105 -> 35 ms of CPU, cold).
 */
class ToUnicodeStream extends PDFFlateStream {
  constructor(
    dict: PDFDict,
    /** High bytes of the codes written (the set fills while pages are added). */
    private readonly highBytes: ReadonlySet<number>,
  ) {
    super(dict, true);
  }

  override getUnencodedContents(): Uint8Array {
    // The CMap is ASCII: one byte per character.
    return typedArrayFor(identityToUnicodeCMap(this.highBytes));
  }

  override clone(context?: PDFContext): ToUnicodeStream {
    return new ToUnicodeStream(this.dict.clone(context), new Set(this.highBytes));
  }
}

/**
 * An embedded Type0 font that can carry any Unicode text for an invisible text layer: codes are
 * the text's UTF-16 code units (Identity-H), every code has the same advance, and the ToUnicode
 * CMap gives the characters back to search, copy and text extraction. Unlike pdf-lib's standard
 * fonts (WinAnsi only) it writes Cyrillic, Greek, Arabic or CJK words as well as Latin ones.
 */
export class UnicodeTextFont {
  /** Name under which pages list the font in their resources. */
  readonly name = FONT_NAME;

  private constructor(
    /** Indirect reference of the Type0 font dictionary, for page resources. */
    readonly ref: PDFRef,
    /** High bytes of the codes written so far (ASCII's always: the CMap never maps nothing). */
    private readonly highBytes: Set<number>,
  ) {}

  /** Embeds the font (about 5 KB with its CMap) into `doc`. */
  static embed(doc: PDFDocument): UnicodeTextFont {
    const context = doc.context;
    const fontFile = context.flateStream(glyphlessFontBytes());
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: FONT_NAME,
      Flags: 5, // fixed pitch, symbolic
      FontBBox: [0, 0, GLYPHLESS_ADVANCE, 1000],
      ItalicAngle: 0,
      Ascent: 1000,
      Descent: 0,
      CapHeight: 1000,
      StemV: 80,
      FontFile2: context.register(fontFile),
    });
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: FONT_NAME,
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: context.register(descriptor),
      DW: GLYPHLESS_ADVANCE,
      CIDToGIDMap: 'Identity',
    });
    const highBytes = new Set([0]);
    const toUnicode = new ToUnicodeStream(context.obj({}), highBytes);
    const type0 = context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: FONT_NAME,
      Encoding: 'Identity-H',
      DescendantFonts: [context.register(cidFont)],
      ToUnicode: context.register(toUnicode),
    });
    return new UnicodeTextFont(context.register(type0), highBytes);
  }

  /** Width of `text` at size 1, in text-space units. */
  widthOfText(text: string): number {
    return (text.length * GLYPHLESS_ADVANCE) / 1000;
  }

  /** The show-text operand for `text`: its UTF-16 code units as two-byte codes. */
  encodeText(text: string): PDFHexString {
    return PDFHexString.of(this.encodeHex(text));
  }

  /** `encodeText`'s hex digits alone (the writer puts them in its content text itself). */
  encodeHex(text: string): string {
    let hex = '';
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      this.highBytes.add(code >> 8);
      hex += code.toString(16).padStart(4, '0');
    }
    return hex;
  }
}
