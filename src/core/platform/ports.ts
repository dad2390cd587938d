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
  /**
   * Where the run's text came from: the PDF's text layer (the default), OCR of the page, or
   * an annotation's or form field's appearance painted on the page (`annotation`).
   */
  source?: 'text-layer' | 'ocr' | 'annotation';
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
  /**
   * Each image's bounding rectangle on the displayed page, in points from the top-left corner
   * (engines that know them): OCR of a mixed page blanks only text-layer words clear of them.
   */
  imageBoxes?: { x: number; y: number; width: number; height: number }[];
}

/** A point on the displayed page, in points from the top-left corner, y down. */
export interface PagePoint {
  x: number;
  y: number;
}

/**
 * One glyph as the content stream paints it, placed by three page-space points: the glyph's
 * origin on the baseline, the vector along its advance, and the vector up one em. Together they
 * describe the glyph's box whatever the rotation or skew.
 */
export interface DrawnGlyph {
  /** Position in the page's painting order (shared with fills). */
  order: number;
  /** The glyph's Unicode text ('' when the font does not map it). */
  text: string;
  /**
   * Colour the glyph is painted in ('#rrggbb'): the fill colour, the stroke colour for outlined
   * text; '' when it is not one solid colour or the glyph is invisible (render mode 3 or 7).
   */
  color: string;
  /** Which form XObject or annotation appearance painted it (0: the page's own content). */
  form: number;
  /** The id of the annotation whose appearance painted it, when one did. */
  annotation?: string;
  /** True when the clipping path in force leaves it unpainted (text clipped away). */
  clipped?: boolean;
  origin: PagePoint;
  advance: PagePoint;
  up: PagePoint;
}

/** A filled area: closed polygons (curves flattened) and the rule that decides inside. */
export interface FilledRegion {
  subpaths: PagePoint[][];
  evenOdd: boolean;
}

/**
 * One fill operation (a rectangle, a path, a highlight appearance) in painting order. Images are
 * fills with no colour (`image`): opaque when nothing lets the page show through them (no soft
 * mask, /Mask or constant alpha); text painted on an image is not on the fill beneath it.
 * Shadings (`sh`) and stencil masks are fills that hide nothing.
 */
export interface DrawnFill {
  /** Position in the page's painting order (shared with glyphs). */
  order: number;
  /** Which form XObject or annotation appearance painted it (0: the page's own content). */
  form: number;
  region: FilledRegion;
  /** Clipping regions in force when it was painted: it paints only inside all of them. */
  clips: FilledRegion[];
  /**
   * True when what it covers cannot show through: solid colour, full opacity, normal blending,
   * no soft mask (a tiling pattern such as cross-hatching is not opaque).
   */
  opaque: boolean;
  /** Solid colour ('#rrggbb'), or '' for a pattern. */
  color: string;
  /** Axis-aligned bounds of the region on the page, before clipping. */
  bounds: { x0: number; y0: number; x1: number; y1: number };
  /** A painted picture (image XObject or inline image), not a vector fill. */
  image?: boolean;
}

/** One stroked path, as points sampled along its segments (its lines, not its area). */
export interface DrawnStroke {
  order: number;
  /** Points spread along each straight or flattened segment, on the page. */
  samples: PagePoint[];
  /** Solid colour ('#rrggbb'), or '' for a pattern. */
  color: string;
}

/** The glyphs, fills and strokes of one page in painting order, to find covered text. */
export interface PageDrawing {
  glyphs: DrawnGlyph[];
  fills: DrawnFill[];
  strokes: DrawnStroke[];
  /** Size of the displayed page (what its background is), when the engine reports it. */
  size?: { width: number; height: number };
}

/**
 * Ink an annotation paints that could not be read as text (a picture, glyphs without Unicode,
 * handwriting): its area on the displayed page, to OCR or to report.
 */
export interface UnreadInk {
  /** The annotation's subtype ('Stamp', 'Widget', 'Ink'...). */
  subtype: string;
  /** What it paints that is not text: 'picture', 'glyphs without text' or 'handwriting'. */
  reason: string;
  /** Its rectangle on the displayed page, in points from the top-left corner. */
  box: { x: number; y: number; width: number; height: number };
}

