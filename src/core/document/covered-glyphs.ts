import type { DrawnFill, DrawnGlyph, DrawnStroke, PageDrawing, PagePoint } from '../platform/ports';
import { type Bounds, BoxGrid } from './box-grid';
import { fillIsHatched } from './hatched-fills';
import { regionContains } from './region-contains';

/**
 * Where a glyph is probed: across its advance (fractions) and up from the baseline (fractions of
 * an em, up to about cap height). Descenders and accents are left out on purpose: a cover-up box
 * that spares them still hides the text, and one that covers only them hides nothing.
 */
const ACROSS = [0.1, 0.3, 0.5, 0.7, 0.9];
const UP = [0.05, 0.25, 0.45, 0.65];

/** Share of a glyph's probes that must be hidden for the glyph to count as hidden. */
export const HIDDEN_SHARE = 0.9;

/** Largest difference in any RGB channel at which text is unreadable on its background. */
const SAME_COLOR_TOLERANCE = 40;

/**
 * Tighter tolerance against the bare page's white: light grey text on white (a watermark, a
 * faint footer) is meant to be seen; only near-white text is unreadable there.
 */
const PAGE_COLOR_TOLERANCE = 12;

/** What pdf.js (and every viewer) paints under the page's content. */
const PAGE_WHITE = '#ffffff';

/**
 * Share of the page an image must cover, both ways, to be the page itself: a scanned page with
 * its OCR text drawn under the picture ("text under the page image"), not a cover-up.
 */
const PAGE_IMAGE_SHARE = 0.9;

/** A glyph's probe points on the page. */
function probesOf(glyph: DrawnGlyph): PagePoint[] {
  const points: PagePoint[] = [];
  for (const u of ACROSS) {
    for (const v of UP) {
      points.push({
        x: glyph.origin.x + u * glyph.advance.x + v * glyph.up.x,
        y: glyph.origin.y + u * glyph.advance.y + v * glyph.up.y,
      });
    }
  }
  return points;
}

/** Whether a fill paints point `p` (inside its region and inside every clip in force). */
function paints(fill: DrawnFill, p: PagePoint): boolean {
  return regionContains(fill.region, p) && fill.clips.every((clip) => regionContains(clip, p));
}

/** Whether two '#rrggbb' colours are too close for one to be read on the other. */
export function sameColor(a: string, b: string, tolerance = SAME_COLOR_TOLERANCE): boolean {
  if (!a || !b) return false;
  for (let k = 1; k < 7; k += 2) {
    const d = Math.abs(parseInt(a.slice(k, k + 2), 16) - parseInt(b.slice(k, k + 2), 16));
    if (!(d <= tolerance)) return false;
  }
  return true;
}

/** `pageColored` per colour string: a page has a handful of colours and thousands of glyphs. */
const pageColoredCache = new Map<string, boolean>();

/** Whether a glyph's colour cannot be read on the bare (white) page. */
function pageColored(glyph: DrawnGlyph): boolean {
  let answer = pageColoredCache.get(glyph.color);
  if (answer === undefined) {
    answer = sameColor(glyph.color, PAGE_WHITE, PAGE_COLOR_TOLERANCE);
    // Bounded: a hostile page may paint each glyph in its own colour.
    if (pageColoredCache.size > 4096) pageColoredCache.clear();
    pageColoredCache.set(glyph.color, answer);
  }
  return answer;
}

/** Bounds of a glyph's probe points (`probesOf`), computed the same way without keeping them. */
function probeBounds(glyph: DrawnGlyph): Bounds {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const u of ACROSS) {
    for (const v of UP) {
      const x = glyph.origin.x + u * glyph.advance.x + v * glyph.up.x;
      const y = glyph.origin.y + u * glyph.advance.y + v * glyph.up.y;
      b.x0 = Math.min(b.x0, x);
      b.y0 = Math.min(b.y0, y);
      b.x1 = Math.max(b.x1, x);
      b.y1 = Math.max(b.y1, y);
    }
  }
  return b;
}

