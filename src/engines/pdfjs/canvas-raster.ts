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
 * Wraps a runtime's canvas as a DrawableRaster: black fills, encoding through the runtime's
 * own encoder, and release. One implementation for every runtime.
 */
export function canvasRaster<C extends ResizableCanvas>(
  canvas: C,
  context: FillContext,
  encode: (canvas: C, format: 'jpeg' | 'png', quality: number) => Promise<Uint8Array>,
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
        alive();
        const gray = new Uint8Array(width * height);
        for (let top = 0; top < height; top += GRAY_BAND_ROWS) {
          const rows = Math.min(GRAY_BAND_ROWS, height - top);
          const rgba = context.getImageData(0, top, width, rows).data;
          const base = top * width;
          // Rec. 601 luma in integers: what tesseract's own conversion does.
          for (let i = 0, n = rows * width; i < n; i++) {
            const p = i * 4;
            gray[base + i] = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
          }
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
