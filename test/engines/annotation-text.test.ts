import { readFileSync } from 'node:fs';
import type { PDFPageProxy } from 'pdfjs-dist';
import { describe, expect, it } from 'vitest';
import { readAnnotationText } from '../../src/engines/pdfjs/annotation-text';
import { operatorListOf } from '../../src/engines/pdfjs/reuse-operator-list';
import { loadNodePdfjs } from '../../src/engines/node/pdfjs-node-module';
import { loadFixture } from '../setup/fixtures';

const corpus = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../shared/corpus/real/${name}`, import.meta.url)));

/** The 117-page thesis: hyperref links on 83 pages, no annotation with an appearance. */
const THESIS = '009-pdflatex-geotopo_GeoTopo-komprimiert.pdf';

/** Reads every page's annotation text both ways, counting pdf.js's getAnnotations calls. */
async function readBothWays(data: Uint8Array, pages?: number) {
  const pdfjs = await loadNodePdfjs();
  const doc = await pdfjs.getDocument({ data: data.slice(), verbosity: 0 }).promise;
  let asked = 0;
  const counted = (proxy: PDFPageProxy): PDFPageProxy => {
    const getAnnotations = proxy.getAnnotations.bind(proxy);
    proxy.getAnnotations = (...args) => {
      asked++;
      return getAnnotations(...args);
    };
    return proxy;
  };
  const listFirst: unknown[] = [];
  const annotationsFirst: unknown[] = [];
  let askedListFirst = 0;
  let links = 0;
  try {
    for (let page = 1; page <= Math.min(pages ?? doc.numPages, doc.numPages); page++) {
      const proxy = counted(await doc.getPage(page));
      annotationsFirst.push(await readAnnotationText(pdfjs, proxy));
      const before = asked;
      // As the reading of a page with text does: its operator list is built first.
      await operatorListOf(proxy, pdfjs.AnnotationMode.ENABLE);
      listFirst.push(await readAnnotationText(pdfjs, proxy, undefined, true));
      askedListFirst += asked - before;
      const annotations = (await proxy.getAnnotations()) as { subtype?: string }[];
      links += annotations.filter((a) => a.subtype === 'Link').length;
      proxy.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  return { listFirst, annotationsFirst, askedListFirst, links };
}

describe('annotation text with the operator list read first', () => {
  it('reads the same runs and unread ink from forms, FreeText and stamps', async () => {
    const docs = [
      corpus('024-annotations_annotated_pdf.pdf'),
      corpus('010-pdflatex-forms_pdflatex-forms.pdf'),
      (await loadFixture('form-letter')).pdf,
    ];
    let withRuns = 0;
    for (const data of docs) {
      const read = await readBothWays(data);
      expect(read.listFirst).toEqual(read.annotationsFirst);
      withRuns += read.annotationsFirst.filter(
        (a) => (a as { runs: unknown[] }).runs.length > 0,
      ).length;
    }
    // The check compares real readings: some pages paint annotation text.
    expect(withRuns).toBeGreaterThan(0);
  }, 60_000);

  it('does not ask pdf.js for annotations (a second text extraction) on pages of links', async () => {
    const read = await readBothWays(corpus(THESIS), 12);
    expect(read.listFirst).toEqual(read.annotationsFirst);
    expect(read.links).toBeGreaterThan(10);
    expect(read.askedListFirst).toBe(0);
  }, 60_000);
});
