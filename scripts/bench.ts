// `npm run bench`: detection and anonymization time per page in Node, and output size per page,
// on the generated 10-page text-layer fixture (and the hosted service's sample when present).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../src/core/contract/options';
import { anonymize, detect } from '../src/core/pipeline/operations';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';
import { ensureFixtures, GENERATED_DIR } from '../test/fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_DETECT_MS = 50;
const TARGET_ANONYMIZE_MS = 400;
const engine = createNodePdfEngine();
const clock = () => performance.now();

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Times `work` RUNS times after one warm-up run and returns the median in milliseconds. */
async function timeMedian(work: () => Promise<unknown>): Promise<number> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/** Benchmarks one PDF and prints a line of figures. */
async function benchFile(label: string, path: string): Promise<void> {
  const data = new Uint8Array(readFileSync(path));
  const source = await engine.open(data);
  const pages = source.pageCount;
  await source.close();
  const options = { ...DEFAULT_ANONYMIZE_OPTIONS, path: label };
  const detectMs = await timeMedian(() => detect(engine, data, options, { clock }));
  let outBytes = 0;
  let entities = 0;
  let stages: Record<string, number> = {};
  const anonymizeMs = await timeMedian(async () => {
    const result = await anonymize(engine, data, options, { clock });
    outBytes = result.pdf.length;
    entities = result.detected_pii.entities.length;
    stages = result.processing_time.stages;
  });
  const perPage = (ms: number) => (ms / pages).toFixed(1);
  console.log(`\n${label}: ${pages} pages, ${(data.length / 1024).toFixed(0)} KiB in, ${entities} entities`);
  console.log(`  detect     ${perPage(detectMs)} ms/page   (target < ${TARGET_DETECT_MS})   median of ${RUNS}`);
  console.log(`  anonymize  ${perPage(anonymizeMs)} ms/page   (target < ${TARGET_ANONYMIZE_MS})  at ${options.dpi} dpi, JPEG q=${options.imageQuality}`);
  console.log(`  output     ${(outBytes / pages / 1024).toFixed(1)} KiB/page (${(outBytes / 1024).toFixed(0)} KiB total)`);
  const stageText = Object.entries(stages).map(([k, v]) => `${k} ${((v * 1000) / pages).toFixed(1)}`);
  console.log(`  stages     ms/page: ${stageText.join(', ')}`);
}

await ensureFixtures();
// The browser's figures of issue 16, right after the CLI speed table `npm run bench` prints first.
await (await import('./bench-browser')).benchBrowser();

console.log(`\nObscura benchmark on Node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
await benchFile('bench-10 (generated, text layer)', join(GENERATED_DIR, 'bench-10.pdf'));
const sample = resolve(import.meta.dirname, '../../shared/corpus/seed-service/sample_document_en.pdf');
if (existsSync(sample)) await benchFile('sample_document_en.pdf (hosted service sample)', sample);

// Peak memory and time of a 200-page document: pages are processed one at a time.
await (await import('./bench-memory')).benchMemory();

// Named-entity model path (tiny model) against the built-in detector, in characters per second.
const { benchNer } = await import('./bench-ner');
await benchNer();

// Visual detection (signatures, barcodes) per page, against text-only detection.
await (await import('./bench-visual')).benchVisual();

// The same detection through the local API in Chromium, against the page's worker directly.
const { benchApi } = await import('./bench-api');
await benchApi();
