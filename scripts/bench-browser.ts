// `npm run bench` (right after the speed table) or `npx tsx scripts/bench-browser.ts`: the
// browser's figures of issue 16, measured in headless Chromium on the built app as a person
// uses it. A 20-page text-layer lease and the same lease as a 20-page degraded scan (read by
// OCR) are each dropped on the first screen; "open to review" runs from the drop until the
// review holds every page's findings (the download button is enabled only then), "export"
// from the click on "Download redacted PDF" until the verified file has been saved. Also prints
// the renderer's peak memory (the page and all its workers live in that process), the OCR core
// build Chromium loaded and its OCR pool. Seconds only: nothing here asserts a time.
// Where the time goes: the CPU seconds of the browser's processes for each step (wall seconds
// grow with other work on a shared machine, CPU seconds much less), the busiest threads of the
// export (the pipeline worker's share bounds the export on any number of cores), and the
// pipeline worker's spans of the open and of the export (bench-browser-spans.ts: render,
// encode, page encoder, pdf-lib, verification's open, text and decode, contract stages).
// BENCH_OUT_DIR serves another build folder than dist/ (one per checkout on a shared machine);
// BENCH_BROWSER_SCAN=0 leaves the scan out; BENCH_BROWSER_TRACE=<file.json> adds CPU profiles.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { rendererPeakMiB } from '../e2e/fixtures/renderer-memory';
import { freePort, startPreview } from './bench-api';
import { buildDegradedScan, buildLease } from './bench-docs';
import { busiestThreads, childCpuSeconds, threadCpu } from './bench-browser-cpu';
import { lastJobSpans, printSpans, type SpanTotal } from './bench-browser-spans';
import { printTraceSummary, summariseTrace, TRACE_CATEGORIES } from './bench-browser-trace';
import { findChromium } from './find-chromium.mjs';

/** The browser's DataTransfer, used inside `evaluateHandle` (this tsconfig has no DOM lib). */
declare const DataTransfer: new () => { items: { add(file: File): void } };

const ROOT = resolve(import.meta.dirname, '..');
const PAGES = 20;
/** Runs of the text document (the median is printed); the scan runs once, it takes minutes. */
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist';
/** BENCH_BROWSER_SCAN=0 leaves the scan out (it takes minutes; the text document is the quick look). */
const SCAN = process.env.BENCH_BROWSER_SCAN !== '0';
/**
 * BENCH_BROWSER_TRACE=<file.json> records the last text run's CPU profiles (the open in
 * `<file>.open.json`, the export in `<file>`) and prints each thread's functions by self time.
 */
const TRACE = process.env.BENCH_BROWSER_TRACE;
/** Longest wait for one step before the benchmark gives up with a sentence. */
const STEP_TIMEOUT_MS = 600_000;

/**
 * Page script: notes when each step of the progress panel (`li[data-stage]`) is first seen
 * running and done, on the page's clock, so a run can say where its seconds went.
 */
const STAGE_RECORDER = `globalThis.__name = (f) => f;
globalThis.__stageTimes = {};
new MutationObserver(() => {
  for (const li of document.querySelectorAll('li[data-stage]')) {
    const times = (globalThis.__stageTimes[li.dataset.stage] ??= {});
    times[li.dataset.state] ??= performance.now();
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });`;

/** Seconds after `from` (page clock) at which each progress step was first seen done. */
type StageMarks = Record<string, number>;

/** One document opened and exported once. */
interface Run {
  openSeconds: number;
  exportSeconds: number;
  /** CPU seconds the browser's processes spent from the drop to the review, and on the export. */
  openCpu: number;
  exportCpu: number;
  /**
   * The threads that used the most CPU during the export: the busiest one bounds the export's
   * wall time on an idle machine however many cores it has (its work cannot spread).
   */
  exportThreads: { name: string; cpu: number }[];
  /** Rows of the review list (same-text occurrences are grouped into one row). */
  rows: number;
  exportedPages: number;
  rendererMiB: number;
  /** Core builds of tesseract.js the page fetched (none for a text layer). */
  cores: string[];
  /** When each step of opening, then of the export, was done (seconds after its click). */
  openStages: StageMarks;
  exportStages: StageMarks;
  /** The pipeline worker's spans of the detection job and of the export job. */
  openSpans: SpanTotal[];
  exportSpans: SpanTotal[];
}

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Builds the app into OUT_DIR unless a build with its service worker is already there. */
function ensureBuilt(): void {
  if (existsSync(join(ROOT, OUT_DIR, 'index.html')) && existsSync(join(ROOT, OUT_DIR, 'sw.js')))
    return;
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'];
  const build = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
}

