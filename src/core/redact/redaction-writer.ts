import type { Box } from '../contract/types';
import type { PageRaster, PixelRect } from '../platform/ports';
import { type ImagePage, ImagePdfWriter } from './image-pdf-writer';
import { toPixelRects } from './pixel-rects';

/**
 * What writes a redacted output: burns the boxes into each page image and assembles the pages
 * with their invisible words. A port, so that tests can put a faulty writer in its place and
 * show that verification (which never trusts it) stops the output.
 */
export interface RedactionWriter {
  /**
   * Burns the boxes (points) into the page raster in solid black at `scale` pixels per point;
   * returns the raster rectangles it burnt.
   */
  burn(raster: PageRaster, boxes: readonly Box[], scale: number): PixelRect[];
  /** Appends a page (its image and invisible words); returns the words written, space-joined. */
  addPage(page: ImagePage): Promise<string>;
  /** Serialises the output document. */
  save(): Promise<Uint8Array>;
  /** Words left out of the text layer because nothing of them could be written. */
  readonly skippedWords: number;
}

/** How the runtime helps a writer (all optional). */
export interface WriterOptions {
  /** The runtime's native deflate (`PdfEngine.deflate`). */
  deflate?: (data: Uint8Array) => Uint8Array;
}

/** Starts a writer for one output document. */
export type RedactionWriterFactory = (options?: WriterOptions) => Promise<RedactionWriter>;

/** The product's writer: the raster's own black fill and a fresh pdf-lib document. */
export const createRedactionWriter: RedactionWriterFactory = async (options = {}) => {
  const pdf = await ImagePdfWriter.create(options.deflate);
  return {
    burn: (raster, boxes, scale) => {
      const rects = toPixelRects(boxes, scale, raster.width, raster.height);
      raster.fillBlack(rects);
      return rects;
    },
    addPage: (page) => pdf.addPage(page),
    save: () => pdf.save(),
    get skippedWords() {
      return pdf.skippedWords;
    },
  };
};
