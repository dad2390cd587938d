/** An 8-bit grey image, row by row. */
export interface GrayImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * Turns an image clockwise by 90, 180 or 270 degrees, exactly (no resampling), so OCR reads
 * text that was scanned sideways or upside down. Any other angle returns the image as is.
 */
export function rotateGray(image: GrayImage, clockwise: number): GrayImage {
  const { pixels, width: w, height: h } = image;
  if (clockwise === 180) {
    const out = new Uint8Array(pixels.length);
    for (let i = 0, n = pixels.length; i < n; i++) out[i] = pixels[n - 1 - i]!;
    return { pixels: out, width: w, height: h };
  }
  if (clockwise !== 90 && clockwise !== 270) return image;
  const out = new Uint8Array(pixels.length);
  // The turned image is h wide and w high; walk the source row by row for cache locality.
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const nx = clockwise === 90 ? h - 1 - y : y;
      const ny = clockwise === 90 ? x : w - 1 - x;
      out[ny * h + nx] = pixels[row + x]!;
    }
  }
  return { pixels: out, width: h, height: w };
}