/** Waits for `selector`, or throws the app's own error sentence if one appears first. */
async function waitOrAppError(page: Page, selector: string, what: string): Promise<void> {
  const error = page.getByTestId('error');
  const winner = await Promise.race([
    page
      .locator(selector)
      .waitFor({ timeout: STEP_TIMEOUT_MS })
      .then(() => 'done' as const),
    error.waitFor({ timeout: STEP_TIMEOUT_MS }).then(() => 'error' as const),
  ]);
  if (winner === 'error') throw new Error(`${what} failed in the app: ${await error.innerText()}`);
}

/**
 * The progress steps done since `from` (page clock), in seconds after it, then forgets them. A
 * step still shown running when the panel closed (the last one) counts as done at the reading.
 */
async function stageMarks(page: Page, from: number): Promise<StageMarks> {
  const { times, now } = await page.evaluate<{
    times: Record<string, { running?: number; done?: number }>;
    now: number;
  }>(
    '(() => { const t = globalThis.__stageTimes; globalThis.__stageTimes = {}; return { times: t, now: performance.now() }; })()',
  );
  const marks: StageMarks = {};
  for (const [stage, { running, done }] of Object.entries(times)) {
    const end = done ?? (running !== undefined ? now : undefined);
    if (end !== undefined && end >= from) marks[stage] = (end - from) / 1000;
  }
  return marks;
}

/** Opens `pdf` in a fresh profile, times open-to-review and export, and reads the figures. */
export async function measure(
  browser: Browser,
  url: string,
  name: string,
  pdf: Uint8Array,
  tracePath?: string,
): Promise<Run> {
  // A fresh profile per run: no review restored, no data cached by an earlier run. Service
  // workers are blocked so the offline precache (tens of MB) does not download during the run.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
  });
  const cores = new Set<string>();
  context.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/tesseract/core/')) cores.add(path.slice(path.lastIndexOf('/') + 1));
  });
  try {
    const page = await context.newPage();
    // tsx's keepNames wraps functions in `__name`, which the page lacks (see bench-api.ts).
    await page.addInitScript(STAGE_RECORDER);
    await page.goto(url);
    const dropZone = page.getByTestId('drop-zone');
    await dropZone.waitFor();
    // A person drops a file seconds after the page appears, not while it still loads: the clock
    // starts once the first screen has fetched what it loads by itself (the pipeline worker).
    await page.waitForLoadState('networkidle');
    // The file is in the page before the clock starts, as a file dragged from the desktop is.
    const transfer = await page.evaluateHandle(
      ({ name, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], name, { type: 'application/pdf' }));
        return dt;
      },
      { name, base64: Buffer.from(pdf).toString('base64') },
    );
    const openTrace = tracePath?.replace(/(\.json)?$/, '.open.json');
    if (openTrace)
      await browser.startTracing(page, { path: openTrace, categories: TRACE_CATEGORIES });
    const pageT0 = await page.evaluate<number>('performance.now()');
    const cpu0 = childCpuSeconds();
    const t0 = performance.now();
    await dropZone.dispatchEvent('drop', { dataTransfer: transfer });
    await waitOrAppError(page, '[data-testid="download-pdf"]:enabled', 'Opening');
    const openSeconds = (performance.now() - t0) / 1000;
    const openCpu = childCpuSeconds() - cpu0;
    if (openTrace) await browser.stopTracing();
    const rows = await page.getByTestId('entity-row').count();
    const openStages = await stageMarks(page, pageT0);
    const openSpans = await lastJobSpans(page);

    if (tracePath)
      await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    const pageT1 = await page.evaluate<number>('performance.now()');
    const cpu1 = childCpuSeconds();
    const threads1 = threadCpu();
    const t1 = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }),
      page.getByTestId('download-pdf').click(),
    ]);
    const saved = await download.path();
    await waitOrAppError(page, '[data-testid="verification"][data-passed="true"]', 'Export');
    const exportSeconds = (performance.now() - t1) / 1000;
    const exportCpu = childCpuSeconds() - cpu1;
    const exportThreads = busiestThreads(threads1, threadCpu());
    if (tracePath) await browser.stopTracing();
    const output = await PDFDocument.load(await readFile(saved));
    return {
      openSeconds,
      exportSeconds,
      openCpu,
      exportCpu,
      exportThreads,
      rows,
      exportedPages: output.getPageCount(),
      rendererMiB: rendererPeakMiB(),
      cores: [...cores],
      openStages,
      exportStages: await stageMarks(page, pageT1),
      openSpans,
      exportSpans: await lastJobSpans(page),
    };
  } finally {
    await context.close();
  }
}

