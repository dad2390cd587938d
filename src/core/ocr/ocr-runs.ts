import type { PageGeometry, TextRun } from '../platform/ports';
import type { OcrPageResult, OcrWord } from './ports';

/** An affine map [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
type Affine = TextRun['transform'];

// The run's em box spans these fractions of its font size; runRangeRect never uses less, so
// fitting the word's pixel box to exactly this span makes the run cover every pixel of it.
const ASCENT = 0.85;
const DESCENT = -0.22;

/** Pixels added around tesseract's tight word boxes, so anti-aliased edges stay inside. */
const MARGIN_PX = 1;

/** Skews smaller than this (degrees) are reported as level text. */
const MIN_SKEW = 0.3;

/**
 * The map from the pixels of the image OCR read (turned `rotation` degrees clockwise from the
 * page render) to displayed-page points. The render is the displayed page (pdf.js applied
 * /Rotate), so undoing OCR's turn and scaling by points per pixel is all there is.
 */
export function uprightPixelsToPage(result: OcrPageResult, geometry: PageGeometry): Affine {
  const turned = result.rotation === 90 || result.rotation === 270;
  const rasterW = turned ? result.height : result.width;
  const rasterH = turned ? result.width : result.height;
  const kx = geometry.width / rasterW;
  const ky = geometry.height / rasterH;
  const { width: gw, height: gh } = geometry;
  switch (result.rotation) {
    case 90: // upright (u, v) came from render (v, H - u)
      return [0, -ky, kx, 0, 0, gh];
    case 180:
      return [-kx, 0, 0, -ky, gw, gh];
    case 270: // upright (u, v) came from render (W - v, u)
      return [0, ky, -kx, 0, gw, 0];
    default:
      return [kx, 0, 0, ky, 0, 0];
  }
}

/** The run for one word: em space mapped onto the word's pixel box, then onto the page. */
function wordRun(word: OcrWord, toPage: Affine, rotation: number, hasEOL: boolean): TextRun {
  const x0 = word.bbox.x0 - MARGIN_PX;
  const x1 = word.bbox.x1 + MARGIN_PX;
  const top = word.bbox.y0 - MARGIN_PX;
  const bottom = word.bbox.y1 + MARGIN_PX;
  const em = Math.max(1, (bottom - top) / (ASCENT - DESCENT));
  const baseline = bottom + DESCENT * em;
  const [a, b, c, d, e, f] = toPage;
  // toPage ∘ [em 0 0 -em x0 baseline]: em space has y up, the image has y down.
  const transform: Affine = [
    a * em,
    b * em,
    -c * em,
    -d * em,
    a * x0 + c * baseline + e,
    b * x0 + d * baseline + f,
  ];
  const pointsPerPixel = Math.sqrt(Math.abs(a * d - b * c));
  const skew = word.skew ?? 0;
  const run: TextRun = {
    str: word.text,
    transform,
    width: Math.max(0, x1 - x0) / em,
    fontSize: em * pointsPerPixel,
    fontFamily: 'sans-serif',
    hasEOL,
    ascent: ASCENT,
    descent: DESCENT,
    rtl: false,
    source: 'ocr',
    score: Math.min(1, Math.max(0, word.confidence)),
  };
  if (Math.abs(skew) >= MIN_SKEW) run.angle = rotation + skew;
  return run;
}

/**
 * Turns OCR words into text runs on the displayed page: one run per word, in reading order,
 * the last word of each line ending the line, so the rest of the core (page text, offsets,
 * boxes, redaction) treats them like any text layer.
 */
export function ocrResultToRuns(result: OcrPageResult, geometry: PageGeometry): TextRun[] {
  const toPage = uprightPixelsToPage(result, geometry);
  const words = result.words.filter((w) => w.text.trim().length > 0);
  return words.map((word, i) => {
    const next = words[i + 1];
    return wordRun(word, toPage, result.rotation, !next || next.line !== word.line);
  });
}
