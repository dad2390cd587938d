import { describe, expect, it } from 'vitest';
import {
  barcodeBounds,
  barcodeEntities,
  barcodeWord,
} from '../../../src/core/visual/barcode-entities';
import type { BarcodeFinding, GrayImage } from '../../../src/core/visual/ports';

/** A white image with vertical bars of the given widths (pixels) from x0, rows y0..y1. */
function bars(widths: number[], x0: number, y0: number, y1: number): GrayImage {
  const width = 400;
  const height = 200;
  const pixels = new Uint8Array(width * height).fill(255);
  let x = x0;
  widths.forEach((w, i) => {
    if (i % 2 === 0) {
      for (let y = y0; y < y1; y++) pixels.fill(0, y * width + x, y * width + x + w);
    }
    x += w;
  });
  return { width, height, pixels };
}

const square = (x: number, y: number, side: number) =>
  [
    { x, y },
    { x: x + side, y },
    { x: x + side, y: y + side },
    { x, y: y + side },
  ] as const;

describe('barcode entities', () => {
  it('names the symbology except for QR codes', () => {
    const base = { corners: square(0, 0, 10), modules: 0, linear: true };
    expect(barcodeWord({ ...base, format: 'Code128', isQr: false, text: 'ABC-1' })).toBe(
      'Code128: ABC-1',
    );
    expect(barcodeWord({ ...base, format: 'QRCode', isQr: true, text: 'hello' })).toBe('hello');
  });

  it('adds a four-module quiet zone around a QR code', () => {
    const image: GrayImage = { width: 300, height: 300, pixels: new Uint8Array(90000).fill(255) };
    const qr: BarcodeFinding = {
      format: 'QRCode',
      isQr: true,
      text: 'x',
      corners: square(100, 100, 84),
      modules: 21,
      linear: false,
    };
    // 84 px / 21 modules = 4 px per module: 16 px of quiet zone, plus one pixel.
    expect(barcodeBounds(qr, image)).toEqual({ x0: 83, y0: 83, x1: 201, y1: 201 });
  });

  it('follows a linear code up and down its bars and measures its module', () => {
    // Bars 2 px wide (one module) and 4 px, rows 40-120; the decoder saw rows 70-72 only.
    const image = bars([2, 2, 4, 2, 2, 4, 2, 2, 4, 2, 2], 100, 40, 120);
    const finding: BarcodeFinding = {
      format: 'Code128',
      isQr: false,
      text: 'A',
      corners: [
        { x: 100, y: 70 },
        { x: 128, y: 70 },
        { x: 128, y: 72 },
        { x: 100, y: 72 },
      ],
      modules: 0,
      linear: true,
    };
    const b = barcodeBounds(finding, image);
    expect(b.y0).toBeLessThanOrEqual(40);
    expect(b.y1).toBeGreaterThanOrEqual(120);
    // Ten modules of 2 px each side, plus a pixel.
    expect(b.x0).toBe(100 - 21);
    expect(b.x1).toBe(128 + 21);
  });

  it('turns findings into QR_CODE entities in points, reported once', () => {
    const image: GrayImage = { width: 300, height: 300, pixels: new Uint8Array(90000).fill(255) };
    const qr: BarcodeFinding = {
      format: 'QRCode',
      isQr: true,
      text: 'https://a.example',
      corners: square(100, 100, 84),
      modules: 21,
      linear: false,
    };
    const frame = { page: 2, width: 150, height: 150, scale: 2 };
    const entities = barcodeEntities([qr, qr], image, frame);
    expect(entities).toHaveLength(1);
    expect(entities[0]).toMatchObject({
      entity_group: 'QR_CODE',
      word: 'https://a.example',
      start: 0,
      end: 0,
      score: 1,
      boxes: [{ page: 2, x: 41.5, y: 41.5, width: 59, height: 59, angle: 0 }],
    });
  });
});
