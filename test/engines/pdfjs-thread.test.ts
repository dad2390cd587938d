import { afterEach, describe, expect, it } from 'vitest';
import type { PdfSource } from '../../src/core/platform/ports';
import { openNodePdf } from '../../src/engines/node/node-pdf-engine';
import { stopPdfjsThread } from '../../src/engines/node/pdfjs-thread-worker';
import { loadFixture } from '../setup/fixtures';

/** Text, drawing and grey pixels of every page, as the core's stages read them. */
async function readAll(source: PdfSource) {
  const pages = [];
  for (let page = 1; page <= source.pageCount; page++) {
    const runs = await source.textRuns(page);
    const drawing = await source.pageDrawing?.(page);
    const raster = await source.render(page, 1);
    const gray = Buffer.from(raster.grayPixels()).toString('base64');
    raster.release();
    pages.push({ runs, drawing, gray });
  }
  return pages;
}

/** Opens with the pdf.js thread on (the main-thread default) or off (OBSCURA_PDFJS_THREAD=0). */
async function open(data: Uint8Array, thread: boolean, password?: string): Promise<PdfSource> {
  const before = process.env.OBSCURA_PDFJS_THREAD;
  process.env.OBSCURA_PDFJS_THREAD = thread ? '1' : '0';
  try {
    return await openNodePdf(data, password);
  } finally {
    if (before === undefined) delete process.env.OBSCURA_PDFJS_THREAD;
    else process.env.OBSCURA_PDFJS_THREAD = before;
  }
}

describe('pdf.js worker side in its own thread', () => {
  afterEach(() => stopPdfjsThread());

  it('reads and renders every page exactly as the single-threaded fake worker does', async () => {
    const data = (await loadFixture('multi-page')).pdf;
    const plain = await open(data, false);
    const expected = await readAll(plain);
    await plain.close();
    const threaded = await open(data, true);
    const actual = await readAll(threaded);
    await threaded.close();
    expect(actual.length).toBeGreaterThan(1);
    expect(actual.some((p) => p.runs.length > 0)).toBe(true);
    expect(actual).toEqual(expected);
  }, 120_000);

  it('fails a read with a sentence when the thread stops, and the next open starts a new one', async () => {
    const data = (await loadFixture('multi-page')).pdf;
    const source = await open(data, true);
    await stopPdfjsThread();
    await expect(source.textRuns(1)).rejects.toThrow(/PDF reading thread stopped/);
    await source.close().catch(() => undefined);
    const again = await open(data, true);
    expect((await again.textRuns(1)).length).toBeGreaterThan(0);
    await again.close();
  }, 120_000);

  it('maps a damaged file to the same refusal as the fake worker', async () => {
    const data = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const plain = await open(data, false).then(
      () => 'opened',
      (e: Error) => `${e.name}: ${e.message}`,
    );
    const threaded = await open(data, true).then(
      () => 'opened',
      (e: Error) => `${e.name}: ${e.message}`,
    );
    expect(threaded).toBe(plain);
  }, 120_000);
});
