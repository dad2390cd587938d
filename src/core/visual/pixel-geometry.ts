import type { Box } from '../contract/types';

/** A rectangle in image pixels: left, top, right and bottom edges (right/bottom exclusive). */
export interface PixelBounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The displayed page an image was rendered from, and its pixels per point. */
export interface PageFrame {
  page: number;
  width: number;
  height: number;
  scale: number;
}

/**
 * A box in points on the displayed page for pixel bounds grown by `padPoints`, clipped to the
 * page: visual boxes must cover the whole symbol, so they round outwards.
 */
export function boundsToBox(
  bounds: PixelBounds,
  frame: PageFrame,
  text: string,
  score: number,
  padPoints = 0,
): Box {
  const x0 = Math.max(0, bounds.x0 / frame.scale - padPoints);
  const y0 = Math.max(0, bounds.y0 / frame.scale - padPoints);
  const x1 = Math.min(frame.width, bounds.x1 / frame.scale + padPoints);
  const y1 = Math.min(frame.height, bounds.y1 / frame.scale + padPoints);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    text,
    score,
    x: round(x0),
    y: round(y0),
    width: round(Math.max(0, x1 - x0)),
    height: round(Math.max(0, y1 - y0)),
    angle: 0,
    page: frame.page,
  };
}

/** True when two pixel rectangles share any area. */
export function boundsOverlap(a: PixelBounds, b: PixelBounds): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The pixel bounds of a box given in points. */
export function boxToBounds(
  box: { x: number; y: number; width: number; height: number },
  scale: number,
): PixelBounds {
  return {
    x0: Math.floor(box.x * scale),
    y0: Math.floor(box.y * scale),
    x1: Math.ceil((box.x + box.width) * scale),
    y1: Math.ceil((box.y + box.height) * scale),
  };
}
