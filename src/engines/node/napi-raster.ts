import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PixelRect } from '../../core/platform/ports';
import type { DrawableRaster } from '../pdfjs/pdfjs-source';

/** Creates a white @napi-rs/canvas raster that pdf.js can draw into and boxes can be burnt into. */
export function createNapiRaster(width: number, height: number): DrawableRaster {
  const created: Canvas = createCanvas(width, height);
  const context = created.getContext('2d');
  let canvas: Canvas | undefined = created;
  const alive = () => {
    if (!canvas) throw new Error('The page image was already released.');
    return canvas;
  };
  return {
    canvas: created,
    context,
    raster: {
      width,
      height,
      fillBlack(rects: PixelRect[]) {
        alive();
        context.fillStyle = '#000';
        for (const r of rects) context.fillRect(r.x, r.y, r.width, r.height);
      },
      async encode(format: 'jpeg' | 'png', quality: number) {
        const c = alive();
        const bytes =
          format === 'jpeg'
            ? await c.encode('jpeg', Math.round(Math.min(1, Math.max(0, quality)) * 100))
            : await c.encode('png');
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
      release() {
        // Shrinking the canvas frees its pixel buffer now rather than at the next GC.
        if (canvas) {
          canvas.width = 1;
          canvas.height = 1;
        }
        canvas = undefined;
      },
    },
  };
}