/** An opened PDF, as an engine exposes it to the core. */
export interface PdfSource {
  readonly pageCount: number;
  /** Geometry of page `page` (1-based). */
  geometry(page: number): Promise<PageGeometry>;
  /** Text runs of page `page`, in content order. */
  textRuns(page: number): Promise<TextRun[]>;
  /**
   * The strings of page `page` (text runs and form field values, one per line), without
   * positions or glyph widths: cheaper than `textRuns` where the text alone is needed, since it
   * decodes none of the page's images. Engines may leave it out (`textRuns` is used instead).
   */
  pageText?(page: number): Promise<string>;
  /** Images and glyph mapping of page `page`; engines that cannot tell may leave it out. */
  pageContent?(page: number): Promise<PageContent>;
  /** Glyphs and filled areas of page `page` in painting order; engines may leave it out. */
  pageDrawing?(page: number): Promise<PageDrawing>;
  /**
   * Annotation ink of page `page` that `textRuns` could not read as text (its appearance paints
   * a picture or glyphs without Unicode); engines that cannot tell may leave it out.
   */
  unreadInk?(page: number): Promise<UnreadInk[]>;
  /**
   * Frees what the engine keeps of page `page` after reading it (decoded images, parsed content),
   * so reading a long document holds one page at a time; engines without a cache may leave it out.
   */
  releasePage?(page: number): Promise<void>;
  /** Renders page `page` at `scale` pixels per point onto a fresh raster. */
  render(page: number, scale: number): Promise<PageRaster>;
  /**
   * Starts rendering and encoding pages 1..`plan.pages` in order on another core while the core
   * reads and detects (an output page without boxes is the page's plain render). Engines without
   * a second core leave it out; calling it twice keeps the first plan.
   */
  renderAhead?(plan: RenderAheadPlan): void;
  /**
   * Page `page`'s image encoded ahead at exactly `scale` (with the plan's format and quality),
   * or undefined when it was not (not reached yet, another scale, a failure): render it here.
   */
  renderedAhead?(page: number, scale: number): Promise<RenderedAhead | undefined>;
  /** Releases the engine's resources for this document. */
  close(): Promise<void>;
}

/** What `PdfSource.renderAhead` renders: the same scale, budget and encoding as the writer's. */
export interface RenderAheadPlan {
  /** Pages 1..pages (the processed ones). */
  pages: number;
  /** Pixels per point asked for; a page past `maxPagePixels` is rendered smaller, as the writer does. */
  scale: number;
  maxPagePixels?: number;
  format: 'jpeg' | 'png';
  quality: number;
}

/** A page encoded ahead (`PdfSource.renderedAhead`). */
export interface RenderedAhead {
  image: Uint8Array;
  /** Milliseconds its render took (the page time limit applies to it as to a render here). */
  renderMs: number;
}

/** Where a decoded picture goes: its size on a white canvas of `canvas` pixels, at the origin. */
export interface ImagePlacement {
  /** The canvas (whole pixels, as a page render's canvas is sized). */
  canvas: { width: number; height: number };
  /** The picture's drawn size in pixels (fractional: the page's size times the scale). */
  drawn: { width: number; height: number };
}

/**
 * Decodes image files with the runtime's native decoder (libjpeg-turbo through Skia in Node,
 * the browser's own decoder): verification's fast way to see an output page that is one plain
 * picture, instead of pdf.js's JavaScript decoder.
 */
export interface ImageDecoder {
  /**
   * Decodes a baseline or progressive JPEG file (the caller strips every segment that could
   * change its look: orientation, colour profiles) and draws it scaled per `placement` on
   * white; returns the canvas as 8-bit grey, row by row, as `PageRaster.grayPixels` does.
   * With `regions`, only the pixels inside them need be read (the rest may be left white).
   */
  jpegGray(
    jpeg: Uint8Array,
    placement: ImagePlacement,
    regions?: readonly PixelRect[],
  ): Promise<Uint8Array>;
}

/** Opens PDFs. Throws DocumentError for data that is not a PDF or cannot be opened. */
export interface PdfEngine {
  open(data: Uint8Array, options?: { password?: string }): Promise<PdfSource>;
  /** The runtime's native image decoder, when it has one (verification's fast path). */
  readonly images?: ImageDecoder;
  /**
   * The runtime's native zlib deflate (a zlib stream, as /FlateDecode reads it), when it has
   * one: the writer compresses each output page's content with it (pdf-lib's JavaScript pako
   * otherwise).
   */
  readonly deflate?: (data: Uint8Array) => Uint8Array;
  /**
   * Every page's strings of the PDF `pdf`, as `PdfSource.pageText` reads them (index 0 is page
   * 1), read by the same engine on another thread, when the runtime has one idle: verification's
   * text check takes them from there (a failure: it reads them itself).
   */
  readonly pageTexts?: (pdf: Uint8Array) => Promise<string[]>;
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
