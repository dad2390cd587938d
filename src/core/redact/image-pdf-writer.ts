import {
  beginText,
  endText,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  StandardFonts,
  TextRenderingMode,
} from 'pdf-lib';
import type { LayerWord } from './text-layer';

/** One output page: its size in points, its encoded image and its searchable words. */
export interface ImagePage {
  width: number;
  height: number;
  image: Uint8Array;
  format: 'jpeg' | 'png';
  /** Words drawn as invisible text over the image (none: an image-only page). */
  words?: readonly LayerWord[];
}

/** Share of a word box's height taken as the font size (boxes carry ascent, descent, padding). */
const SIZE_OF_BOX = 0.75;
/** Baseline above the box's bottom edge, as a share of the box height. */
const BASELINE_IN_BOX = 0.2;

/**
 * Writes a brand-new PDF whose pages are the given images at the given sizes. Nothing of the
 * input document is carried over: a fresh document has no Info dictionary, XMP, annotations,
 * forms, outlines or attachments, and `updateMetadata: false` stops pdf-lib adding its own.
 * The optional text layer is rendering mode 3 (invisible) Helvetica: pdf-lib's standard fonts
 * encode WinAnsi only, so words outside it are left out and counted (`skippedWords`).
 */
export class ImagePdfWriter {
  private font: PDFFont | undefined;
  /** Words that could not be encoded in the text layer's font (left out of the layer). */
  skippedWords = 0;

  private constructor(private readonly doc: PDFDocument) {}

  /** Starts an empty output document. */
  static async create(): Promise<ImagePdfWriter> {
    return new ImagePdfWriter(await PDFDocument.create({ updateMetadata: false }));
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
    return page.words && page.words.length > 0 ? this.addWords(pdfPage, page.words) : '';
  }

  private async addWords(pdfPage: PDFPage, words: readonly LayerWord[]): Promise<string> {
    const written: string[] = [];
    this.font ??= await this.doc.embedFont(StandardFonts.Helvetica);
    const font = this.font;
    const key = pdfPage.node.newFontDictionary(font.name, font.ref);
    const height = pdfPage.getHeight();
    const ops = [
      pushGraphicsState(),
      beginText(),
      setTextRenderingMode(TextRenderingMode.Invisible),
    ];
    for (const word of words) {
      // NFKC turns ligatures (U+FB01 'ﬁ') and compatibility forms into encodable letters.
      const text = word.text.normalize('NFKC');
      let encoded;
      let width;
      try {
        encoded = font.encodeText(text);
        width = font.widthOfTextAtSize(text, 1);
      } catch {
        this.skippedWords++; // a character outside WinAnsi
        continue;
      }
      const size = Math.max(1, word.box.height * SIZE_OF_BOX);
      // Stretch the word horizontally so a selection covers exactly the word on the image.
      const stretch = width > 0 ? word.box.width / (width * size) : 1;
      const baseline = height - (word.box.y + word.box.height) + word.box.height * BASELINE_IN_BOX;
      ops.push(
        setFontAndSize(key, size),
        setTextMatrix(stretch, 0, 0, 1, word.box.x, baseline),
        showText(encoded),
      );
      written.push(text);
    }
    ops.push(endText(), popGraphicsState());
    pdfPage.pushOperators(...ops);
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
