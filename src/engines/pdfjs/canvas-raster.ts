import type { PixelRect } from '../../core/platform/ports';
import type { DrawableRaster } from './pdfjs-source';

/** The canvas surface both OffscreenCanvas and @napi-rs/canvas offer. */
interface ResizableCanvas {
  width: number;
  height: number;
}

/** The 2D context calls used to burn boxes and read pixels. */
interface FillContext {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
}

/** Rows read per getImageData call: a whole 300 dpi page at once would double its memory. */
const GRAY_BAND_ROWS = 256;

/**
 * The whole canvas as RGBA bytes with premultiplied alpha, row by row, where the runtime gives
 * them without getImageData's per-pixel conversion (undefined: read through getImageData).
 */
export type WholePixels<C> = (canvas: C) => Uint8Array | undefined;

/** Rec. 601 luma in integers (what tesseract's own conversion does) of RGBA `rgba` at `p`. */
function luma(rgba: ArrayLike<number>, p: number): number {
  return (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
}

/**
 * Grey pixels from the canvas's premultiplied RGBA, or undefined when a pixel is not opaque
 * (premultiplied colour differs from getImageData's there) or the bytes are not the page's.
 */
function opaqueGray(rgba: Uint8Array | undefined, width: number, height: number) {
  const n = width * height;
  if (rgba?.length !== n * 4) return undefined;
  const gray = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = i * 4;
    if (rgba[p + 3] !== 255) return undefined;
    gray[i] = luma(rgba, p);
  }
  return gray;
}

/**
 * Wraps a runtime's canvas as a DrawableRaster: black fills, encoding through the runtime's
 * own encoder, and release. One implementation for every runtime.
 */
export function canvasRaster<C extends ResizableCanvas>(
  canvas: C,
  context: FillContext,
  encode: (canvas: C, format: 'jpeg' | 'png', quality: number) => Promise<Uint8Array>,
  wholePixels?: WholePixels<C>,
): DrawableRaster {
  const { width, height } = canvas;
  let live: C | undefined = canvas;
  const alive = (): C => {
    if (!live) throw new Error('The page image was already released.');
    return live;
  };
  return {
    canvas,
    context,
    raster: {
      width,
      height,
      fillBlack(rects: PixelRect[]) {
        alive();
        context.fillStyle = '#000';
        for (const r of rects) context.fillRect(r.x, r.y, r.width, r.height);
      },
      grayPixels() {
        // A page rendered on white is opaque, where premultiplied bytes are getImageData's
        // own: read them without its conversion (a 300 dpi OCR page: ~95 -> ~25 ms in Node).
        const whole = opaqueGray(wholePixels?.(alive()), width, height);
        if (whole) return whole;
        const gray = new Uint8Array(width * height);
        for (let top = 0; top < height; top += GRAY_BAND_ROWS) {
          const rows = Math.min(GRAY_BAND_ROWS, height - top);
          const rgba = context.getImageData(0, top, width, rows).data;
          const base = top * width;
          for (let i = 0, n = rows * width; i < n; i++) gray[base + i] = luma(rgba, i * 4);
        }
        return gray;
      },
      encode: (format, quality) => encode(alive(), format, Math.min(1, Math.max(0, quality))),
      release() {
        // Shrinking the canvas frees its pixel buffer now rather than at the next GC.
        if (live) {
          live.width = 1;
          live.height = 1;
        }
        live = undefined;
      },
    },
  };
}
