import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../../src/core/contract/options';
import type { DetectResponse } from '../../src/core/contract/types';
import { anonymize, detect, type AnonymizeResult } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { createNodeVisualDetectors } from '../../src/engines/visual/node-visual';
import { visualFixture } from '../fixtures/visual/registry';
import type { VisualFixture } from '../fixtures/visual/visual-truth';
import { covers, ofTag } from '../support/visual-expect';

const engine = createNodePdfEngine();
const detectors = createNodeVisualDetectors();
const visual = { detectors, searchWhenAllTags: false };

/** Every barcode still readable on page 1 of `pdf`, read the way the detector reads pages. */
async function decodable(pdf: Uint8Array): Promise<string[]> {
  const source = await engine.open(pdf.slice());
  try {
    const raster = await source.render(1, DEFAULT_ANONYMIZE_OPTIONS.dpi / 72);
    const image = { width: raster.width, height: raster.height, pixels: raster.grayPixels() };
    raster.release();
    return (await detectors.barcodes!.find(image)).map((f) => f.text);
  } finally {
    await source.close();
  }
}

describe('QR codes and barcodes on a generated page', () => {
  let fixture: VisualFixture;
  let found: DetectResponse;

  beforeAll(async () => {
    fixture = await visualFixture('visual-codes');
    found = await detect(
      engine,
      fixture.pdf,
      { ...DEFAULT_DETECT_OPTIONS, tags: ['QR_CODE'] },
      {},
      { visual },
    );
  });

  it('finds every symbol, vector or embedded image, in every size and turn, with its content', () => {
    const codes = ofTag(found.detected_pii.entities, 'QR_CODE');
    expect(codes).toHaveLength(fixture.targets.length);
    for (const target of fixture.targets) {
      const entity = codes.find((e) => e.word.endsWith(target.content));
      expect(entity, target.content).toBeDefined();
      expect(entity!.boxes).toHaveLength(1);
      expect(covers(entity!.boxes[0]!, target), `${target.content} covered`).toBe(true);
      expect(entity).toMatchObject({ start: 0, end: 0, score: 1 });
    }
  });

  it('reports QR content bare and names other symbologies', () => {
    const words = found.detected_pii.entities.map((e) => e.word);
    expect(words).toContain('https://obscura.example/ticket/ABC123');
    expect(words).toContain('Code128: ABC-123-XYZ');
    expect(words).toContain('EAN13: 4006381333931');
  });

  it('covers the quiet zone: four modules around a QR code', () => {
    const target = fixture.targets.find(
      (t) => t.content === 'https://obscura.example/ticket/ABC123',
    )!;
    const box = found.detected_pii.entities.find((e) => e.word === target.content)!.boxes[0]!;
    const module = 2.2;
    expect(box.x).toBeLessThanOrEqual(target.x - 4 * module + 0.5);
    expect(box.y).toBeLessThanOrEqual(target.y - 4 * module + 0.5);
    expect(box.x + box.width).toBeGreaterThanOrEqual(target.x + target.width + 4 * module - 0.5);
    // ...and not much more than that: the text around it stays readable.
    expect(box.width).toBeLessThan(target.width + 2 * 6 * module);
  });

  it('times its own stage and reports no other work than asked', () => {
    expect(found.processing_time.stages.VisualDetection).toBeGreaterThan(0);
    expect(found.detected_pii.exception).toBe('');
  });

  it('leaves no decodable symbol in the anonymized output', async () => {
    expect((await decodable(fixture.pdf)).length).toBe(fixture.targets.length);
    const result: AnonymizeResult = await anonymize(
      engine,
      fixture.pdf,
      { ...DEFAULT_ANONYMIZE_OPTIONS, tags: ['QR_CODE'] },
      {},
      { visual },
    );
    expect(result.verification.passed).toBe(true);
    expect(await decodable(result.pdf)).toEqual([]);
  });
});

describe('when visual detection runs', () => {
  it('skips it for an empty tag list unless the user turned it on', async () => {
    const { pdf } = await visualFixture('visual-codes');
    const off = await detect(engine, pdf, DEFAULT_DETECT_OPTIONS, {}, { visual });
    expect(off.processing_time.stages.VisualDetection).toBeUndefined();
    expect(ofTag(off.detected_pii.entities, 'QR_CODE')).toEqual([]);

    const on = await detect(
      engine,
      pdf,
      DEFAULT_DETECT_OPTIONS,
      {},
      {
        visual: { detectors, searchWhenAllTags: true },
      },
    );
    expect(ofTag(on.detected_pii.entities, 'QR_CODE').length).toBeGreaterThanOrEqual(8);
    expect(on.detected_pii.exception).toMatch(/FACE is not available/);
  });

  it('skips it for text tags only', async () => {
    const { pdf } = await visualFixture('visual-codes');
    const text = await detect(
      engine,
      pdf,
      { ...DEFAULT_DETECT_OPTIONS, tags: ['EMAIL'] },
      {},
      {
        visual: { detectors, searchWhenAllTags: true },
      },
    );
    expect(text.processing_time.stages.VisualDetection).toBeUndefined();
    expect(text.detected_pii.entities).toEqual([]);
  });
});
