// Peak memory and time of anonymizing a 200-page text-layer document (part of `npm run bench`):
// pages are rendered, checked and written one at a time, so RSS should level off, not climb
// with the page count. Prints RSS at pages 50, 100 and 200 of the render loop.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../src/core/contract/options';
import { anonymize } from '../src/core/pipeline/operations';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';
import { GENERATED_DIR } from '../test/fixtures';

const PAGES = 200;
const CHECKPOINTS = [50, 100, 200];
const MiB = 1024 * 1024;

/** The generated 10-page fixture repeated to `pages` pages (one text-layer document). */
async function longDocument(pages: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(readFileSync(join(GENERATED_DIR, 'bench-10.pdf')));
  const doc = await PDFDocument.create({ updateMetadata: false });
  while (doc.getPageCount() < pages) {
    const copies = await doc.copyPages(source, source.getPageIndices());
    for (const page of copies.slice(0, pages - doc.getPageCount())) doc.addPage(page);
  }
  return doc.save();
}

/** Runs the 200-page anonymization once, sampling memory every 20 ms, and prints the figures. */
export async function benchMemory(): Promise<void> {
  const data = await longDocument(PAGES);
  const engine = createNodePdfEngine();
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    return m;
  };
  const sampler = setInterval(sample, 20);
  const atPage = new Map<number, number>();
  const t0 = performance.now();
  const result = await anonymize(
    engine,
    data,
    { ...DEFAULT_ANONYMIZE_OPTIONS, path: 'long' },
    {
      onProgress: (p) => {
        if (
          p.stage === 'PdfDataToSingleImage' &&
          CHECKPOINTS.includes(p.done) &&
          !atPage.has(p.done)
        ) {
          atPage.set(p.done, sample().rss);
        }
      },
    },
  );
  const ms = performance.now() - t0;
  clearInterval(sampler);
  sample();
  const mib = (n: number) => `${(n / MiB).toFixed(0)} MiB`;
  console.log(
    `\n${PAGES}-page text-layer document (bench-10 repeated), anonymize at ${DEFAULT_ANONYMIZE_OPTIONS.dpi} dpi with verification:`,
  );
  console.log(
    `  time       ${(ms / 1000).toFixed(1)} s (${(ms / PAGES).toFixed(0)} ms/page), ${result.detected_pii.entities.length} entities, output ${(result.pdf.length / MiB).toFixed(1)} MiB`,
  );
  console.log(
    `  peak       RSS ${mib(peakRss)}, JS heap ${mib(peakHeap)} (RSS before ${mib(before.rss)})`,
  );
  console.log(
    `  RSS during the render loop: ${CHECKPOINTS.map((p) => `page ${p}: ${mib(atPage.get(p) ?? 0)}`).join(', ')}`,
  );
}
