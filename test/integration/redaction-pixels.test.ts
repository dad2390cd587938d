import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import type { Box } from '../../src/core/contract/types';
import { BUILT_IN_RECOGNIZERS } from '../../src/core/detect/recognizers';
import { anonymize, type AnonymizeResult } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import type { FixtureTruth } from '../fixtures/index';
import { loadFixture } from '../setup/fixtures';
import {
  darkFraction,
  inset,
  renderPagePixels,
  type PagePixels,
  type PointRect,
} from '../setup/page-pixels';

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

/** Tags the built-in recognizers find: other ground truth is not expected to be redacted. */
const FOUND_TAGS: ReadonlySet<string> = new Set(BUILT_IN_RECOGNIZERS.flatMap((r) => r.tags));

/**
 * Where a piece of personal data is drawn, from the fixture's ground truth (the words as the
 * generator placed them, not the pipeline's boxes): the run of consecutive words holding its
 * tokens, each cut to the part the token takes (by character count, along the word's reading
 * direction). Undefined when the words do not hold it.
 */
function drawnParts(
  truth: FixtureTruth,
  pii: FixtureTruth['pii'][number],
): PointRect[] | undefined {
  const words = truth.words.filter((w) => w.page === pii.page);
  const tokens = pii.text.split(/\s+/);
  for (let i = 0; i + tokens.length <= words.length; i++) {
    const run = tokens.map((t, k) => ({ word: words[i + k]!, at: words[i + k]!.text.indexOf(t) }));
    if (run.some((r) => r.at < 0)) continue;
    return run.map(({ word, at }, k) => {
      const n = word.text.length;
      const from = at / n;
      const to = (at + tokens[k]!.length) / n;
      switch (word.angle) {
        case 90: // reading upwards
          return { ...word, y: word.y + word.height * (1 - to), height: word.height * (to - from) };
        case 180:
          return { ...word, x: word.x + word.width * (1 - to), width: word.width * (to - from) };
        case 270: // reading downwards
          return { ...word, y: word.y + word.height * from, height: word.height * (to - from) };
        default:
          return { ...word, x: word.x + word.width * from, width: word.width * (to - from) };
      }
    });
  }
  return undefined;
}

describe.each(['multi-page', 'rotated'] as const)(
  '%s: every page is black where its personal data is drawn',
  (name) => {
    it('covers the true glyph positions of every found PII item on every page', async () => {
      const { pdf, truth } = await loadFixture(name);
      const result = await anonymize(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS);
      const problems: string[] = [];
      let checked = 0;
      for (let page = 1; page <= truth.pages.length; page++) {
        const items = truth.pii.filter((p) => p.page === page && FOUND_TAGS.has(p.tag));
        expect(items.length, `page ${page} has personal data to check`).toBeGreaterThan(0);
        const pixels = await renderPagePixels(engine, result.pdf, page, SCALE);
        for (const item of items) {
          const parts = drawnParts(truth, item);
          if (!parts) {
            problems.push(`"${item.text}" (p${page}) is not among the drawn words`);
            continue;
          }
          for (const part of parts) {
            const dark = darkFraction(pixels, inset(part, 1));
            checked++;
            if (dark < 0.97) {
              problems.push(`"${item.text}" (p${page}) only ${(dark * 100).toFixed(1)}% black`);
            }
          }
        }
        // The page is not simply black all over: the words no PII touches are still drawn.
        const all = {
          x: 0,
          y: 0,
          width: truth.pages[page - 1]!.width,
          height: truth.pages[page - 1]!.height,
        };
        expect(darkFraction(pixels, all), `page ${page}`).toBeLessThan(0.2);
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(truth.pages.length);
    }, 120_000);
  },
);
