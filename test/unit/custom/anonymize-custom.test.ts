import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANONYMIZE_OPTIONS,
  DEFAULT_DETECT_OPTIONS,
} from '../../../src/core/contract/options';
import { anonymizeCustom, detectCustom } from '../../../src/core/pipeline/anonymize-custom';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { buildCustomPdf } from './custom-kit';

const engine = createNodePdfEngine();
const PROMPT = 'all mentions of "Project Falcon"';

describe('detectCustom', () => {
  it('finds what the prompt asks for on every page, with boxes, without writing a PDF', async () => {
    const body = await detectCustom(engine, await buildCustomPdf(), PROMPT, DEFAULT_DETECT_OPTIONS);
    const entities = body.detected_pii.entities;
    expect(entities.map((e) => [e.word, e.boxes.map((b) => b.page)])).toEqual([
      ['Project Falcon', [1]],
      ['PROJECT FALCON', [2]],
      ['Projéct Falcon', [2]],
    ]);
    for (const entity of entities) {
      expect(entity.entity_group).toBe('CUSTOM');
      expect(entity.boxes[0]!.width).toBeGreaterThan(40);
      expect(entity.boxes[0]!.height).toBeGreaterThan(8);
    }
    expect(Object.keys(body.processing_time.stages).sort()).toEqual(['Ner', 'PdfDataToDocument']);
  });

  it('honours a configured page limit and says which pages were left out', async () => {
    const pdf = await buildCustomPdf();
    const body = await detectCustom(engine, pdf, PROMPT, {
      ...DEFAULT_DETECT_OPTIONS,
      maxPages: 1,
    });
    expect(body.detected_pii.entities.map((e) => e.word)).toEqual(['Project Falcon']);
    expect(body.detected_pii.exception).toContain('Page 2 was not processed');
  });
});

describe('anonymizeCustom', () => {
  it('writes a verified PDF with every page and says what it did not understand', async () => {
    const result = await anonymizeCustom(
      engine,
      await buildCustomPdf(),
      `${PROMPT} and the blue widgets`,
      DEFAULT_ANONYMIZE_OPTIONS,
    );
    expect(result.detected_pii.entities).toHaveLength(3);
    expect(result.detected_pii.exception).toContain("'blue widgets'");
    expect(result.verification.passed).toBe(true);
    const output = await engine.open(result.pdf, {});
    expect(output.pageCount).toBe(2);
    await output.close();
    expect(result.verification.checks.length).toBeGreaterThan(0);
  });
});
