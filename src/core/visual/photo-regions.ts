import type { PixelBounds } from './pixel-geometry';
import type { GrayImage } from './ports';

/** Side of the grid cells, in pixels, that are tested for photo-like content. */
const CELL = 16;
/** A cell is photo-like when this share of its pixels are mid-tones (neither ink nor paper). */
const MID_TONE_SHARE = 0.35;
const DARK = 30;
const LIGHT = 225;
/** Photos smaller than this (pixels each way) hold no face a detector could find. */
const MIN_SIDE = 48;

/**
 * The regions of a page image that look like photographs: blocks of mid-tone grey (text, rules
 * and line art are black on white). Face detection runs on these crops only, so a page of text
 * costs nothing and a small ID photo is seen at its own resolution rather than shrunk with the
 * whole page.
 */
export function photoRegions(image: GrayImage): PixelBounds[] {
  const cols = Math.ceil(image.width / CELL);
  const rows = Math.ceil(image.height / CELL);
  const photo = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let mid = 0;
      let dark = 0;
      let total = 0;
      for (let y = r * CELL; y < Math.min(image.height, (r + 1) * CELL); y++) {
        for (let x = c * CELL; x < Math.min(image.width, (c + 1) * CELL); x++) {
          const v = image.pixels[y * image.width + x]!;
          if (v > DARK && v < LIGHT) mid++;
          else if (v <= DARK) dark++;
          total++;
        }
      }
      // 1: mid-tones (photo-like); 2: nearly all dark (shadows of a photo, or a filled shape).
      photo[r * cols + c] = mid / total >= MID_TONE_SHARE ? 1 : dark / total >= 0.8 ? 2 : 0;
    }
  }
  const seen = new Uint8Array(cols * rows);
  const regions: PixelBounds[] = [];
  // Regions grow from photo-like cells, through dark ones, so a photo's shadows stay inside.
  for (let start = 0; start < photo.length; start++) {
    if (photo[start] !== 1 || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    const b = { x0: cols, y0: rows, x1: 0, y1: 0 };
    while (stack.length > 0) {
      const i = stack.pop()!;
      const c = i % cols;
      const r = (i - c) / cols;
      b.x0 = Math.min(b.x0, c);
      b.y0 = Math.min(b.y0, r);
      b.x1 = Math.max(b.x1, c + 1);
      b.y1 = Math.max(b.y1, r + 1);
      // 8-connected, and a one-cell gap is bridged (a photo's flat bright patches).
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          const nr = r + dr;
          const nc = c + dc;
          if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
          const n = nr * cols + nc;
          if (photo[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
      }
    }
    const bounds = {
      x0: b.x0 * CELL,
      y0: b.y0 * CELL,
      x1: Math.min(image.width, b.x1 * CELL),
      y1: Math.min(image.height, b.y1 * CELL),
    };
    if (bounds.x1 - bounds.x0 >= MIN_SIDE && bounds.y1 - bounds.y0 >= MIN_SIDE)
      regions.push(bounds);
  }
  return regions;
}

/** The pixels of `bounds` as an image of their own. */
export function cropImage(image: GrayImage, bounds: PixelBounds): GrayImage {
  const width = bounds.x1 - bounds.x0;
  const height = bounds.y1 - bounds.y0;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (bounds.y0 + y) * image.width + bounds.x0;
    pixels.set(image.pixels.subarray(from, from + width), y * width);
  }
  return { width, height, pixels };
}

/** Entropy in bits of the grey levels inside `bounds` (16 bins): how widely the greys spread. */
export function greyEntropy(image: GrayImage, bounds: PixelBounds): number {
  const bins = new Float64Array(16);
  let count = 0;
  for (let y = bounds.y0; y < bounds.y1; y++) {
    for (let x = bounds.x0; x < bounds.x1; x++) {
      bins[image.pixels[y * image.width + x]! >> 4]! += 1;
      count++;
    }
  }
  let entropy = 0;
  for (const n of bins) {
    if (n > 0) entropy -= (n / count) * Math.log2(n / count);
  }
  return entropy;
}
