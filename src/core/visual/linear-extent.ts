import type { GrayImage } from './ports';

/** Grey level below which a pixel counts as ink. */
const INK = 128;
/** Share of a row's pixels that may differ from the reference row while still inside the bars. */
const MAX_MISMATCH = 0.2;

/**
 * The rows a 1-D barcode's bars span. Decoders report the scan lines they read, which may be a
 * thin band in the middle of the bars; the bars are followed up and down from row `y` while the
 * pattern of ink between `x0` and `x1` stays the same as on that row.
 */
export function linearBarExtent(
  image: GrayImage,
  x0: number,
  x1: number,
  y: number,
): { top: number; bottom: number } {
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(image.width, Math.ceil(x1));
  const row = Math.min(image.height - 1, Math.max(0, Math.round(y)));
  const width = right - left;
  if (width <= 0) return { top: row, bottom: row + 1 };
  const reference = new Uint8Array(width);
  for (let x = 0; x < width; x++)
    reference[x] = image.pixels[row * image.width + left + x]! < INK ? 1 : 0;
  const matches = (r: number): boolean => {
    let differ = 0;
    const base = r * image.width + left;
    for (let x = 0; x < width; x++) {
      if ((image.pixels[base + x]! < INK ? 1 : 0) !== reference[x]) differ++;
    }
    return differ / width <= MAX_MISMATCH;
  };
  // Guard bars (EAN, UPC) run on past the data bars: rows whose ink is a part of the reference
  // row's ink still belong to the symbol.
  const guards = (r: number): boolean => {
    let ink = 0;
    let extra = 0;
    const base = r * image.width + left;
    for (let x = 0; x < width; x++) {
      if (image.pixels[base + x]! < INK) {
        ink++;
        if (!reference[x]) extra++;
      }
    }
    return ink > 0 && extra <= width * 0.03;
  };
  let top = row;
  while (top > 0 && matches(top - 1)) top--;
  while (top > 0 && guards(top - 1)) top--;
  let bottom = row + 1;
  while (bottom < image.height && matches(bottom)) bottom++;
  while (bottom < image.height && guards(bottom)) bottom++;
  return { top, bottom };
}

/**
 * The width of one module of a 1-D barcode: the narrowest run of ink or paper along row `y`
 * between `x0` and `x1` (the 10th percentile, so one resampled sliver does not decide).
 */
export function narrowestRun(image: GrayImage, x0: number, x1: number, y: number): number {
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(image.width, Math.ceil(x1));
  const row = Math.min(image.height - 1, Math.max(0, Math.round(y))) * image.width;
  const runs: number[] = [];
  let start = left;
  for (let x = left + 1; x <= right; x++) {
    const changed =
      x === right || image.pixels[row + x]! < INK !== image.pixels[row + x - 1]! < INK;
    if (changed) {
      runs.push(x - start);
      start = x;
    }
  }
  // The first and last runs may be cut by the reported corners.
  const inner = runs.slice(1, -1).sort((a, b) => a - b);
  if (inner.length === 0) return 1;
  return Math.max(1, inner[Math.floor(inner.length * 0.1)]!);
}
