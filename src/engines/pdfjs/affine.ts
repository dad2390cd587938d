/** A 2D affine transform [a, b, c, d, e, f] in pdf.js's convention. */
export type Matrix = [number, number, number, number, number, number];

/** The identity transform. */
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 × m2 in pdf.js's convention (apply m2 first, then m1). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

/** Reads a six-number matrix from operator arguments, when there is one. */
export function matrixOf(value: unknown): Matrix | undefined {
  if (!value || typeof (value as ArrayLike<number>).length !== 'number') return undefined;
  const m = Array.from(value as ArrayLike<number>);
  return m.length >= 6 && m.every((n) => Number.isFinite(n))
    ? (m.slice(0, 6) as Matrix)
    : undefined;
}

/** Where point (x, y) lands under `m`. */
export function applyPoint(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

/** Where vector (x, y) points under `m` (the translation left out). */
export function applyVector(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y, y: m[1] * x + m[3] * y };
}
