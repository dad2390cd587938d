import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { PdfEngine } from '../../src/core/platform/ports';

/** A rendered page's RGBA pixels and the scale from points to pixels. */
export interface PagePixels {
  width: number;
  height: number;
  scale: number;
  data: Uint8ClampedArray;
}

/** A rectangle in page points (top-left origin, y down). */
export interface PointRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Renders one page of `pdf` with pdf.js (through the Node engine) and reads its pixels back;
 * the raster port only encodes, so the PNG is decoded again with @napi-rs/canvas.
 */
export async function renderPagePixels(
  engine: PdfEngine,
  pdf: Uint8Array,
  page: number,
  scale: number,
): Promise<PagePixels> {
  const source = await engine.open(pdf);
  try {
    const raster = await source.render(page, scale);
    const png = await raster.encode('png', 1);
    raster.release();
    const image = await loadImage(Buffer.from(png));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    return { width: image.width, height: image.height, scale, data };
  } finally {
    await source.close();
  }
}

/** Luminance below which a pixel counts as black (JPEG noise keeps fills slightly above 0). */
export const DARK = 80;

/** Fraction of the pixels inside `rect` (page points, clipped to the page) that are dark. */
export function darkFraction(pixels: PagePixels, rect: PointRect): number {
  const x0 = Math.max(0, Math.round(rect.x * pixels.scale));
  const y0 = Math.max(0, Math.round(rect.y * pixels.scale));
  const x1 = Math.min(pixels.width, Math.round((rect.x + rect.width) * pixels.scale));
  const y1 = Math.min(pixels.height, Math.round((rect.y + rect.height) * pixels.scale));
  let dark = 0;
  let total = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * pixels.width + x) * 4;
      const luminance =
        0.299 * pixels.data[i]! + 0.587 * pixels.data[i + 1]! + 0.114 * pixels.data[i + 2]!;
      if (luminance < DARK) dark++;
      total++;
    }
  }
  return total === 0 ? 0 : dark / total;
}

/** `rect` shrunk by `by` points on every side (never below zero size). */
export function inset(rect: PointRect, by: number): PointRect {
  const width = Math.max(0, rect.width - 2 * by);
  const height = Math.max(0, rect.height - 2 * by);
  return {
    x: rect.x + (rect.width - width) / 2,
    y: rect.y + (rect.height - height) / 2,
    width,
    height,
  };
}
