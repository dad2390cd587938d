import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import type { Box } from '../../src/core/contract/types';
import { anonymize, type AnonymizeResult } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import type { FixtureTruth } from '../fixtures/index';
import { loadFixture } from '../setup/fixtures';
import { darkFraction, inset, renderPagePixels, type PagePixels } from '../setup/page-pixels';

const engine = createNodePdfEngine();

/** Render at the pipeline's own resolution, so a box edge is no more than a pixel off. */
const SCALE = DEFAULT_ANONYMIZE_OPTIONS.dpi / 72;

const touches = (
  a: Box,
  b: { x: number; y: number; width: number; height: number },
  margin: number,
) =>
  a.x - margin < b.x + b.width &&
  b.x < a.x + a.width + margin &&
  a.y - margin < b.y + b.height &&
  b.y < a.y + a.height + margin;

describe('letter-a4 redaction pixels', () => {
  let result: AnonymizeResult;
  let truth: FixtureTruth;
  let pixels: PagePixels;
  let boxes: Box[];

  beforeAll(async () => {
    const fixture = await loadFixture('letter-a4');
    truth = fixture.truth;
    result = await anonymize(engine, fixture.pdf, DEFAULT_ANONYMIZE_OPTIONS);
    pixels = await renderPagePixels(engine, result.pdf, 1, SCALE);
    boxes = result.detected_pii.entities.flatMap((e) => e.boxes).filter((b) => b.page === 1);
  });

  it('blacks out every entity box', () => {
    expect(boxes.length).toBeGreaterThan(5);
    // Inset by a point: JPEG ringing and pixel rounding soften the edges of a fill.
    const grey = boxes
      .map((b) => ({ text: b.text, dark: darkFraction(pixels, inset(b, 1)) }))
      .filter((b) => b.dark < 0.97)
      .map((b) => `"${b.text}" only ${(b.dark * 100).toFixed(1)}% black`);
    expect(grey).toEqual([]);
  });

  it('leaves the rest of the page readable', () => {
    // Words no box touches must still be drawn, and not be blacked out.
    const clear = truth.words.filter((w) => w.page === 1 && !boxes.some((b) => touches(b, w, 2)));
    expect(clear.length).toBeGreaterThan(40);
    const fractions = clear.map((w) => ({ text: w.text, dark: darkFraction(pixels, w) }));
    const blacked = fractions.filter((f) => f.dark > 0.9).map((f) => f.text);
    expect(blacked).toEqual([]);
    const visible = fractions.filter((f) => f.dark > 0.03).length;
    expect(visible / fractions.length).toBeGreaterThan(0.9);

    // The margins are paper, and the page as a whole is far from black.
    const margin = { x: 0, y: 0, width: truth.pages[0]!.width, height: 40 };
    expect(darkFraction(pixels, margin)).toBeLessThan(0.01);
    const page = { x: 0, y: 0, width: truth.pages[0]!.width, height: truth.pages[0]!.height };
    expect(darkFraction(pixels, page)).toBeLessThan(0.2);
  });
});
