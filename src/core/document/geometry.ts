import type { TextRun } from '../platform/ports';

/** An axis-aligned rectangle in displayed-page points. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Glyphs with accents and descenders reach past the ascent/descent some fonts report;
// a box that misses a pixel row of a redacted letter is a leak, so use generous extents.
const MIN_ASCENT = 0.85;
const MAX_DESCENT = -0.22;

/** Applies a 2D affine transform [a b c d e f] to a point. */
export function applyTransform(m: TextRun['transform'], x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/**
 * The displayed-page rectangle covering characters [from, to) of a run, from the run's glyph
 * edges (fractions of its width). Right-to-left runs are laid out from the right end.
 */
export function runRangeRect(run: TextRun, edges: Float64Array, from: number, to: number): Rect {
  let x0 = (edges[from] ?? 0) * run.width;
  let x1 = (edges[to] ?? 1) * run.width;
  if (run.rtl) [x0, x1] = [run.width - x1, run.width - x0];
  const top = Math.max(run.ascent, MIN_ASCENT);
  const bottom = Math.min(run.descent, MAX_DESCENT);
  // The four corners as applyTransform computes them, without arrays: this runs for every
  // word of every page.
  const [a, b, c, d, e, f] = run.transform;
  const ax = a * x0 + c * bottom + e;
  const ay = b * x0 + d * bottom + f;
  const bx = a * x1 + c * bottom + e;
  const by = b * x1 + d * bottom + f;
  const cx = a * x0 + c * top + e;
  const cy = b * x0 + d * top + f;
  const dx = a * x1 + c * top + e;
  const dy = b * x1 + d * top + f;
  const x = Math.min(ax, bx, cx, dx);
  const y = Math.min(ay, by, cy, dy);
  return { x, y, width: Math.max(ax, bx, cx, dx) - x, height: Math.max(ay, by, cy, dy) - y };
}

/** Smallest rectangle containing both. */
export function unionRect(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/** Direction of a run's baseline on the displayed page, degrees counter-clockwise in [0, 360). */
export function runAngle(run: TextRun): number {
  if (run.angle !== undefined) return normaliseAngle(run.angle);
  // Display space has y growing downwards, so counter-clockwise means negative y.
  return normaliseAngle((Math.atan2(-run.transform[1], run.transform[0]) * 180) / Math.PI);
}

/** An angle in degrees rounded to 1/100 and brought into [0, 360). */
function normaliseAngle(degrees: number): number {
  const normalised = Math.round((((degrees % 360) + 360) % 360) * 100) / 100;
  return normalised === 360 ? 0 : normalised;
}
