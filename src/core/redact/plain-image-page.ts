import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPageLeaf,
  PDFRawStream,
} from 'pdf-lib';
import { contentOperations, type Operand } from './content-operations';
import { joined, type PlainJpeg, plainJpeg } from './plain-jpeg';

/**
 * An output page that shows exactly one plain JPEG over the whole page and paints nothing else
 * (its other text, if any, is invisible): what a reader shows of it is that picture, so the
 * pixel check may decode the picture itself instead of rendering the page.
 */
export interface PlainImagePage {
  /** The page's size in points (its media box, which starts at the origin). */
  width: number;
  height: number;
  /** The picture, reduced to the segments that decide its pixels. */
  jpeg: PlainJpeg;
}

/** Keys a plain page may have (pdf-lib's page, the annotations array the structure check sees to). */
const PAGE_KEYS = new Set(['Type', 'Parent', 'MediaBox', 'Resources', 'Contents', 'Annots']);
/** Resource kinds a plain page may name (graphics states only when empty). */
const RESOURCE_KEYS = new Set(['Font', 'XObject', 'ExtGState', 'ProcSet']);
/** Keys of a plain image: nothing that masks, inverts, hides or re-colours it. */
const IMAGE_KEYS = new Set([
  'Type',
  'Subtype',
  'Width',
  'Height',
  'ColorSpace',
  'BitsPerComponent',
  'Filter',
  'Length',
]);
/** Components of the colour spaces a plain image may use. */
const COMPONENTS: Record<string, number> = { DeviceRGB: 3, DeviceGray: 1 };
/** Operators that set text state; none of them paints. */
const TEXT_STATE = new Set(['Tf', 'Tm', 'Td', 'TD', 'T*', 'Tc', 'Tw', 'Tz', 'TL', 'Ts']);
/** Operators that show text: they paint nothing only in rendering mode 3 (invisible). */
const TEXT_SHOW = new Set(['Tj', 'TJ', "'", '"']);
/** How far (points) the picture's placement may be from the page's corners. */
const PLACEMENT_TOLERANCE = 1e-3;

const nameOf = (o: PDFObject | undefined) => (o instanceof PDFName ? o.decodeText() : undefined);
const numberOf = (o: PDFObject | undefined) => (o instanceof PDFNumber ? o.asNumber() : undefined);

/**
 * Reads every page of the output (parsed by pdf-lib from its bytes, never from the writer's
 * objects) and returns, per 1-based page, the plain picture of each page that is nothing but
 * one. Any page outside that grammar is left out, and the pixel check renders it as a reader
 * would: a page that paints a patch after the picture, masks it (/SMask, /Mask), inverts it
 * (/Decode), shows a second picture or visible text is never decoded this way.
 */
export function plainImagePages(doc: PDFDocument): Map<number, PlainImagePage> {
  const plain = new Map<number, PlainImagePage>();
  doc.getPages().forEach((page, index) => {
    let found: PlainImagePage | undefined;
    try {
      found = plainPage(doc, page.node);
    } catch {
      found = undefined;
    }
    if (found) plain.set(index + 1, found);
  });
  return plain;
}

/** The page's plain picture, or undefined when the page is anything more. */
function plainPage(doc: PDFDocument, leaf: PDFPageLeaf): PlainImagePage | undefined {
  if (leaf.keys().some((k) => !PAGE_KEYS.has(k.decodeText()))) return undefined;
  if (leaf.CropBox() !== undefined) return undefined;
  // pdf.js paints annotation appearances over the page: a plain page has none.
  const annots = leaf.lookup(PDFName.of('Annots'));
  if (annots !== undefined && !(annots instanceof PDFArray && annots.size() === 0)) {
    return undefined;
  }
  const rotate = leaf.Rotate();
  if (rotate !== undefined && rotate.asNumber() !== 0) return undefined;
  const box = leaf
    .MediaBox()
    .asArray()
    .map((o) => numberOf(doc.context.lookup(o)));
  const [x0, y0, width, height] = box;
  if (box.length !== 4 || x0 !== 0 || y0 !== 0 || !(width! > 0) || !(height! > 0)) return undefined;
  const resources = leaf.Resources();
  if (!resources || !plainResources(resources)) return undefined;
  const xobjects = resources.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const entries = xobjects?.entries() ?? [];
  if (entries.length !== 1) return undefined;
  const [imageName, imageRef] = entries[0]!;
  const image = doc.context.lookup(imageRef);
  if (!(image instanceof PDFRawStream)) return undefined;
  const jpeg = plainImage(image);
  if (!jpeg) return undefined;
  const content = contentBytes(doc, leaf);
  const fonts = resources.lookupMaybe(PDFName.of('Font'), PDFDict);
  const fontNames = new Set(fonts?.keys().map((k) => k.decodeText()) ?? []);
  if (!content || !onlyThePicture(content, imageName.decodeText(), fontNames, width!, height!)) {
    return undefined;
  }
  return { width: width!, height: height!, jpeg };
}

