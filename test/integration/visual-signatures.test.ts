import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../../src/core/contract/options';
import { anonymize, detect } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { createNodeVisualDetectors } from '../../src/engines/visual/node-visual';
import { type VisualFixtureName, visualFixture } from '../fixtures/visual/registry';
import { darkFraction, inset, renderPagePixels } from '../setup/page-pixels';
import { covers, ofTag, overlaps } from '../support/visual-expect';

const engine = createNodePdfEngine();
const visual = { detectors: createNodeVisualDetectors(), searchWhenAllTags: false };
const SIGNATURES = { ...DEFAULT_DETECT_OPTIONS, tags: ['SIGNATURE' as const] };

async function signaturesOf(name: VisualFixtureName) {
  const fixture = await visualFixture(name);
  const response = await detect(engine, fixture.pdf, SIGNATURES, {}, { visual });
  return { fixture, response, found: ofTag(response.detected_pii.entities, 'SIGNATURE') };
}

describe('handwritten signatures', () => {
  it('finds a signature drawn in vector content, initials, and a signature picture', async () => {
    const { fixture, found } = await signaturesOf('visual-signatures');
    expect(found).toHaveLength(fixture.targets.length);
    for (const target of fixture.targets) {
      const hit = found.find((e) => covers(e.boxes[0]!, target));
      expect(hit, `${target.content} on page ${target.page}`).toBeDefined();
      expect(hit!.word).toBe(target.content);
      expect(hit).toMatchObject({ start: 0, end: 0 });
      expect(hit!.score).toBeGreaterThanOrEqual(0.65);
    }
  });

  it('finds the signature on a scanned form that has no text layer', async () => {
    const { fixture, found, response } = await signaturesOf('visual-scanned-form');
    expect(found).toHaveLength(1);
    expect(covers(found[0]!.boxes[0]!, fixture.targets[0]!)).toBe(true);
    expect(response.processing_time.stages.VisualDetection).toBeGreaterThan(0);
  });

  it('reports none of the hard negatives: logo, bar chart, seal, italic headings', async () => {
    const { fixture, found } = await signaturesOf('visual-negatives');
    const wrong = fixture.negatives.filter((n) => found.some((e) => overlaps(e.boxes[0]!, n)));
    expect(wrong.map((n) => n.label)).toEqual([]);
    expect(found).toEqual([]);
  });

  it('takes neither a photo nor barcodes for a signature', async () => {
    for (const name of ['visual-faces', 'visual-codes'] as const) {
      const { found } = await signaturesOf(name);
      expect(found, name).toEqual([]);
    }
  });

  it('blacks out the whole signature in the anonymized output', async () => {
    const fixture = await visualFixture('visual-signatures');
    const result = await anonymize(
      engine,
      fixture.pdf,
      { ...DEFAULT_ANONYMIZE_OPTIONS, tags: ['SIGNATURE'] },
      {},
      { visual },
    );
    expect(result.verification.passed).toBe(true);
    for (const target of fixture.targets) {
      const before = await renderPagePixels(engine, fixture.pdf, target.page, 150 / 72);
      const after = await renderPagePixels(engine, result.pdf, target.page, 150 / 72);
      // The ink was there, and now the whole region is black.
      expect(darkFraction(before, target)).toBeLessThan(0.5);
      expect(darkFraction(after, inset(target, 0.5))).toBeGreaterThan(0.97);
    }
  });
});
