import type { CancelSignal } from '../contract/errors';
import type { OcrLanguage } from '../contract/languages';
import type { PageRaster } from '../platform/ports';

/** A rectangle in image pixels (x0,y0 top-left; x1,y1 bottom-right). */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One recognised word, in the pixel space of the image that was given to the engine. */
export interface OcrWord {
  text: string;
  /** Confidence in [0, 1] (tesseract reports 0-100). */
  confidence: number;
  /** The pixels of the word's glyphs, in the (rotated) image the result refers to. */
  bbox: PixelBox;
  /** Index of the word's line on the page (words of one line share it), in reading order. */
  line: number;
  /**
   * Direction of the word's baseline in that image, degrees counter-clockwise (the small skew
   * of a scan; 0 when level or unknown).
   */
  skew?: number;
}

/** What OCR returns for one page image. */
export interface OcrPageResult {
  words: OcrWord[];
  /**
   * Clockwise rotation in degrees (0, 90, 180, 270) that was applied to the image before
   * recognition to make the text upright; word boxes are in that rotated image's pixels.
   */
  rotation: number;
  /** Size of the (rotated) image the boxes refer to. */
  width: number;
  height: number;
}

/** Options of one recognition. */
export interface OcrOptions {
  languages: OcrLanguage[];
  /** Detect page orientation (90/180/270) first; only when asked (rotated_text). */
  detectOrientation: boolean;
  /** Resolution the image was rendered at, in dots per inch (guides the engine's heuristics). */
  dpi: number;
  signal?: CancelSignal;
}

/**
 * Recognises text in page images. Implementations (tesseract.js in Node and in a Web Worker)
 * keep a pool of workers; calls may run in parallel. Throws OcrLanguageError for a language
 * whose data is not available. The image belongs to the caller, who releases it once the
 * returned promise settles.
 */
export interface OcrEngine {
  /** How many pages the engine recognises at once: the pipeline keeps that many in flight. */
  readonly parallelism: number;
  recognize(image: PageRaster, options: OcrOptions): Promise<OcrPageResult>;
}

/** A language was asked for whose trained data this installation does not have. */
export class OcrLanguageError extends Error {
  override readonly name = 'OcrLanguageError';
  constructor(
    readonly language: string,
    message?: string,
  ) {
    super(
      message ??
        `OCR language data for '${language}' is not available; add its .traineddata file in Settings.`,
    );
  }
}
