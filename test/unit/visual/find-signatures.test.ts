import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../src/core/visual/ports';
import { findSignatures, type PageWord } from '../../../src/core/visual/signature/find-signatures';
import { signatureStrokes } from '../../fixtures/visual/ink-strokes';

/** Scale of the test pages: 150 dpi, as the pipeline renders them. */
const SCALE = 150 / 72;

/** A 400 x 300 point page painted by `paint` (in points), read back as grey pixels. */
function page(paint: (ctx: SKRSContext2D) => void): GrayImage {
  const canvas = createCanvas(Math.round(400 * SCALE), Math.round(300 * SCALE));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#000';
  ctx.strokeStyle = '#000';
  paint(ctx);
  const rgba = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  const pixels = new Uint8Array(canvas.width * canvas.height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = rgba[i * 4]!;
  return { width: canvas.width, height: canvas.height, pixels };
}

/** A handwritten signature at (x, y) points. */
function signature(ctx: SKRSContext2D, x: number, y: number): void {
  ctx.lineWidth = 1.3;
  for (const stroke of signatureStrokes(140, 40, 5)) {
    ctx.beginPath();
    stroke.forEach(([px, py], i) =>
      i === 0 ? ctx.moveTo(x + px, y + py) : ctx.lineTo(x + px, y + py),
    );
    ctx.stroke();
  }
}

const label: PageWord = { text: 'Signature:', box: { x: 20, y: 150, width: 55, height: 12 } };
const text: PageWord = { text: 'Regards,', box: { x: 20, y: 60, width: 50, height: 12 } };

describe('findSignatures', () => {
  it('finds a signature beside its label and on its line, with a box around the ink', () => {
    const image = page((ctx) => {
      ctx.fillRect(90, 160, 200, 1);
      signature(ctx, 110, 125);
    });
    const found = findSignatures({ image, scale: SCALE, words: [label, text], claimed: [] });
    expect(found).toHaveLength(1);
    expect(found[0]!.score).toBe(1);
    expect(found[0]!.initials).toBe(false);
    const b = found[0]!.bounds;
    expect(b.x0 / SCALE).toBeLessThan(112);
    expect(b.x1 / SCALE).toBeGreaterThan(245);
  });

  it('ignores the same ink when nothing says it is signed there', () => {
    // Mid-page, no label, no line, printed text above and plenty below.
    const below = Array.from({ length: 20 }, (_, i) => ({
      text: `word${i}`,
      box: { x: 20 + (i % 5) * 60, y: 220 + Math.floor(i / 5) * 14, width: 40, height: 10 },
    }));
    const image = page((ctx) => signature(ctx, 110, 100));
    expect(findSignatures({ image, scale: SCALE, words: [text, ...below], claimed: [] })).toEqual(
      [],
    );
  });

  it('takes neither a seal, a filled logo nor straight drawings for a signature', () => {
    const image = page((ctx) => {
      ctx.fillRect(90, 160, 200, 1);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(150, 140, 30, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(150, 140, 22, 0, Math.PI * 2);
      ctx.stroke();
      ctx.fillRect(220, 120, 40, 35);
      ctx.beginPath();
      ctx.moveTo(270, 150);
      ctx.lineTo(290, 120);
      ctx.lineTo(310, 150);
      ctx.lineTo(330, 120);
      ctx.stroke();
    });
    expect(findSignatures({ image, scale: SCALE, words: [label, text], claimed: [] })).toEqual([]);
  });

  it('leaves out ink in regions already claimed (a decoded barcode)', () => {
    const image = page((ctx) => {
      ctx.fillRect(90, 160, 200, 1);
      signature(ctx, 110, 125);
    });
    const claimed = [{ x0: 0, y0: 0, x1: image.width, y1: image.height }];
    expect(findSignatures({ image, scale: SCALE, words: [label], claimed })).toEqual([]);
  });
});