/**
 * Whether one probe of a glyph is hidden: a covering fill or opaque image painted after the
 * glyph covers it, or the last thing painted before it there (its background) is a covering
 * fill of the glyph's own colour, or nothing (the white page) under near-white text. A box and
 * text painted inside one form XObject are one mark (a flattened redaction annotation with its
 * overlay label), so there the label does not count as hidden. Invisible text (render mode 3)
 * has no colour: only a later cover hides it. `fills` are the candidates near the glyph, in
 * painting order.
 */
function probeHidden(
  glyph: DrawnGlyph,
  p: PagePoint,
  fills: readonly DrawnFill[],
  covers: (fill: DrawnFill) => boolean,
): boolean {
  for (let k = fills.length - 1; k >= 0; k--) {
    const fill = fills[k]!;
    if (fill.order > glyph.order) {
      if (covers(fill) && paints(fill, p)) return true;
      continue;
    }
    if (!paints(fill, p)) continue;
    const sameMark = fill.form !== 0 && fill.form === glyph.form;
    return covers(fill) && !sameMark && sameColor(fill.color, glyph.color);
  }
  return pageColored(glyph);
}

/** Bounds of a stroke's sample points (a loop: a long path has more points than arguments). */
function strokeBounds(stroke: DrawnStroke): Bounds {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of stroke.samples) {
    b.x0 = Math.min(b.x0, p.x);
    b.y0 = Math.min(b.y0, p.y);
    b.x1 = Math.max(b.x1, p.x);
    b.y1 = Math.max(b.y1, p.y);
  }
  return b;
}

/**
 * The glyphs of a page that are painted but cannot be seen, (nearly) entirely: the classic
 * failed redaction, a box or an opaque picture drawn over text that is still in the file, or
 * text painted in the colour of the box under it (a highlighter "redaction") or, near-white, on
 * the bare page. Fills and images painted before a glyph (cell shading, text backgrounds, a scan
 * under its OCR text), a picture filling the whole page (a scan over its OCR text), strokes,
 * translucent highlights and masked images, hatching patterns, boxes with hatching drawn over
 * them, and boxes that leave much of a glyph visible do not count. Several fills may share the
 * work (two boxes side by side).
 */
export function findCoveredGlyphs(drawing: PageDrawing): DrawnGlyph[] {
  const anyPageColored = drawing.glyphs.some(pageColored);
  if (drawing.glyphs.length === 0 || (!drawing.fills.some((f) => f.opaque) && !anyPageColored)) {
    return [];
  }
  const size = drawing.size;
  // A picture filling the page is the page (a scan); text drawn before it is its OCR layer.
  const isPageImage = (fill: DrawnFill): boolean =>
    fill.image === true &&
    size !== undefined &&
    fill.bounds.x1 - fill.bounds.x0 >= PAGE_IMAGE_SHARE * size.width &&
    fill.bounds.y1 - fill.bounds.y0 >= PAGE_IMAGE_SHARE * size.height;
  const fills = new BoxGrid(drawing.fills);
  const strokes = new BoxGrid(drawing.strokes.map((s) => ({ ...s, bounds: strokeBounds(s) })));
  // Whether a fill can cover anything: opaque and not hatched over (decided once, when needed).
  const verdicts = new Map<DrawnFill, boolean>();
  const covers = (fill: DrawnFill): boolean => {
    if (!fill.opaque || isPageImage(fill)) return false;
    let verdict = verdicts.get(fill);
    if (verdict === undefined) {
      verdict = !fillIsHatched(fill, strokes.near(fill.bounds));
      verdicts.set(fill, verdict);
    }
    return verdict;
  };
  const covered: DrawnGlyph[] = [];
  for (const glyph of drawing.glyphs) {
    const near = fills.near(probeBounds(glyph));
    // Only a later covering fill, an earlier one of the glyph's colour, or the page's own
    // white (near-white text) can hide it.
    const couldHide =
      pageColored(glyph) ||
      near.some(
        (f) => f.opaque && (f.order > glyph.order || sameColor(f.color, glyph.color)) && covers(f),
      );
    if (!couldHide) continue;
    // Most glyphs end above: the probes are made only for the few that could be hidden.
    const probes = probesOf(glyph);
    let hidden = 0;
    for (const p of probes) if (probeHidden(glyph, p, near, covers)) hidden++;
    if (hidden >= HIDDEN_SHARE * probes.length) covered.push(glyph);
  }
  return covered;
}
