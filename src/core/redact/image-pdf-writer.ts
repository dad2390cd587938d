import {
  PDFArray,
  PDFContentStream,
  PDFDocument,
  type PDFFont,
  PDFNumber,
  PDFOperator,
  type PDFOperatorNames,
  type PDFPage,
  PDFRef,
  rgb,
} from 'pdf-lib';
import type { BoxLabel } from '../contract/box-label';
import { LABEL_FONT, placeLabel } from './box-label-layout';
// pdf-lib's byte-by-byte stream copy at `save` replaced by one `set` (same bytes).
import './pdf-lib-stream-copy';
import type { LayerWord } from './text-layer';
import { UnicodeTextFont } from './unicode-text-font';
import { toVisualOrder } from './visual-order';

/** One output page: its size in points, its encoded image and its searchable words. */
export interface ImagePage {
  width: number;
  height: number;
  image: Uint8Array;
  format: 'jpeg' | 'png';
  /** Words drawn as invisible text over the image (none: an image-only page). */
  words?: readonly LayerWord[];
  /** Labels (reason codes) drawn as small white text on their black boxes. */
  labels?: readonly BoxLabel[];
}

/** Share of a word box's height taken as the font size (boxes carry ascent, descent, padding). */
const SIZE_OF_BOX = 0.75;
/** Baseline above the box's bottom edge, as a share of the box height. */
const BASELINE_IN_BOX = 0.2;

/**
 * Writes a brand-new PDF whose pages are the given images at the given sizes. Nothing of the
 * input document is carried over: a fresh document has no Info dictionary, XMP, annotations,
 * forms, outlines or attachments, and `updateMetadata: false` stops pdf-lib adding its own.
 * The optional text layer is rendering mode 3 (invisible) text in a glyphless Unicode font, so
 * words of any script are searchable; words with nothing left to write after normalisation are
 * counted in `skippedWords`.
 */
export class ImagePdfWriter {
  private font: UnicodeTextFont | undefined;
  private labelFont: PDFFont | undefined;
  /** Words left out of the text layer because nothing of them could be written. */
  skippedWords = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly deflate?: (data: Uint8Array) => Uint8Array,
  ) {}

  /** Starts an empty output document (`deflate`: the runtime's native zlib, pako otherwise). */
  static async create(deflate?: (data: Uint8Array) => Uint8Array): Promise<ImagePdfWriter> {
    return new ImagePdfWriter(await PDFDocument.create({ updateMetadata: false }), deflate);
  }

  /**
   * Appends a page showing `page.image` over the whole page, then its invisible words; returns
   * the words actually written, joined by spaces.
   */
  async addPage(page: ImagePage): Promise<string> {
    const image =
      page.format === 'jpeg'
        ? await this.doc.embedJpg(page.image)
        : await this.doc.embedPng(page.image);
    const pdfPage = this.doc.addPage([page.width, page.height]);
    pdfPage.drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
    if (page.labels && page.labels.length > 0) await this.addLabels(pdfPage, page.labels);
    const written =
      page.words && page.words.length > 0 ? await this.addWords(pdfPage, page.words) : '';
    this.packContents(pdfPage);
    return written;
  }

  /**
   * Turns the finished page's content streams into compressed bytes now: otherwise pdf-lib keeps
   * every operator of every page as objects until `save` (a thesis page's text layer is about
   * 1,300 of them) and compresses them all there with pako, in JavaScript. Same operators, same
   * bytes once inflated.
   */
  private packContents(pdfPage: PDFPage): void {
    const contents = pdfPage.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [];
    const context = this.doc.context;
    for (const ref of refs) {
      if (!(ref instanceof PDFRef)) continue;
      const stream = context.lookup(ref);
      if (!(stream instanceof PDFContentStream)) continue;
      const bytes = stream.getUnencodedContents();
      context.assign(
        ref,
        this.deflate
          ? context.stream(this.deflate(bytes), { Filter: 'FlateDecode' })
          : context.flateStream(bytes),
      );
    }
  }

  /** Draws each label that fits its box (`placeLabel`), white on the burnt black. */
  private async addLabels(pdfPage: PDFPage, labels: readonly BoxLabel[]): Promise<void> {
    this.labelFont ??= await this.doc.embedFont(LABEL_FONT);
    const height = pdfPage.getHeight();
    for (const label of labels) {
      const place = placeLabel(label);
      if (!place) continue;
      pdfPage.drawText(place.text, {
        x: place.x,
        y: height - place.baseline,
        size: place.size,
        font: this.labelFont,
        color: rgb(1, 1, 1),
      });
    }
  }

  private async addWords(pdfPage: PDFPage, words: readonly LayerWord[]): Promise<string> {
    const written: string[] = [];
    this.font ??= UnicodeTextFont.embed(this.doc);
    const font = this.font;
    const key = pdfPage.node.newFontDictionary(font.name, font.ref).toString();
    const height = pdfPage.getHeight();
    // The layer's operators as the text pdf-lib would write for them (`q`, `BT`, `3 Tr`, then
    // per word `Tf` when the size changes, `Tm`, `Tj`), pushed as one verbatim operator: the
    // content stream's bytes are the same, without a PDFNumber and a PDFOperator object per
    // operand (pdf-lib's number formatting alone was ~0.2 s of the 117-page thesis).
    const lines = ['q', 'BT', '3 Tr'];
    // Numbers to a thousandth of a point (the stretch to 1/10,000) and one `Tf` per run of one
    // size: full-precision doubles and a `Tf` before every word made the layer 2.3 times larger,
    // paid by the writer, zlib, the verification's grammar and pdf.js's text read of the output.
    const round = (value: number) => Math.round(value * 1000) / 1000;
    let lastSize: number | undefined;
    for (const word of words) {
      // NFKC turns ligatures (U+FB01 'ﬁ') and compatibility forms into the letters users search
      // for; control characters would only confuse a text extractor.
      const text = word.text.normalize('NFKC').replace(/\p{Cc}/gu, '');
      if (text.trim() === '') {
        this.skippedWords++;
        continue;
      }
      const hex = font.encodeHex(toVisualOrder(text));
      const width = font.widthOfText(text);
      const size = round(Math.max(1, word.box.height * SIZE_OF_BOX));
      // Stretch the word horizontally so a selection covers exactly the word on the image.
      const stretch = width > 0 ? word.box.width / (width * size) : 1;
      const baseline = height - (word.box.y + word.box.height) + word.box.height * BASELINE_IN_BOX;
      if (size !== lastSize) lines.push(`${key} ${pdfNumber(size)} Tf`);
      lastSize = size;
      lines.push(
        `${pdfNumber(Math.round(stretch * 10000) / 10000)} 0 0 1 ${pdfNumber(round(word.box.x))} ${pdfNumber(round(baseline))} Tm`,
        `<${hex}> Tj`,
      );
      written.push(text);
    }
    lines.push('ET', 'Q');
    // The stream writes an operator's name as is, then a line break, as it does after each one.
    pdfPage.pushOperators(PDFOperator.of(lines.join('\n') as PDFOperatorNames));
    return written.join(' ');
  }

  /** Serialises the document. */
  async save(): Promise<Uint8Array> {
    return this.doc.save({
      useObjectStreams: true,
      addDefaultPage: false,
      updateFieldAppearances: false,
    });
  }
}

/**
 * A number as pdf-lib writes it (`PDFNumber`): JavaScript's own form, which the layer's rounded
 * values always have; pdf-lib's (no exponent) where that would use one.
 */
function pdfNumber(value: number): string {
  const text = String(value);
  return text.includes('e') ? PDFNumber.of(value).toString() : text;
}
