import { type Canvas, createCanvas, ImageData } from '@napi-rs/canvas';
import { canvasRaster } from '../pdfjs/canvas-raster';
import type { DrawableRaster } from '../pdfjs/pdfjs-source';

let rgbaOrder: boolean | undefined;

/**
 * Whether `data()` gives R, G, B, A in that order (checked once on a 1x1 red canvas): Skia's
 * native order is platform-dependent, and the grey conversion weighs the channels differently.
 */
function dataIsRgba(): boolean {
  if (rgbaOrder === undefined) {
    const probe = createCanvas(1, 1);
    const context = probe.getContext('2d');
    context.fillStyle = 'rgb(255, 0, 0)';
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.data();
    rgbaOrder = r === 255 && g === 0 && b === 0 && a === 255;
  }
  return rgbaOrder;
}

/**
 * The canvas's premultiplied RGBA bytes through `data()` (Skia's pixels copied as they are, its
 * recorded drawing rasterised first), which skips getImageData's unpremultiplying readback.
 */
const wholePixels = (canvas: Canvas): Uint8Array | undefined =>
  dataIsRgba() ? canvas.data() : undefined;

/** Creates a @napi-rs/canvas raster that pdf.js can draw into and boxes can be burnt into. */
export function createNapiRaster(width: number, height: number): DrawableRaster {
  const canvas = createCanvas(width, height);
  return canvasRaster(
    canvas,
    canvas.getContext('2d'),
    async (c, format, quality) => {
      const bytes =
        format === 'jpeg'
          ? await c.encode('jpeg', Math.round(quality * 100))
          : await c.encode('png');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    wholePixels,
  );
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
