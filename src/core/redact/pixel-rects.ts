import type { Box } from '../contract/types';
import type { PixelRect } from '../platform/ports';

/**
 * Converts boxes in points to raster pixel rectangles at `scale` pixels per point, rounded
 * outwards and grown by one pixel so anti-aliased glyph edges are burnt too.
 */
export function toPixelRects(
  boxes: readonly Box[],
  scale: number,
  width: number,
  height: number,
): PixelRect[] {
  const rects: PixelRect[] = [];
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x * scale) - 1);
    const y0 = Math.max(0, Math.floor(box.y * scale) - 1);
    const x1 = Math.min(width, Math.ceil((box.x + box.width) * scale) + 1);
    const y1 = Math.min(height, Math.ceil((box.y + box.height) * scale) + 1);
    if (x1 > x0 && y1 > y0) rects.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  return rects;
}