/** Prints one document's figures (median of its runs, and each run). */
function report(label: string, runs: Run[]): void {
  const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  const last = runs[runs.length - 1]!;
  const of = runs.length > 1 ? `median of ${runs.length}` : 'one run';
  console.log(`\n${label}: ${of}, ${last.rows} review rows, ${last.exportedPages} pages out`);
  console.log(
    `  open to review  ${median(runs.map((r) => r.openSeconds)).toFixed(2)} s   (${list(runs.map((r) => r.openSeconds))}); ` +
      `CPU ${median(runs.map((r) => r.openCpu)).toFixed(2)} s (${list(runs.map((r) => r.openCpu))})`,
  );
  console.log(
    `  export          ${median(runs.map((r) => r.exportSeconds)).toFixed(2)} s   (${list(runs.map((r) => r.exportSeconds))}); ` +
      `CPU ${median(runs.map((r) => r.exportCpu)).toFixed(2)} s (${list(runs.map((r) => r.exportCpu))})`,
  );
  const threads = last.exportThreads.map((t) => `${t.name} ${t.cpu.toFixed(2)}`).join(', ');
  console.log(`  export threads  ${threads} s CPU (busiest threads, last run)`);
  console.log(`  renderer peak   ${Math.max(...runs.map((r) => r.rendererMiB)).toFixed(0)} MiB`);
  const marks = (m: StageMarks) =>
    Object.entries(m)
      .sort((a, b) => a[1] - b[1])
      .map(([stage, s]) => `${stage} ${s.toFixed(2)}`)
      .join(', ');
  console.log(`  steps done at   open: ${marks(last.openStages)} s`);
  console.log(`                  export: ${marks(last.exportStages)} s`);
  console.log(`  OCR core build  ${last.cores.join(', ') || 'none loaded (no page needed OCR)'}`);
  printSpans('open, last run, pipeline worker', last.openSpans);
  printSpans('export, last run, pipeline worker', last.exportSpans);
}

/** Builds if needed, serves the build, drives Chromium through both documents, prints figures. */
export async function benchBrowser(): Promise<void> {
  ensureBuilt();
  const [lease, scan] = await Promise.all([
    buildLease(PAGES),
    SCAN ? buildDegradedScan(PAGES) : new Uint8Array(),
  ]);
  const port = await freePort();
  const server = await startPreview(port, OUT_DIR);
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const url = `http://localhost:${port}/`;
    const probe = await browser.newPage();
    await probe.goto(url);
    const device = await probe.evaluate<{ cores: number; memory: number | undefined }>(
      '({ cores: navigator.hardwareConcurrency, memory: navigator.deviceMemory })',
    );
    await probe.close();
    console.log(
      `\nBrowser (issue 16): headless Chromium ${browser.version()} on the built app (${OUT_DIR}/), ` +
        `${device.cores} cores, device memory ${device.memory ?? '?'} GiB`,
    );
    const text: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const trace = i === RUNS - 1 ? TRACE : undefined;
      text.push(await measure(browser, url, 'lease-20.pdf', lease, trace));
    }
    report(`${PAGES}-page text-layer lease (${(lease.length / 1024).toFixed(0)} KiB)`, text);
    if (TRACE) {
      const openTrace = TRACE.replace(/(\.json)?$/, '.open.json');
      printTraceSummary('open', await summariseTrace(openTrace), openTrace);
      printTraceSummary('export', await summariseTrace(TRACE), TRACE);
    }
    if (!SCAN) return;
    const scanned = await measure(browser, url, 'scan-20.pdf', scan);
    report(
      `${PAGES}-page degraded 200-dpi scan, OCR (${(scan.length / 1024).toFixed(0)} KiB), first OCR of a profile`,
      [scanned],
    );
    console.log(
      '  (from the drop on the first screen; the scan includes starting the OCR workers and ' +
        'loading the English data. On a machine shared with other work the figures are inflated.)',
    );
  } finally {
    await browser.close();
    // The preview runs in its own process group (npx and vite): stop exactly that group.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchBrowser();
