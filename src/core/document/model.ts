import type { Box } from '../contract/types';
import type { DrawnGlyph, PageGeometry, TextRun, UnreadInk } from '../platform/ports';

/** Where a word's text came from (`annotation`: an annotation's or form field's appearance). */
export type WordSource = 'text-layer' | 'ocr' | 'annotation';

/** One word of a page with its box on the displayed page. */
export interface Word {
  text: string;
  /** UTF-16 offsets into the document text (`text === documentText.slice(start, end)`). */
  start: number;
  end: number;
  box: Box;
  source: WordSource;
}

/**
 * Where one character of a page's text was drawn: the run and the index inside the run's
 * string, or -1 for characters the extractor inserted (spaces between runs, line breaks).
 */
export interface CharOrigin {
  run: Int32Array;
  index: Int32Array;
}

/** A page: its geometry, its text (a slice of the document text), runs and words. */
export interface PageText extends PageGeometry {
  /** Offset of this page's first character in the document text. */
  offset: number;
  /** The page's text: lines joined by `\n`. */
  text: string;
  runs: TextRun[];
  /** Cumulative glyph edges per run, as fractions of the run's width (length = str.length + 1). */
  edges: Float64Array[];
  /** Origin of each character of `text` (same length as `text`). */
  origin: CharOrigin;
  words: Word[];
  /** Glyphs painted but hidden under boxes, when the page's drawing was read with its text. */
  hiddenGlyphs?: DrawnGlyph[];
  /** Why the page's drawing could not be read, when it could not. */
  hiddenCheckError?: string;
  /** Annotation ink that could not be read as text (OCR reads it where an engine is given). */
  unreadInk?: UnreadInk[];
}

/** A loaded document: the pages and the `\f`-joined document text. */
export interface DocumentModel {
  pages: PageText[];
  text: string;
}
