import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { anonymize } from '../../src/core/pipeline/operations';
import type { PdfSource } from '../../src/core/platform/ports';
import { createNodePdfEngine, openNodePdf } from '../../src/engines/node/node-pdf-engine';
import { PageThreadPool } from '../../src/engines/node/page-threads';
import { threadedSource } from '../../src/engines/node/threaded-source';
import { loadFixture } from '../setup/fixtures';

/** Reads every page in order the way the core's stages do, and renders each page. */
async function readAll(source: PdfSource) {
  const pages = [];
  for (let page = 1; page <= source.pageCount; page++) {
    const runs = await source.textRuns(page);
    const drawing = await source.pageDrawing?.(page);
    const text = await source.pageText?.(page);
    const content = await source.pageContent?.(page);
    const raster = await source.render(page, 1);
    const gray = raster.grayPixels();
    raster.release();
    pages.push({
      runs,
      drawing,
      text,
      content,
      size: gray.length,
      gray: Buffer.from(gray).toString('base64'),
    });
  }
  return pages;
}

describe('page threads', () => {
  const pool = new PageThreadPool(2);
  let data: Uint8Array;
  let small: Uint8Array;

  beforeAll(async () => {
    data = (await loadFixture('bench-10')).pdf;
    small = (await loadFixture('multi-page')).pdf;
    // Threads loaded before reading, so the reads below are really done in them.
    await pool.ready();
  }, 120_000);
  afterAll(() => pool.terminate());

  it('read and render pages ahead with the same results as the calling thread', async () => {
    const plain = await openNodePdf(data, undefined);
    const expected = await readAll(plain);
    await plain.close();
    const threaded = threadedSource(await openNodePdf(data, undefined), pool, data, undefined);
    const actual = await readAll(threaded);
    await threaded.close();
    expect(pool.completed).toBeGreaterThan(10);
    expect(actual).toEqual(expected);
  }, 120_000);

  it('anonymize with page threads writes the same entities and a verified PDF', async () => {
    const options = { ...DEFAULT_ANONYMIZE_OPTIONS, path: 'multi-page.pdf' };
    const plain = await anonymize(createNodePdfEngine({ pageThreads: 0 }), small, options);
    const threaded = await anonymize(createNodePdfEngine({ pageThreads: 2 }), small, options);
    expect(threaded.detected_pii.entities).toEqual(plain.detected_pii.entities);
    expect(threaded.verification.passed).toBe(true);
    expect(threaded.pdf.length).toBe(plain.pdf.length);
  }, 180_000);
});
