// Peak memory and time of anonymizing a 200-page text-layer document (part of `npm run bench`):
// pages are rendered, checked and written one at a time, so RSS should level off, not climb
// with the page count. Prints RSS at pages 50, 100 and 200 of the render loop. Then the bounded
// work of issue 14 (benchBoundedWork): the CLI's time and peak RSS (/usr/bin/time -v) on an
// 875 KB PDF holding a 30000 x 30000 Flate image, and on a 7000 x 7000 pt page with visual tags.
// `tsx scripts/bench-memory.ts` runs only that second part.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../src/core/contract/options';
import { anonymize } from '../src/core/pipeline/operations';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';
import { GENERATED_DIR } from '../test/fixtures';
import { buildHugePage, buildImageBomb } from '../test/fixtures/hostile/bounded-work-fixtures';

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
  await benchBoundedWork();
}

/** The CLI's exit code, wall time and peak RSS on one command, measured by GNU time. */
function timedCli(args: readonly string[]): { code: number; seconds: number; peakMiB: number } {
  const bin = resolve(import.meta.dirname, '../bin/obscura.mjs');
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, bin, ...args], {
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1];
  if (kb === undefined)
    throw new Error(`/usr/bin/time gave no peak RSS: ${run.stderr.slice(-400)}`);
  return { code: run.status ?? -1, seconds, peakMiB: Number(kb) / 1024 };
}

/**
 * Bounded work (issue 14): the CLI on a decompression bomb (one 30000 x 30000 Flate image in
 * 875 KB) and on a 7000 x 7000 pt page with --tags QR_CODE,SIGNATURE, each in its own process
 * under /usr/bin/time -v. Targets: answered within 60 s under 2.5 GB peak.
 */
export async function benchBoundedWork(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'obscura-bench-bounded-'));
  try {
    const cases: Array<[string, Uint8Array, string[]]> = [
      ['875 KB PDF, one 30000 x 30000 Flate image', await buildImageBomb(), []],
      [
        '7000 x 7000 pt page, --tags QR_CODE,SIGNATURE',
        await buildHugePage(),
        ['--tags', 'QR_CODE,SIGNATURE'],
      ],
    ];
    console.log(
      '\nBounded work, CLI anonymize (time and peak RSS by /usr/bin/time -v; target < 60 s, < 2.5 GB):',
    );
    for (const [name, pdf, extra] of cases) {
      const input = join(dir, 'in.pdf');
      writeFileSync(input, pdf);
      const out = join(dir, 'out.pdf');
      const m = timedCli(['anonymize', input, '--out', out, ...extra]);
      console.log(
        `  ${name}: exit ${m.code}, ${m.seconds.toFixed(1)} s, peak RSS ${m.peakMiB.toFixed(0)} MiB`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchBoundedWork();
