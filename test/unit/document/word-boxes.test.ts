import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../src/core/document/load-document';
import type { Word } from '../../../src/core/document/model';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { FIXTURE_NAMES, type TruthWord } from '../../fixtures/index';
import { loadFixture } from '../../setup/fixtures';

/** Position and extent along the reading direction must match this closely (points). */
const ALONG = 1;
/** Across the reading direction the box must cover the glyphs' extent, less this (points). */
const ACROSS = 1;
/** Form values are laid out by the viewer; their box must lie within the field, give or take. */
const FIELD_SLACK = 2;

const engine = createNodePdfEngine();

/** Interval [lo, hi] of a box along x or y. */
function span(b: { x: number; y: number; width: number; height: number }, axis: 'x' | 'y') {
  return axis === 'x' ? [b.x, b.x + b.width] : [b.y, b.y + b.height];
}

/** Why `word` does not match `truth`, or undefined when it does. */
function mismatch(truth: TruthWord, word: Word): string | undefined {
  const box = word.box;
  if (truth.source === 'form') {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const inside =
      cx >= truth.x - FIELD_SLACK &&
      cx <= truth.x + truth.width + FIELD_SLACK &&
      cy >= truth.y - FIELD_SLACK &&
      cy <= truth.y + truth.height + FIELD_SLACK;
    return inside ? undefined : 'centre outside the form field';
  }
  // Upright or upside-down text runs along x; quarter-turned text runs along y.
  const along = truth.angle % 180 === 0 ? 'x' : 'y';
  const across = along === 'x' ? 'y' : 'x';
  const [tLo, tHi] = span(truth, along) as [number, number];
  const [bLo, bHi] = span(box, along) as [number, number];
  if (Math.abs(bLo - tLo) > ALONG) return `${along} ${bLo.toFixed(2)} vs ${tLo.toFixed(2)}`;
  if (Math.abs(bHi - bLo - (tHi - tLo)) > ALONG) {
    return `extent along ${along} ${(bHi - bLo).toFixed(2)} vs ${(tHi - tLo).toFixed(2)}`;
  }
  const [cLo, cHi] = span(truth, across) as [number, number];
  const [dLo, dHi] = span(box, across) as [number, number];
  if (dLo > cLo + ACROSS || dHi < cHi - ACROSS) {
    return `${across} [${dLo.toFixed(2)}, ${dHi.toFixed(2)}] does not cover [${cLo.toFixed(2)}, ${cHi.toFixed(2)}]`;
  }
  return undefined;
}

/** The extracted word with the same text whose box centre lies nearest the truth's. */
function nearest(truth: TruthWord, words: readonly Word[]): Word | undefined {
  const tx = truth.x + truth.width / 2;
  const ty = truth.y + truth.height / 2;
  let best: Word | undefined;
  let bestDistance = Infinity;
  for (const w of words) {
    if (w.text !== truth.text) continue;
    const d = Math.hypot(w.box.x + w.box.width / 2 - tx, w.box.y + w.box.height / 2 - ty);
    if (d < bestDistance) {
      best = w;
      bestDistance = d;
    }
  }
  return best;
}

describe('word boxes from the text layer', () => {
  it.each(FIXTURE_NAMES)('%s: every drawn word has a box where it was drawn', async (name) => {
    const { pdf, truth } = await loadFixture(name);
    const source = await engine.open(pdf);
    try {
      const doc = await loadDocument(source);
      expect(doc.pages.length).toBe(truth.pages.length);
      doc.pages.forEach((page, i) => {
        const expected = truth.pages[i]!;
        expect(page.width).toBeCloseTo(expected.width, 1);
        expect(page.height).toBeCloseTo(expected.height, 1);
        expect(page.rotation).toBe(expected.rotation);
      });
      const problems: string[] = [];
      for (const t of truth.words) {
        const words = doc.pages[t.page - 1]?.words ?? [];
        const found = nearest(t, words);
        const why = found ? mismatch(t, found) : 'no extracted word with this text';
        if (why) problems.push(`p${t.page} "${t.text}" at (${t.x}, ${t.y}): ${why}`);
      }
      expect(problems.slice(0, 25), `${problems.length} of ${truth.words.length} words`).toEqual(
        [],
      );
    } finally {
      await source.close();
    }
  });

  it('reports the page-level angle of text turned on a /Rotate 90 page', async () => {
    const { pdf, truth } = await loadFixture('rotated');
    const source = await engine.open(pdf);
    try {
      const doc = await loadDocument(source);
      const page = doc.pages[0]!;
      const sideways = truth.words.filter((w) => w.page === 1 && w.angle !== 0);
      const upright = truth.words.filter((w) => w.page === 1 && w.angle === 0);
      expect(sideways.length).toBeGreaterThan(0);
      for (const t of sideways) expect(nearest(t, page.words)?.box.angle).toBeCloseTo(t.angle, 0);
      for (const t of upright) expect(nearest(t, page.words)?.box.angle).toBeCloseTo(0, 0);
    } finally {
      await source.close();
    }
  });
});