/** True when the resources hold nothing that paints but fonts (no Type 3) and pictures. */
function plainResources(resources: PDFDict): boolean {
  if (resources.keys().some((k) => !RESOURCE_KEYS.has(k.decodeText()))) return false;
  const states = resources.lookup(PDFName.of('ExtGState'));
  if (states !== undefined && !(states instanceof PDFDict && states.keys().length === 0)) {
    return false;
  }
  const fonts = resources.lookup(PDFName.of('Font'));
  if (fonts === undefined) return true;
  if (!(fonts instanceof PDFDict)) return false;
  // A Type 3 glyph is a content stream of its own: some readers paint it whatever the mode.
  return fonts.keys().every((key) => {
    const font = fonts.lookup(key);
    return font instanceof PDFDict && nameOf(font.lookup(PDFName.of('Subtype'))) !== 'Type3';
  });
}

/** The picture of a plain image XObject: a DCT-encoded 8-bit RGB or grey JPEG, nothing more. */
function plainImage(image: PDFRawStream): PlainJpeg | undefined {
  const dict = image.dict;
  if (dict.keys().some((k) => !IMAGE_KEYS.has(k.decodeText()))) return undefined;
  if (nameOf(dict.lookup(PDFName.of('Subtype'))) !== 'Image') return undefined;
  if (numberOf(dict.lookup(PDFName.of('BitsPerComponent'))) !== 8) return undefined;
  const components = COMPONENTS[nameOf(dict.lookup(PDFName.of('ColorSpace'))) ?? ''];
  let filter = dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFArray && filter.size() === 1) filter = filter.lookup(0);
  if (components === undefined || nameOf(filter) !== 'DCTDecode') return undefined;
  const jpeg = plainJpeg(image.contents);
  if (
    !jpeg ||
    jpeg.components !== components ||
    jpeg.width !== numberOf(dict.lookup(PDFName.of('Width'))) ||
    jpeg.height !== numberOf(dict.lookup(PDFName.of('Height')))
  ) {
    return undefined;
  }
  return jpeg;
}

/** The page's content streams, decoded and joined (as a reader joins them), or undefined. */
function contentBytes(doc: PDFDocument, leaf: PDFPageLeaf): Uint8Array | undefined {
  const contents = leaf.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const parts: Uint8Array[] = [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) return undefined;
    parts.push(decodePDFRawStream(stream).decode(), Uint8Array.of(0x0a));
  }
  return joined(parts);
}

/** A 2D affine matrix [a b c d e f], as PDF writes them. */
type Matrix = [number, number, number, number, number, number];

/** `m` applied first, then `n` (PDF's `cm` pre-multiplies the current matrix). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** The operands as numbers when there are exactly `count` of them and all are numbers. */
function numbers(operands: readonly Operand[], count: number): number[] | undefined {
  if (operands.length !== count) return undefined;
  const values = operands.map((o) => (o.kind === 'number' ? o.value : NaN));
  return values.every(Number.isFinite) ? values : undefined;
}

/**
 * True when the content stream paints the named picture once, over exactly the whole page, as
 * its first and only painting, and afterwards shows only invisible text in the page's fonts:
 * the writer's grammar (`q cm... /Im Do Q`, then `q BT 3 Tr ... ET Q`). Any other operator
 * (a fill, a stroke, a clip, a colour, a second `Do`, marked content) fails it.
 */
function onlyThePicture(
  content: Uint8Array,
  image: string,
  fonts: ReadonlySet<string>,
  width: number,
  height: number,
): boolean {
  const ops = contentOperations(content);
  if (!ops) return false;
  const stack: Array<{ ctm: Matrix; mode: number }> = [];
  let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, mode: 0 };
  let inText = false;
  let painted = false;
  for (const { operator, operands } of ops) {
    if (operator === 'q' && !inText) {
      stack.push(state);
      state = { ...state };
    } else if (operator === 'Q' && !inText) {
      const saved = stack.pop();
      if (!saved) return false;
      state = saved;
    } else if (operator === 'cm' && !inText) {
      const m = numbers(operands, 6);
      if (!m) return false;
      state.ctm = multiply(m as Matrix, state.ctm);
    } else if (operator === 'Do' && !inText) {
      const [name] = operands;
      if (painted || operands.length !== 1 || name?.kind !== 'name' || name.value !== image) {
        return false;
      }
      const [a, b, c, d, e, f] = state.ctm;
      const near = (x: number, y: number) => Math.abs(x - y) <= PLACEMENT_TOLERANCE;
      if (!(near(a, width) && near(b, 0) && near(c, 0) && near(d, height))) return false;
      if (!(near(e, 0) && near(f, 0))) return false;
      painted = true;
    } else if (operator === 'BT' && !inText && painted) {
      inText = true;
    } else if (operator === 'ET' && inText) {
      inText = false;
    } else if (operator === 'Tr') {
      const [mode] = numbers(operands, 1) ?? [];
      if (mode === undefined) return false;
      state.mode = mode;
    } else if (operator === 'Tf' && inText) {
      const [font] = operands;
      if (operands.length !== 2 || font?.kind !== 'name' || !fonts.has(font.value)) return false;
    } else if (TEXT_STATE.has(operator) && inText) {
      // Positions, spacing and scaling of invisible text: nothing painted.
    } else if (TEXT_SHOW.has(operator) && inText) {
      if (state.mode !== 3) return false;
    } else {
      return false;
    }
  }
  return painted && !inText;
}
