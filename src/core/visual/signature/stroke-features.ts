import type { InkComponent } from './components';

/** How a shape of ink is drawn: what tells a pen stroke from a letter, a rule or a fill. */
export interface StrokeFeatures {
  /** Mean stroke width in pixels (twice the area over the boundary). */
  strokeWidth: number;
  /** Length of the stroke in pixels, as if drawn with a pen of that width. */
  strokeLength: number;
  /** Ink over the bounding box's area. */
  density: number;
  /** Spread of edge directions over 8 bins, 0 (one direction) to 1 (all equally). */
  directionEntropy: number;
  /**
   * How far the pixels stray from the circle that fits them best, over its radius: small for a
   * ring or an arc of one (a seal, even cut by text), large for handwriting.
   */
  circleError: number;
}

const BINS = 8;

/** Measures one component on the ink mask it was found in (`width` pixels per row). */
export function strokeFeatures(
  component: InkComponent,
  ink: Uint8Array,
  width: number,
): StrokeFeatures {
  const { bounds, area, boundary, pixels } = component;
  const strokeWidth = (2 * area) / Math.max(1, boundary);
  const boxArea = (bounds.x1 - bounds.x0) * (bounds.y1 - bounds.y0);
  const histogram = new Float64Array(BINS);
  let sumX = 0;
  let sumY = 0;
  for (const i of pixels) {
    sumX += i % width;
    sumY += Math.floor(i / width);
  }
  const cx = sumX / pixels.length;
  const cy = sumY / pixels.length;
  const at = (i: number) => ink[i] ?? 0;
  for (const i of pixels) {
    // Sobel on the binary mask: zero inside the ink, so only the outline's pixels count.
    const gx =
      at(i - width + 1) +
      2 * at(i + 1) +
      at(i + width + 1) -
      at(i - width - 1) -
      2 * at(i - 1) -
      at(i + width - 1);
    const gy =
      at(i + width - 1) +
      2 * at(i + width) +
      at(i + width + 1) -
      at(i - width - 1) -
      2 * at(i - width) -
      at(i - width + 1);
    if (gx === 0 && gy === 0) continue;
    let angle = Math.atan2(gy, gx);
    if (angle < 0) angle += Math.PI;
    histogram[Math.min(BINS - 1, Math.floor((angle / Math.PI) * BINS))]! += 1;
  }
  const total = histogram.reduce((a, b) => a + b, 0);
  let entropy = 0;
  for (const count of histogram) {
    if (count > 0) {
      const p = count / total;
      entropy -= p * Math.log(p);
    }
  }
  return {
    strokeWidth,
    strokeLength: boundary / 2,
    density: area / Math.max(1, boxArea),
    directionEntropy: total > 0 ? entropy / Math.log(BINS) : 0,
    circleError: circleFitError(pixels, width, cx, cy),
  };
}

/**
 * Relative error of the least-squares circle through the pixels (Kasa's algebraic fit, in
 * coordinates centred on the pixels' mean for numerical stability). Infinity when degenerate.
 */
function circleFitError(pixels: Int32Array, width: number, mx: number, my: number): number {
  let sxx = 0,
    sxy = 0,
    syy = 0,
    sx = 0,
    sy = 0,
    sxz = 0,
    syz = 0,
    sz = 0;
  for (const i of pixels) {
    const x = (i % width) - mx;
    const y = Math.floor(i / width) - my;
    const z = x * x + y * y;
    sxx += x * x;
    sxy += x * y;
    syy += y * y;
    sx += x;
    sy += y;
    sxz += x * z;
    syz += y * z;
    sz += z;
  }
  const n = pixels.length;
  // Solve [sxx sxy sx; sxy syy sy; sx sy n] [D E F] = -[sxz syz sz] by Cramer's rule.
  const det3 = (a: number[]) =>
    a[0]! * (a[4]! * a[8]! - a[5]! * a[7]!) -
    a[1]! * (a[3]! * a[8]! - a[5]! * a[6]!) +
    a[2]! * (a[3]! * a[7]! - a[4]! * a[6]!);
  const m = [sxx, sxy, sx, sxy, syy, sy, sx, sy, n];
  const det = det3(m);
  if (Math.abs(det) < 1e-9) return Infinity;
  const b = [-sxz, -syz, -sz];
  const column = (k: number) => m.map((v, idx) => (idx % 3 === k ? b[Math.floor(idx / 3)]! : v));
  const d = det3(column(0)) / det;
  const e = det3(column(1)) / det;
  const f = det3(column(2)) / det;
  const cx = -d / 2;
  const cy = -e / 2;
  const r2 = cx * cx + cy * cy - f;
  if (!(r2 > 0)) return Infinity;
  const r = Math.sqrt(r2);
  let sum = 0;
  for (const i of pixels) {
    const x = (i % width) - mx;
    const y = Math.floor(i / width) - my;
    const off = Math.hypot(x - cx, y - cy) - r;
    sum += off * off;
  }
  return Math.sqrt(sum / n) / r;
}
