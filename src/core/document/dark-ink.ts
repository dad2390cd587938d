import type { DrawnFill, DrawnGlyph, PageDrawing, PageRaster, PagePoint } from '../platform/ports';

/** Grey level (0-255) at or below which a rendered pixel is dark ink (a marker, a black bar). */
const DARK_LEVEL = 96;

/** Share of a glyph's samples that must be dark for its area to be solid dark. */
const DARK_SHARE = 0.9;

/** Largest RGB channel at which painted text counts as dark (it vanishes on dark ink). */
const DARK_TEXT_CHANNEL = 100;

/** Where a glyph's area is sampled: across its advance and up to about cap height (em). */
const ACROSS = [0.1, 0.26, 0.42, 0.58, 0.74, 0.9];
const UP = [0.05, 0.2, 0.35, 0.5, 0.65];

/**
 * Resolution the page is rendered at to look at its ink (72 dpi): a 10-point glyph still spans
 * about 7 × 7 pixels, and the render costs little once pdf.js holds the page's decoded images.
 */
export const DARK_INK_SCALE = 1;

/** Whether a '#rrggbb' colour is dark in every channel. */
function isDark(color: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return false;
  for (let k = 1; k < 7; k += 2) {
    if (parseInt(color.slice(k, k + 2), 16) > DARK_TEXT_CHANNEL) return false;
  }
  return true;
}

/** The glyph's centre, halfway along its advance and a third of an em up. */
function centreOf(glyph: DrawnGlyph): PagePoint {
  return {
    x: glyph.origin.x + 0.5 * glyph.advance.x + 0.33 * glyph.up.x,
    y: glyph.origin.y + 0.5 * glyph.advance.y + 0.33 * glyph.up.y,
  };
}

/** Whether a fill painted before the glyph lies under its centre (by its bounds). */
function under(fill: DrawnFill, glyph: DrawnGlyph, p: PagePoint): boolean {
  const b = fill.bounds;
  return fill.order < glyph.order && p.x >= b.x0 && p.x <= b.x1 && p.y >= b.y0 && p.y <= b.y1;
}

/**
 * Glyphs that may sit unseen on dark ink, which only the rendered page can tell: invisible
 * glyphs (render mode 3, an OCR layer, or clipped away) over a picture or fill painted before
 * them, and dark glyphs over a picture (a marker burnt into a scan). Glyphs already found hidden
 * are left out; visible glyphs on vector fills are judged by colour in covered-glyphs.ts.
 */
export function darkInkCandidates(
  drawing: PageDrawing,
  alreadyHidden: ReadonlySet<DrawnGlyph>,
): DrawnGlyph[] {
  const backgrounds = drawing.fills.filter((f) => f.opaque);
  if (backgrounds.length === 0) return [];
  // A visible glyph needs a picture beneath it: on a page without one (most text pages, with
  // hundreds of rules and cell fills), the per-glyph search of every fill below is skipped.
  const pictures = backgrounds.filter((f) => f.image === true);
  return drawing.glyphs.filter((glyph) => {
    if (alreadyHidden.has(glyph)) return false;
    // Clipped away paints nothing, like render mode 3.
    const invisible = glyph.color === '' || glyph.clipped === true;
    if (!invisible && !(pictures.length > 0 && isDark(glyph.color))) return false;
    const p = centreOf(glyph);
    // A visible glyph counts only over a picture: the few pictures are looked at before every
    // fill (the thesis's figure pages hold thousands of vector fills under dark text).
    if (!invisible && !pictures.some((f) => under(f, glyph, p))) return false;
    // A box and its label painted in one form XObject are one mark (a flattened redaction
    // annotation's overlay text), as in covered-glyphs.ts: the label is not hidden text.
    const beneath = backgrounds.filter((f) => under(f, glyph, p));
    if (beneath.some((f) => f.form !== 0 && f.form === glyph.form)) return false;
    return beneath.some((f) => invisible || f.image === true);
  });
}

/**
 * The candidates whose area on the rendered page (`raster`, rendered at `scale` pixels per
 * point) is solid dark: text nobody can see, as under an old box, though no box was drawn
 * over it (the marker is in the picture's pixels).
 */
export function glyphsOnDarkInk(
  candidates: readonly DrawnGlyph[],
  raster: Pick<PageRaster, 'width' | 'height' | 'grayPixels'>,
  scale: number,
): DrawnGlyph[] {
  if (candidates.length === 0) return [];
  const grey = raster.grayPixels();
  const { width, height } = raster;
  const found: DrawnGlyph[] = [];
  for (const glyph of candidates) {
    let dark = 0;
    let total = 0;
    for (const u of ACROSS) {
      for (const v of UP) {
        const x = Math.floor((glyph.origin.x + u * glyph.advance.x + v * glyph.up.x) * scale);
        const y = Math.floor((glyph.origin.y + u * glyph.advance.y + v * glyph.up.y) * scale);
        total++;
        // Off the page counts as not dark: nothing is painted there.
        if (x >= 0 && y >= 0 && x < width && y < height && grey[y * width + x]! <= DARK_LEVEL) {
          dark++;
        }
      }
    }
    if (dark >= DARK_SHARE * total) found.push(glyph);
  }
  return found;
}
