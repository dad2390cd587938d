import { canvasRaster } from '../pdfjs/canvas-raster';
import type { DrawableRaster } from '../pdfjs/pdfjs-source';

/** Creates a white OffscreenCanvas raster that pdf.js draws into and boxes are burnt into. */
export function createOffscreenRaster(width: number, height: number): DrawableRaster {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('This browser cannot draw on an OffscreenCanvas.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  return canvasRaster(canvas, context, async (c, format, quality) => {
    const blob = await c.convertToBlob({
      type: format === 'jpeg' ? 'image/jpeg' : 'image/png',
      quality,
    });
    return new Uint8Array(await blob.arrayBuffer());
  });
}
