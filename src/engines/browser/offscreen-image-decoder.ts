import type { ImageDecoder, ImagePlacement, PixelRect } from '../../core/platform/ports';
import { canvasGray } from '../canvas-gray';

/**
 * Decodes a JPEG with the browser's own decoder (createImageBitmap, off the main thread) and
 * draws it scaled on a white OffscreenCanvas, the way pdf.js draws a page-sized picture.
 * Colour profiles are not applied (`colorSpaceConversion: 'none'`), as PDF readers ignore them.
 */
async function jpegGray(
  jpeg: Uint8Array,
  placement: ImagePlacement,
  regions?: readonly PixelRect[],
): Promise<Uint8Array> {
  const blob = new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
  const bitmap = await createImageBitmap(blob, {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  });
  const { canvas: size, drawn } = placement;
  const canvas = new OffscreenCanvas(size.width, size.height);
  try {
    const context = canvas.getContext('2d', { alpha: false, willReadFrequently: true });
    if (!context) throw new Error('This browser cannot draw on an OffscreenCanvas.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, drawn.width, drawn.height);
    return canvasGray(context, size.width, size.height, regions);
  } finally {
    bitmap.close();
    canvas.width = 1;
    canvas.height = 1;
  }
}

/** The browser engine's native image decoder (verification's fast path). */
export const offscreenImageDecoder: ImageDecoder = { jpegGray };
