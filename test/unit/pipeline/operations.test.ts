import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANONYMIZE_OPTIONS,
  DEFAULT_DETECT_OPTIONS,
} from '../../../src/core/contract/options';
import { DocumentError } from '../../../src/core/contract/errors';
import { anonymize, detect } from '../../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { loadFixture } from '../../setup/fixtures';

const engine = createNodePdfEngine();

describe('detect', () => {
  it('reports only the tags asked for, and the two stages that ran, in seconds', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const body = await detect(engine, pdf, { ...DEFAULT_DETECT_OPTIONS, tags: ['EMAIL', 'SSN'] });
    const groups = new Set(body.detected_pii.entities.map((e) => e.entity_group));
    expect([...groups].sort()).toEqual(['EMAIL', 'SSN']);
    expect(Object.keys(body.processing_time.stages).sort()).toEqual(['Ner', 'PdfDataToDocument']);
    // Seconds, not milliseconds: a one-page letter takes well under ten seconds.
    expect(body.processing_time.total).toBeGreaterThan(0);
    expect(body.processing_time.total).toBeLessThan(10);
    expect(body.detected_pii).toMatchObject({ path: 'memory', exception: '', json: '' });
  });

  it('gives every box a 1-based page, an angle and a text-layer score of 1', async () => {
    const { pdf } = await loadFixture('multi-page');
    const body = await detect(engine, pdf, DEFAULT_DETECT_OPTIONS);
    const boxes = body.detected_pii.entities.flatMap((e) => e.boxes);
    expect(new Set(boxes.map((b) => b.page))).toEqual(new Set([1, 2, 3]));
    for (const box of boxes) expect(box).toMatchObject({ angle: 0, score: 1 });
  });

  it('says in exception which requested tags this version cannot search', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const body = await detect(engine, pdf, {
      ...DEFAULT_DETECT_OPTIONS,
      tags: ['EMAIL', 'FACE'],
      customTags: ['PROJECT_CODE'],
    });
    expect(body.detected_pii.exception).toContain('FACE');
    expect(body.detected_pii.exception).toContain('PROJECT_CODE');
    expect(body.detected_pii.entities.length).toBeGreaterThan(0);
  });

  it('refuses data that is not a PDF with a DocumentError a user can read', async () => {
    const notPdf = new TextEncoder().encode('hello, this is not a PDF');
    await expect(detect(engine, notPdf, DEFAULT_DETECT_OPTIONS)).rejects.toThrow(DocumentError);
    await expect(detect(engine, new Uint8Array(), DEFAULT_DETECT_OPTIONS)).rejects.toThrow('empty');
  });

  it('stops when cancelled', async () => {
    const { pdf } = await loadFixture('bench-10');
    const controller = new AbortController();
    const seen: number[] = [];
    const work = detect(engine, pdf, DEFAULT_DETECT_OPTIONS, {
      signal: controller.signal,
      onProgress: (e) => {
        seen.push(e.done);
        if (e.done === 2) controller.abort();
      },
    });
    await expect(work).rejects.toThrow('cancelled');
    expect(Math.max(...seen)).toBe(2);
  });
});

describe('anonymize', () => {
  it('runs every stage and keeps every page at its size', async () => {
    const { pdf, truth } = await loadFixture('rotated');
    const result = await anonymize(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS);
    expect(Object.keys(result.processing_time.stages).sort()).toEqual([
      'ImageDrawBoxes',
      'Ner',
      'PdfDataToDocument',
      'PdfDataToSingleImage',
      'SingleImageToPdf',
    ]);
    const out = await engine.open(result.pdf);
    expect(out.pageCount).toBe(truth.pages.length);
    for (const [i, page] of truth.pages.entries()) {
      const geometry = await out.geometry(i + 1);
      expect(geometry.width).toBeCloseTo(page.width, 0);
      expect(geometry.height).toBeCloseTo(page.height, 0);
    }
    await out.close();
  });
});
