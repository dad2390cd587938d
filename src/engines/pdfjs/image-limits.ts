/**
 * Largest image pdf.js may decode, in pixels (width x height): 64 megapixels, an A3 page scanned
 * at 550 dpi. Past it pdf.js leaves the image out before decoding a byte of it, so a small file
 * holding a 30000 x 30000 Flate image (900 megapixels, 2.7 GB decoded) cannot take the memory
 * of the tab, the worker or the CLI; the page is processed with that image blank, which hides
 * whatever it held.
 */
export const MAX_IMAGE_PIXELS = 64 * 1024 * 1024;

/**
 * The open options that bound image work in every place a document is opened: the decode limit
 * above, and the canvas area pdf.js assumes (4 bytes a pixel), so it never probes for it.
 */
export const IMAGE_LIMIT_PARAMS = {
  maxImageSize: MAX_IMAGE_PIXELS,
  canvasMaxAreaInBytes: MAX_IMAGE_PIXELS * 4,
} as const;
