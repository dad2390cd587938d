import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PdfSource } from '../../src/core/platform/ports';
import { loadNodePdfjs } from '../../src/engines/node/pdfjs-node-module';
import { openNodePdf } from '../../src/engines/node/node-pdf-engine';

/** Real documents with text, rules, figures, forms and annotations (../shared/corpus/real). */
const FILES = [
  '004-pdflatex-4-pages_pdflatex-4-pages.pdf',
  '003-pdflatex-image_pdflatex-image.pdf',
  '010-pdflatex-forms_pdflatex-forms.pdf',
  '024-annotations_annotated_pdf.pdf',
  '022-pdfkit_pdfkit.pdf',
];

const corpus = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../shared/corpus/real/${name}`, import.meta.url)));

/** Counts the operator lists pdf.js asks its worker side for (an internal method). */
async function countOperatorListRequests(): Promise<{ count(): number; stop(): void }> {
  // pdf.js does not export its page proxy class: take it from a page of a document.
  const pdfjs = await loadNodePdfjs();
  const doc = await pdfjs.getDocument({ data: corpus(FILES[0]!), verbosity: 0 }).promise;
  const proto = Object.getPrototypeOf(await doc.getPage(1)) as Record<string, unknown>;
  await doc.destroy();
  const original = proto._pumpOperatorList as (...args: unknown[]) => unknown;
  let requests = 0;
  proto._pumpOperatorList = function (this: unknown, ...args: unknown[]) {
    requests++;
    return original.apply(this, args);
  };
  return {
    count: () => requests,
    stop: () => {
      proto._pumpOperatorList = original;
    },
  };
}

/** Every page rendered at 100 dpi, as RGBA-derived grey, after reading its text or not. */
async function renderAll(source: PdfSource, readFirst: boolean): Promise<Uint8Array[]> {
  const pages: Uint8Array[] = [];
  for (let page = 1; page <= source.pageCount; page++) {
    if (readFirst) {
      await source.textRuns(page);
      await source.pageDrawing?.(page);
      await source.pageContent?.(page);
    }
    const raster = await source.render(page, 100 / 72);
    pages.push(raster.grayPixels());
    raster.release();
  }
  return pages;
}

describe('the render reuses the operator list the reading built', () => {
  it('asks pdf.js for one operator list per page and paints the same pixels', async () => {
    for (const name of FILES) {
      const data = corpus(name);
      const fresh = await openNodePdf(data, undefined);
      const expected = await renderAll(fresh, false);
      await fresh.close();

      const counter = await countOperatorListRequests();
      let actual: Uint8Array[];
      try {
        const read = await openNodePdf(data, undefined);
        actual = await renderAll(read, true);
        await read.close();
      } finally {
        counter.stop();
      }
      // A page whose reading released its images (pictures) builds its list again for the render.
      expect(counter.count(), name).toBeLessThanOrEqual(2 * actual.length);
      expect(counter.count(), name).toBeGreaterThanOrEqual(actual.length);
      expect(actual.length, name).toBe(expected.length);
      for (const [i, pixels] of actual.entries()) {
        const want = expected[i]!;
        expect(pixels.length, `${name} page ${i + 1}`).toBe(want.length);
        // pdf.js's render list merges operators (QueueOptimizer) that paint the same pixels;
        // folded transforms may round a few pixels one grey level apart, nothing more.
        let off = 0;
        let most = 0;
        for (let p = 0; p < pixels.length; p++) {
          const d = Math.abs(pixels[p]! - want[p]!);
          if (d > 0) off++;
          most = Math.max(most, d);
        }
        expect(most, `${name} page ${i + 1}`).toBeLessThanOrEqual(1);
        expect(off, `${name} page ${i + 1}`).toBeLessThanOrEqual(pixels.length / 10_000);
      }
    }
  }, 120_000);

  it('reuses it on text pages: one list per page for the first pages of the thesis', async () => {
    const data = corpus('009-pdflatex-geotopo_GeoTopo-komprimiert.pdf');
    const counter = await countOperatorListRequests();
    try {
      const source = await openNodePdf(data, undefined);
      for (let page = 1; page <= 6; page++) {
        await source.textRuns(page);
        const raster = await source.render(page, 1);
        raster.release();
      }
      await source.close();
    } finally {
      counter.stop();
    }
    expect(counter.count()).toBe(6);
  }, 60_000);
});
