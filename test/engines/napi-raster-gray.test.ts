import type { SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createNapiRaster } from '../../src/engines/node/napi-raster';

/** Grey pixels as getImageData gives them (unpremultiplied RGBA), Rec. 601 in integers. */
function referenceGray(context: SKRSContext2D, width: number, height: number): Uint8Array {
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) {
    const p = i * 4;
    gray[i] = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
  }
  return gray;
}

/** Coloured text, shapes and translucent fills, on white when `background` is set. */
function paint(context: SKRSContext2D, width: number, height: number, background: boolean) {
  if (background) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.fillStyle = 'rgb(200, 30, 90)';
  context.font = '18px sans-serif';
  for (let y = 24; y < height; y += 26) context.fillText('Grey pixels for OCR 0123 ÄÖÜ', 8, y);
  context.fillStyle = 'rgba(20, 120, 250, 0.35)';
  context.fillRect(30, 40, 150, 90);
  context.strokeStyle = 'rgb(10, 160, 40)';
  context.lineWidth = 3;
  context.strokeRect(60, 20, 200, 160);
}

describe('napi raster grey pixels', () => {
  it('reads an opaque page as getImageData does (fast path)', () => {
    const [width, height] = [301, 517];
    const drawable = createNapiRaster(width, height);
    const context = drawable.context as SKRSContext2D;
    paint(context, width, height, true);
    const gray = drawable.raster.grayPixels();
    expect(gray).toEqual(referenceGray(context, width, height));
    // Not a blank page: the text and shapes are there.
    expect(new Set(gray).size).toBeGreaterThan(20);
    drawable.raster.release();
  });

  it('reads a page with transparent pixels through getImageData (premultiplied bytes differ)', () => {
    const [width, height] = [257, 300];
    const drawable = createNapiRaster(width, height);
    const context = drawable.context as SKRSContext2D;
    paint(context, width, height, false);
    const gray = drawable.raster.grayPixels();
    expect(gray).toEqual(referenceGray(context, width, height));
    expect(new Set(gray).size).toBeGreaterThan(5);
    drawable.raster.release();
  });
});
