/**
 * Encodes a page's pixels (an ImageBitmap moved here from the thread that drew them, boxes
 * already burnt in) with the browser's own encoder; the bytes are those `convertToBlob` gives
 * for the original canvas. A JPEG is encoded straight from the bitmap (a `bitmaprenderer`
 * canvas takes it over without copying); a PNG is drawn 1:1 on an opaque canvas first, so its
 * pixels are stored without alpha as before. The bitmap is closed either way.
 */
export async function encodeBitmap(
  bitmap: ImageBitmap,
  format: 'jpeg' | 'png',
  quality: number,
): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  try {
    if (format === 'jpeg') {
      const renderer = canvas.getContext('bitmaprenderer');
      if (!renderer) throw new Error('This browser cannot show a bitmap on an OffscreenCanvas.');
      renderer.transferFromImageBitmap(bitmap);
    } else {
      const context = canvas.getContext('2d', { alpha: false });
      if (!context) throw new Error('This browser cannot draw on an OffscreenCanvas.');
      context.drawImage(bitmap, 0, 0);
    }
    const type = format === 'jpeg' ? 'image/jpeg' : 'image/png';
    const blob = await canvas.convertToBlob({ type, quality });
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    bitmap.close();
    // Shrinking the canvas frees its pixels now rather than at the next collection.
    canvas.width = 1;
    canvas.height = 1;
  }
}
