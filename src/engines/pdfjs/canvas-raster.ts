import type { PixelRect } from '../../core/platform/ports';
import type { DrawableRaster } from './pdfjs-source';

/** The canvas surface both OffscreenCanvas and @napi-rs/canvas offer. */
interface ResizableCanvas {
  width: number;
  height: number;
}

/** The 2D context calls used to burn boxes. */
interface FillContext {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
}

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
