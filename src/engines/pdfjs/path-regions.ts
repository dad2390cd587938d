import type { FilledRegion, PagePoint } from '../../core/platform/ports';
import { applyPoint, type Matrix } from './affine';

/** pdf.js's path drawing codes (its `DrawOPS`, not exported by pdfjs-dist's types). */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;

/** Points at which a Bézier segment is sampled: enough for coverage, where curves are rare. */
const CURVE_STEPS = [0.25, 0.5, 0.75, 1];

/**
 * Turns pdf.js path data (DrawOPS codes followed by their coordinates, in user space) into
 * page-space polylines under `ctm`, one per subpath (a closed one ends at its start point).
 * Curves are flattened; malformed data ends the path.
 */
export function polylinesOfPath(data: ArrayLike<number>, ctm: Matrix): PagePoint[][] {
  const lines: PagePoint[][] = [];
  let current: PagePoint[] = [];
  const finish = () => {
    if (current.length >= 2) lines.push(current);
    current = [];
  };
  const at = (x: number, y: number) => applyPoint(ctm, x, y);
  let i = 0;
  const read = (n: number): number[] | undefined => {
    if (i + n > data.length) return undefined;
    // A plain loop: this runs for every point of every path of every page.
    const values = new Array<number>(n);
    for (let k = 0; k < n; k++) {
      const value = data[i + k]!;
      if (!Number.isFinite(value)) return undefined;
      values[k] = value;
    }
    i += n;
    return values;
  };
  while (i < data.length) {
    const code = data[i++];
    if (code === MOVE_TO) {
      const p = read(2);
      if (!p) break;
      finish();
      current.push(at(p[0]!, p[1]!));
    } else if (code === LINE_TO) {
      const p = read(2);
      if (!p) break;
      current.push(at(p[0]!, p[1]!));
    } else if (code === CURVE_TO || code === QUADRATIC_CURVE_TO) {
      const p = read(code === CURVE_TO ? 6 : 4);
      if (!p) break;
      const start = current[current.length - 1];
      if (!start) continue;
      for (const t of CURVE_STEPS) current.push(curvePoint(start, p, ctm, t));
    } else if (code === CLOSE_PATH) {
      // A closed subpath may continue from its start point: close this one and go on.
      const first = current[0];
      if (first) current.push(first);
      finish();
      if (first) current.push(first);
    } else break;
  }
  finish();
  return lines;
}

/** The area a fill of this path paints: its subpaths as closed polygons. */
export function regionOfPath(data: ArrayLike<number>, ctm: Matrix, evenOdd: boolean): FilledRegion {
  return { subpaths: polylinesOfPath(data, ctm).filter((line) => line.length >= 3), evenOdd };
}

/** Where each segment is sampled (eighths), so a short stretch across a small box shows. */
const SEGMENT_STEPS = [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875];

/** Points spread along each segment of the polylines. */
export function segmentSamples(lines: PagePoint[][]): PagePoint[] {
  const samples: PagePoint[] = [];
  for (const line of lines) {
    for (let k = 1; k < line.length; k++) {
      const a = line[k - 1]!;
      const b = line[k]!;
      for (const t of SEGMENT_STEPS) {
        samples.push({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) });
      }
    }
  }
  return samples;
}

/** Point at `t` on a cubic (6 numbers) or quadratic (4 numbers) segment from `start`. */
function curvePoint(start: PagePoint, p: number[], ctm: Matrix, t: number): PagePoint {
  const u = 1 - t;
  if (p.length === 6) {
    const c1 = applyPoint(ctm, p[0]!, p[1]!);
    const c2 = applyPoint(ctm, p[2]!, p[3]!);
    const end = applyPoint(ctm, p[4]!, p[5]!);
    return {
      x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
      y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y,
    };
  }
  const c = applyPoint(ctm, p[0]!, p[1]!);
  const end = applyPoint(ctm, p[2]!, p[3]!);
  return {
    x: u * u * start.x + 2 * u * t * c.x + t * t * end.x,
    y: u * u * start.y + 2 * u * t * c.y + t * t * end.y,
  };
}

/** The rectangle [x0, y0, x1, y1] (user space) as a region under `ctm`. */
export function regionOfRect(rect: ArrayLike<number>, ctm: Matrix): FilledRegion | undefined {
  if (!rect || rect.length < 4) return undefined;
  const [x0, y0, x1, y1] = [rect[0]!, rect[1]!, rect[2]!, rect[3]!];
  if (![x0, y0, x1, y1].every(Number.isFinite)) return undefined;
  const corners = [
    applyPoint(ctm, x0, y0),
    applyPoint(ctm, x1, y0),
    applyPoint(ctm, x1, y1),
    applyPoint(ctm, x0, y1),
  ];
  return { subpaths: [corners], evenOdd: false };
}

/** Axis-aligned bounds of a region's points. */
export function boundsOf(region: FilledRegion): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const path of region.subpaths) {
    for (const p of path) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  }
  return { x0, y0, x1, y1 };
}
