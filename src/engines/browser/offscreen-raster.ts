import { canvasRaster } from '../pdfjs/canvas-raster';
import type { DrawableRaster } from '../pdfjs/pdfjs-source';

/** Encodes a page image in another thread (the page encoders, `encode-pool.ts`). */
export interface BitmapEncoder {
  /** Encodes the bitmap (it is moved, not copied); rejects when the other thread cannot. */
  encode(bitmap: ImageBitmap, format: 'jpeg' | 'png', quality: number): Promise<Uint8Array>;
}

/** Encodes a canvas in this thread with the browser's encoder. */
async function encodeHere(
  canvas: OffscreenCanvas,
  format: 'jpeg' | 'png',
  quality: number,
): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({
    type: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    quality,
  });
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * Creates an OffscreenCanvas raster that pdf.js draws into and boxes are burnt into. It is not
 * filled here: pdf.js paints the whole canvas with the render's background (white) before the
 * page, and a second full fill cost about 6 ms a page at 150 dpi. With an `encoder`, the
 * finished page (boxes burnt in) is encoded there, from a snapshot of the canvas (the canvas is
 * not drawn on again, so nothing is copied), while this thread draws the next page; the bytes
 * are the same as this thread's encoder gives. If the encoder fails, this thread encodes.
 */
export function createOffscreenRaster(
  width: number,
  height: number,
  encoder?: BitmapEncoder,
): DrawableRaster {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('This browser cannot draw on an OffscreenCanvas.');
  return canvasRaster(canvas, context, async (c, format, quality) => {
    if (encoder) {
      let snapshot: ImageBitmap | undefined;
      try {
        snapshot = await createImageBitmap(c);
        return await encoder.encode(snapshot, format, quality);
      } catch {
        // An encoder that could not start or stopped: the canvas is still here.
        snapshot?.close();
      }
    }
    return encodeHere(c, format, quality);
  });
}
