import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../../src/core/contract/options';
import type { Entity } from '../../../src/core/contract/types';
import { redactEntities } from '../../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import type { TruthWord } from '../../fixtures/index';
import { loadFixture } from '../../setup/fixtures';
import { metadataFindings } from '../../setup/output-inspection';
import { darkFraction, inset, renderPagePixels } from '../../setup/page-pixels';

const engine = createNodePdfEngine();
const SCALE = DEFAULT_ANONYMIZE_OPTIONS.dpi / 72;

/** An entity covering one ground-truth word, as the UI hands over after review. */
function entityFor(word: TruthWord): Entity {
  return {
    entity_group: 'CUSTOM',
    score: 1,
    word: word.text,
    start: 0,
    end: word.text.length,
    boxes: [{ ...word, score: 1, angle: 0 }],
  };
}

describe('redactEntities (export after review)', () => {
  it('burns in exactly the boxes it is given', async () => {
    const { pdf, truth } = await loadFixture('letter-a4');
    const pick = (text: string) => truth.words.find((w) => w.page === 1 && w.text === text)!;
    const chosen = pick('sincerely,');
    const untouched = pick('Dear');
    const options = { dpi: DEFAULT_ANONYMIZE_OPTIONS.dpi, imageQuality: 0.85, redactText: true };

    const { pdf: out } = await redactEntities(engine, pdf, [entityFor(chosen)], options);
    const pixels = await renderPagePixels(engine, out, 1, SCALE);
    expect(darkFraction(pixels, inset(chosen, 1))).toBeGreaterThan(0.97);
    const dear = darkFraction(pixels, untouched);
    expect(dear).toBeGreaterThan(0.03);
    expect(dear).toBeLessThan(0.8);
    expect(await metadataFindings(out)).toEqual([]);
  });

  it('draws no boxes when redactText is false', async () => {
    const { pdf, truth } = await loadFixture('letter-a4');
    const chosen = truth.words.find((w) => w.page === 1 && w.text === 'sincerely,')!;
    const options = { dpi: DEFAULT_ANONYMIZE_OPTIONS.dpi, imageQuality: 0.85, redactText: false };
    const { pdf: out } = await redactEntities(engine, pdf, [entityFor(chosen)], options);
    const pixels = await renderPagePixels(engine, out, 1, SCALE);
    expect(darkFraction(pixels, chosen)).toBeLessThan(0.8);
  });
});
