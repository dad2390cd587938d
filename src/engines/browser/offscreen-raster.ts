import type { PixelRect } from '../../core/platform/ports';
import type { DrawableRaster } from '../pdfjs/pdfjs-source';

/** Creates a white OffscreenCanvas raster that pdf.js draws into and boxes are burnt into. */
export function createOffscreenRaster(width: number, height: number): DrawableRaster {
  const created = new OffscreenCanvas(width, height);
  const context = created.getContext('2d', { alpha: false });
  if (!context) throw new Error('This browser cannot draw on an OffscreenCanvas.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  let canvas: OffscreenCanvas | undefined = created;
  const alive = (): OffscreenCanvas => {
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
        const blob = await alive().convertToBlob({
          type: format === 'jpeg' ? 'image/jpeg' : 'image/png',
          quality: Math.min(1, Math.max(0, quality)),
        });
        return new Uint8Array(await blob.arrayBuffer());
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
