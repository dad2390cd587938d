/**
 * The ports through which the core reaches platform capabilities. Engines (pdf.js, canvases)
 * implement them in Node, a Web Worker or the service worker; the core never imports them.
 */

/** A run of text as the PDF draws it (one show-text operation, often a whole line). */
export interface TextRun {
  str: string;
  /**
   * Transform from em space (run origin at 0,0, baseline along +x, 1 unit = 1 em of the font)
   * to the displayed page in points, top-left origin, y down: [a, b, c, d, e, f].
   */
  transform: [number, number, number, number, number, number];
  /** Advance width of the whole run in em units along the baseline. */
  width: number;
  /** Font size in points (the run's height before descenders). */
  fontSize: number;
  /** Generic family of the font: 'serif', 'sans-serif' or 'monospace'. */
  fontFamily: string;
  /** True when the PDF ends a line after this run. */
  hasEOL: boolean;
  /** Ascent and descent of the font as fractions of the font size (when known). */
  ascent: number;
  descent: number;
  /** True for right-to-left runs (the string is in logical order, glyphs run leftwards). */
  rtl: boolean;
  /**
   * Advance width of each UTF-16 unit of `str` in the font's own units, when the engine knows
   * the font's real metrics; absent or NaN entries fall back on standard font metrics.
   */
  charWidths?: number[];
  /** Where the run's text came from: the PDF's text layer (the default) or OCR of the page. */
  source?: 'text-layer' | 'ocr';
  /** Confidence in [0, 1] of the run's text (OCR); absent means certain (text layer, score 1). */
  score?: number;
  /**
   * Text direction on the displayed page (degrees counter-clockwise) when it differs from the
   * transform's: an OCR word on a skewed scan keeps an axis-aligned run that covers its pixels,
   * while its reported angle carries the skew.
   */
  angle?: number;
}

/** Size and rotation of one page as displayed. */
export interface PageGeometry {
  /** 1-based page number. */
  page: number;
  /** Displayed width and height in points (after /Rotate and CropBox). */
  width: number;
  height: number;
  /** The page's /Rotate in degrees (0, 90, 180, 270). */
  rotation: number;
}

/** What a page draws besides its text layer, to choose where the page's text comes from. */
export interface PageContent {
  /** Share of the displayed page covered by images, in [0, 1] (overlaps counted once at most). */
  imageCoverage: number;
  /** Glyphs the content stream shows, and how many of them have no Unicode text. */
  glyphs: number;
  unmappedGlyphs: number;
}

/** An opened PDF, as an engine exposes it to the core. */
export interface PdfSource {
  readonly pageCount: number;
  /** Geometry of page `page` (1-based). */
  geometry(page: number): Promise<PageGeometry>;
  /** Text runs of page `page`, in content order. */
  textRuns(page: number): Promise<TextRun[]>;
  /** Images and glyph mapping of page `page`; engines that cannot tell may leave it out. */
  pageContent?(page: number): Promise<PageContent>;
  /** Renders page `page` at `scale` pixels per point onto a fresh raster. */
  render(page: number, scale: number): Promise<PageRaster>;
  /** Releases the engine's resources for this document. */
  close(): Promise<void>;
}

/** Opens PDFs. Throws DocumentError for data that is not a PDF or cannot be opened. */
export interface PdfEngine {
  open(data: Uint8Array, options?: { password?: string }): Promise<PdfSource>;
}

/** A rectangle in raster pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rendered page that boxes can be burnt into and that encodes to an image file. */
export interface PageRaster {
  readonly width: number;
  readonly height: number;
  /** Fills each rectangle in solid black. */
  fillBlack(rects: PixelRect[]): void;
  /** The pixels as 8-bit grey, row by row (`width * height` bytes): the input of OCR. */
  grayPixels(): Uint8Array;
  /** Encodes the raster (JPEG when quality < 1 is asked, PNG otherwise). */
  encode(format: 'jpeg' | 'png', quality: number): Promise<Uint8Array>;
  /** Frees the raster's memory. */
  release(): void;
}
