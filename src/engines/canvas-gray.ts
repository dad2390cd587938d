import type { PixelRect } from '../core/platform/ports';

/** The 2D context call both OffscreenCanvas and @napi-rs/canvas offer for reading pixels. */
interface PixelSource {
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
}

/**
 * The canvas's pixels as 8-bit grey (Rec. 601 luma in integers, as `canvasRaster`'s grayPixels
 * computes it), row by row. With `regions`, only their pixels are read and converted (a page's
 * boxes are a few per cent of it); the rest is left white.
 */
export function canvasGray(
  context: PixelSource,
  width: number,
  height: number,
  regions?: readonly PixelRect[],
): Uint8Array {
  const gray = new Uint8Array(width * height);
  if (regions) gray.fill(255);
  for (const r of regions ?? [{ x: 0, y: 0, width, height }]) {
    const x0 = Math.max(0, r.x);
    const y0 = Math.max(0, r.y);
    const w = Math.min(width, r.x + r.width) - x0;
    const h = Math.min(height, r.y + r.height) - y0;
    if (w <= 0 || h <= 0) continue;
    const rgba = context.getImageData(x0, y0, w, h).data;
    for (let row = 0; row < h; row++) {
      let p = row * w * 4;
      let at = (y0 + row) * width + x0;
      for (let col = 0; col < w; col++, p += 4) {
        gray[at++] = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
      }
    }
  }
  return gray;
}
