import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PdfSource } from '../../src/core/platform/ports';
import { passedMessage } from '../../src/engines/node/lean-loopback-port';
import { openNodePdf } from '../../src/engines/node/node-pdf-engine';
import { loadFixture } from '../setup/fixtures';

const CORPUS = join(import.meta.dirname, '../../../shared/corpus');

/** Text, drawing, annotation ink and grey pixels of every page, as the core's stages read them. */
async function readAll(source: PdfSource) {
  const pages = [];
  for (let page = 1; page <= source.pageCount; page++) {
    const runs = await source.textRuns(page);
    const text = await source.pageText?.(page);
    const drawing = await source.pageDrawing?.(page);
    const ink = await source.unreadInk?.(page);
    const raster = await source.render(page, 1);
    const gray = Buffer.from(raster.grayPixels()).toString('base64');
    raster.release();
    pages.push({ runs, text, drawing, ink, gray });
  }
  return pages;
}

/** Opens with pdf.js's own cloning port (OBSCURA_PDFJS_CLONE=1) or the lean one (default). */
async function open(data: Uint8Array, clone: boolean, password?: string): Promise<PdfSource> {
  const before = process.env.OBSCURA_PDFJS_CLONE;
  if (clone) process.env.OBSCURA_PDFJS_CLONE = '1';
  else delete process.env.OBSCURA_PDFJS_CLONE;
  try {
    return await openNodePdf(data, password);
  } finally {
    if (before === undefined) delete process.env.OBSCURA_PDFJS_CLONE;
    else process.env.OBSCURA_PDFJS_CLONE = before;
  }
}

/** Reads `data` both ways; the pages read through the lean port. */
async function sameBothWays(data: Uint8Array) {
  const cloned = await open(data, true);
  const expected = await readAll(cloned);
  await cloned.close();
  const lean = await open(data, false);
  const actual = await readAll(lean);
  await lean.close();
  expect(actual).toEqual(expected);
  return actual;
}

describe('passedMessage (the in-thread port without structuredClone of text chunks)', () => {
  it('hands a text-content chunk over whole, safe from the sender replacing its lists', () => {
    const styles: Record<string, { ascent: number }> = { f1: { ascent: 0.8 } };
    const sent = { items: [{ str: 'Jane' }], styles, lang: null };
    const message = { stream: 4, streamId: 1, chunk: sent };
    const got = passedMessage(message, undefined) as { chunk: typeof sent };
    // pdf.js's worker side reuses the chunk object and starts new lists after each send.
    sent.items = [];
    sent.styles = {};
    expect(got.chunk.items).toEqual([{ str: 'Jane' }]);
    expect(got.chunk.styles).toEqual({ f1: { ascent: 0.8 } });
  });

  it('clones an operator-list chunk, whose arrays the sender empties in place', () => {
    const sent = { fnArray: [91], argsArray: [[1, 2]], lastChunk: true, length: 1 };
    const got = passedMessage({ stream: 4, streamId: 2, chunk: sent }, []) as {
      chunk: typeof sent;
    };
    sent.fnArray.length = 0;
    sent.argsArray.length = 0;
    expect(got.chunk.fnArray).toEqual([91]);
    expect(got.chunk.argsArray).toEqual([[1, 2]]);
    expect(got.chunk).not.toBe(sent);
  });

  it('structured-clones every other message, as pdf.js does', () => {
    const message = { action: 'GetPage', data: { pageIndex: 0 }, callbackId: 3 };
    const got = passedMessage(message, undefined) as typeof message;
    expect(got).toEqual(message);
    expect(got.data).not.toBe(message.data);
    const bytes = new Uint8Array([1, 2, 3]);
    const moved = passedMessage({ action: 'obj', data: bytes }, [bytes.buffer]) as {
      data: Uint8Array;
    };
    expect([...moved.data]).toEqual([1, 2, 3]);
    expect(bytes.byteLength).toBe(0);
  });
});

describe('Node engine through the lean in-thread port', () => {
  it('reads and renders every page exactly as pdf.js’s own fake worker', async () => {
    const pages = await sameBothWays((await loadFixture('multi-page')).pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.some((p) => p.runs.length > 0)).toBe(true);
  }, 120_000);

  it('reads hidden text, forms and annotations the same way (bad redactions, form fixture)', async () => {
    const bad = new Uint8Array(
      readFileSync(join(CORPUS, 'bad-redactions/hidden_text_on_visible_text.pdf')),
    );
    const pages = await sameBothWays(bad);
    expect(pages.some((p) => (p.drawing?.glyphs.length ?? 0) > 0)).toBe(true);
    await sameBothWays((await loadFixture('form-letter')).pdf);
  }, 120_000);

  it('maps a damaged file to the same refusal as the fake worker', async () => {
    const data = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const outcome = (clone: boolean) =>
      open(data, clone).then(
        () => 'opened',
        (e: Error) => `${e.name}: ${e.message}`,
      );
    expect(await outcome(false)).toBe(await outcome(true));
  }, 120_000);
});
