import type { DrawnFill, DrawnStroke } from '../platform/ports';

/** Share of a fill's width and height kept as its interior (borders lie outside it). */
const INTERIOR = 0.8;

/** Stroke samples inside the interior that make a fill count as hatched over. */
const MIN_SAMPLES = 3;

/**
 * Whether lines in another colour are stroked across a fill's interior after it (cross-hatching
 * drawn over a box, as some court systems mark redactions): such a box is a visible mark, not a
 * cover-up (x-ray's rule: a cover-up is one solid colour). A border drawn around a box has its
 * samples on the edges, outside the interior, so it does not count.
 */
export function fillIsHatched(fill: DrawnFill, strokes: readonly DrawnStroke[]): boolean {
  const { x0, y0, x1, y1 } = fill.bounds;
  const mx = ((1 - INTERIOR) / 2) * (x1 - x0);
  const my = ((1 - INTERIOR) / 2) * (y1 - y0);
  const [ix0, ix1, iy0, iy1] = [x0 + mx, x1 - mx, y0 + my, y1 - my];
  let inside = 0;
  for (const stroke of strokes) {
    if (stroke.order <= fill.order || stroke.color === fill.color) continue;
    for (const p of stroke.samples) {
      if (p.x > ix0 && p.x < ix1 && p.y > iy0 && p.y < iy1 && ++inside >= MIN_SAMPLES) return true;
    }
  }
  return false;
}
