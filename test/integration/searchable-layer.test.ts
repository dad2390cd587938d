import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { anonymize } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { loadFixture } from '../setup/fixtures';
import { readWithPdfJs, readWithPdftotext } from '../setup/output-inspection';
import { squash } from '../setup/text-search';

const engine = createNodePdfEngine();

describe('searchable output (invisible text layer)', () => {
  it('keeps unredacted words searchable at their place and leaves redacted ones out', async () => {
    const { pdf, truth } = await loadFixture('letter-a4');
    const result = await anonymize(engine, pdf, { ...DEFAULT_ANONYMIZE_OPTIONS, dpi: 72 });
    const entities = result.detected_pii.entities;
    expect(entities.length).toBeGreaterThan(0);
    expect(result.verification.passed).toBe(true);

    const output = await readWithPdfJs(engine, result.pdf);
    const text = squash(output.text);
    expect(text).toContain('Dear');
    for (const e of entities) expect(text).not.toContain(squash(e.word));
    const poppler = readWithPdftotext(result.pdf);
    expect(poppler).toContain('Dear');
    for (const e of entities) expect(squash(poppler)).not.toContain(squash(e.word));

    // The invisible word sits where the word is drawn on the page image.
    const dear = truth.words.find((w) => w.page === 1 && w.text === 'Dear')!;
    const source = await engine.open(result.pdf.slice());
    const runs = await source.textRuns(1).finally(() => source.close());
    const run = runs.find((r) => r.str.startsWith('Dear'))!;
    expect(Math.abs(run.transform[4] - dear.x)).toBeLessThan(3);
    expect(run.transform[5]).toBeGreaterThan(dear.y);
    expect(run.transform[5]).toBeLessThan(dear.y + dear.height + 3);
  });

  it('writes image-only pages when searchable is false', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const options = { ...DEFAULT_ANONYMIZE_OPTIONS, dpi: 72, searchable: false };
    const result = await anonymize(engine, pdf, options);
    expect(result.verification.passed).toBe(true);
    expect(squash((await readWithPdfJs(engine, result.pdf)).text)).toBe('');
  });
});
