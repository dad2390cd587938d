import { describe, expect, it } from 'vitest';
import { darkInkCandidates, glyphsOnDarkInk } from '../../../src/core/document/dark-ink';
import type { DrawnFill, DrawnGlyph, PageDrawing } from '../../../src/core/platform/ports';

/** A 10 pt wide glyph of a 12 pt font with its baseline at (100, 200), page y down. */
const glyph = (order: number, color: string, form = 0): DrawnGlyph => ({
  order,
  text: 'A',
  color,
  form,
  origin: { x: 100, y: 200 },
  advance: { x: 10, y: 0 },
  up: { x: 0, y: -12 },
});

/** An opaque fill (or picture) over the page area x 50..300, y 150..250. */
const background = (order: number, extra: Partial<DrawnFill> = {}): DrawnFill => ({
  order,
  form: 0,
  region: { subpaths: [], evenOdd: false },
  clips: [],
  opaque: true,
  color: '',
  bounds: { x0: 50, y0: 150, x1: 300, y1: 250 },
  image: true,
  ...extra,
});

const drawing = (glyphs: DrawnGlyph[], fills: DrawnFill[]): PageDrawing => ({
  glyphs,
  fills,
  strokes: [],
  size: { width: 400, height: 400 },
});

/** A 400 × 400 grey raster (scale 1) painted by `shade(x, y)`. */
const raster = (shade: (x: number, y: number) => number) => {
  const pixels = new Uint8Array(400 * 400);
  for (let y = 0; y < 400; y++) for (let x = 0; x < 400; x++) pixels[y * 400 + x] = shade(x, y);
  return { width: 400, height: 400, grayPixels: () => pixels };
};

describe('text on dark ink', () => {
  it('takes invisible glyphs over a picture or fill, and dark glyphs over a picture', () => {
    const invisible = glyph(2, '');
    const black = glyph(3, '#101010');
    const white = glyph(4, '#ffffff');
    const page = drawing([invisible, black, white], [background(1)]);
    expect(darkInkCandidates(page, new Set())).toEqual([invisible, black]);
    // Already hidden, or with nothing painted under them: not candidates.
    expect(darkInkCandidates(page, new Set([invisible]))).toEqual([black]);
    expect(darkInkCandidates(drawing([glyph(0, '')], [background(1)]), new Set())).toEqual([]);
    // Visible dark text on a vector box is judged by colour elsewhere.
    const onBox = drawing([black], [background(1, { image: false, color: '#000000' })]);
    expect(darkInkCandidates(onBox, new Set())).toEqual([]);
  });

  it('treats a glyph clipped away like an invisible one', () => {
    const clipped = { ...glyph(2, '#ffffff'), clipped: true };
    const page = drawing([clipped], [background(1, { image: false, color: '#000000' })]);
    expect(darkInkCandidates(page, new Set())).toEqual([clipped]);
  });

  it('leaves out a label painted in the same form as its box (a flattened redaction overlay)', () => {
    const label = glyph(3, '#000000', 7);
    const page = drawing([label], [background(1), background(2, { form: 7, image: false })]);
    expect(darkInkCandidates(page, new Set())).toEqual([]);
  });

  it('calls a glyph hidden only where its area is solid dark in the rendered page', () => {
    const g = glyph(2, '');
    expect(
      glyphsOnDarkInk(
        [g],
        raster(() => 20),
        1,
      ),
    ).toEqual([g]);
    expect(
      glyphsOnDarkInk(
        [g],
        raster(() => 255),
        1,
      ),
    ).toEqual([]);
    // Black letters on white (a scan's own text under its OCR layer): about half dark.
    expect(
      glyphsOnDarkInk(
        [g],
        raster((x) => (x % 2 === 0 ? 0 : 255)),
        1,
      ),
    ).toEqual([]);
    // A marker that covers only the lower half of the glyph does not hide it.
    expect(
      glyphsOnDarkInk(
        [g],
        raster((_, y) => (y > 196 ? 0 : 255)),
        1,
      ),
    ).toEqual([]);
  });
});
