import type { PixelBounds } from '../pixel-geometry';
import type { GrayImage } from '../ports';

/** Grey level below which a pixel counts as ink. */
const INK = 140;

/** A straight horizontal rule found on the page (a signature line, a table border). */
export interface RuleSegment {
  /** Bottom row of the rule. */
  y: number;
  x0: number;
  x1: number;
  /** Rows it spans: a thin line is a few pixels, a filled area (a black background) many. */
  thickness: number;
}

/** The ink of a page that is not text, with the long straight rules taken out. */
export interface InkMask {
  width: number;
  height: number;
  /** 1 for ink, 0 for paper (text, rules and masked regions are paper). */
  ink: Uint8Array;
  /** Horizontal rules that were taken out (merged per row run). */
  rules: RuleSegment[];
}

/**
 * Binarises the page, blanks the given regions (text words, decoded barcodes) and takes out
 * straight horizontal and vertical runs longer than `minRule` pixels: a pen stroke is never that
 * straight, while signature lines and table borders are, and a signature drawn across its line
 * would otherwise become one shape with it.
 */
export function inkMask(image: GrayImage, blank: readonly PixelBounds[], minRule: number): InkMask {
  const { width, height, pixels } = image;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = pixels[i]! < INK ? 1 : 0;
  for (const b of blank) {
    const x0 = Math.max(0, b.x0);
    const x1 = Math.min(width, b.x1);
    for (let y = Math.max(0, b.y0); y < Math.min(height, b.y1); y++) {
      if (x1 > x0) ink.fill(0, y * width + x0, y * width + x1);
    }
  }
  const rules: RuleSegment[] = [];
  const horizontal: Array<[number, number, number]> = [];
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!ink[y * width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && ink[y * width + x]) x++;
      if (x - start >= minRule) horizontal.push([y, start, x]);
    }
  }
  const vertical: Array<[number, number, number]> = [];
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height) {
      if (!ink[y * width + x]) {
        y++;
        continue;
      }
      const start = y;
      while (y < height && ink[y * width + x]) y++;
      if (y - start >= minRule) vertical.push([x, start, y]);
    }
  }
  for (const [y, x0, x1] of horizontal) {
    ink.fill(0, y * width + x0, y * width + x1);
    const last = rules[rules.length - 1];
    // Consecutive rows of one thick rule become one segment.
    if (last && y - last.y <= 1 && Math.abs(last.x0 - x0) < 4 && Math.abs(last.x1 - x1) < 4) {
      last.thickness += y - last.y;
      last.y = y;
    } else rules.push({ y, x0, x1, thickness: 1 });
  }
  for (const [x, y0, y1] of vertical) for (let y = y0; y < y1; y++) ink[y * width + x] = 0;
  return { width, height, ink, rules };
}
