import { PDFDocument } from 'pdf-lib';

/** One output page: its size in points and its encoded image. */
export interface ImagePage {
  width: number;
  height: number;
  image: Uint8Array;
  format: 'jpeg' | 'png';
}

/**
 * Writes a brand-new PDF whose pages are the given images at the given sizes. Nothing of the
 * input document is carried over: a fresh document has no Info dictionary, XMP, annotations,
 * forms, outlines or attachments, and `updateMetadata: false` stops pdf-lib adding its own.
 */
export class ImagePdfWriter {
  private constructor(private readonly doc: PDFDocument) {}

  /** Starts an empty output document. */
  static async create(): Promise<ImagePdfWriter> {
    return new ImagePdfWriter(await PDFDocument.create({ updateMetadata: false }));
  }

  /** Appends a page showing `page.image` over the whole page. */
  async addPage(page: ImagePage): Promise<void> {
    const image =
      page.format === 'jpeg'
        ? await this.doc.embedJpg(page.image)
        : await this.doc.embedPng(page.image);
    const pdfPage = this.doc.addPage([page.width, page.height]);
    pdfPage.drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
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
