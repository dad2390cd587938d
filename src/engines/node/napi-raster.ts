import { createCanvas, ImageData } from '@napi-rs/canvas';
import { canvasRaster } from '../pdfjs/canvas-raster';
import type { DrawableRaster } from '../pdfjs/pdfjs-source';

/** Creates a @napi-rs/canvas raster that pdf.js can draw into and boxes can be burnt into. */
export function createNapiRaster(width: number, height: number): DrawableRaster {
  const canvas = createCanvas(width, height);
  return canvasRaster(canvas, canvas.getContext('2d'), async (c, format, quality) => {
    const bytes =
      format === 'jpeg' ? await c.encode('jpeg', Math.round(quality * 100)) : await c.encode('png');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  });
}

/** A raster holding pixels rendered elsewhere (a page thread), RGBA row by row. */
export function napiRasterFromPixels(
  width: number,
  height: number,
  rgba: Uint8ClampedArray,
): DrawableRaster {
  const drawable = createNapiRaster(width, height);
  const context = drawable.context as ReturnType<ReturnType<typeof createCanvas>['getContext']>;
  context.putImageData(new ImageData(rgba, width, height), 0, 0);
  return drawable;
}
