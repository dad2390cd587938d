// `npm run bench:ocr` (first) or `npx tsx scripts/bench-ocr-browser.ts`: OCR speed and accuracy
// in Chromium, on the same page images as scripts/bench-ocr.ts (same content, style, seeds and
// 300 dpi rendering), with the app's own browser OCR engine served by `vite preview` of dist/.
// Writes `{ language, s/page, accuracy }` rows to $TMPDIR/obscura-bench-ocr/browser-rows.json,
// which bench-ocr.ts prints beside its Node and native figures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { OcrLanguage } from '../src/core/contract/languages';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';
import { findTrainedData } from '../src/engines/node/node-tessdata';
import { SCAN_LETTERS, type ScanLanguage } from '../test/fixtures/scans/scan-content';
import { scanPage } from '../test/fixtures/scans/scan-raster';
import { BENCH_DPI, BENCH_STYLE, knownWords, pageLines, wordAccuracy } from './ocr-accuracy';
import { freePort, startPreview } from './bench-api';
import { findChromium } from './find-chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** Build folder served (BENCH_OUT_DIR: one per checkout on a shared machine). */
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist';
const DPI = BENCH_DPI;
const STYLE = BENCH_STYLE;

/** One row of the browser figures, as bench-ocr.ts prints them. */
export interface BrowserOcrRow {
  language: string;
  's/page': number;
  /** Share of the page's known words that were recognised, in [0, 1]. */
  accuracy: number;
}

/** The page image bench-ocr.ts OCRs: the scan in an image-only PDF, rendered by pdf.js. */
async function pagePng(language: ScanLanguage): Promise<Uint8Array> {
  const scan = await scanPage(pageLines(language), { ...STYLE, seed: language.length }, 1);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const image = await doc.embedJpg(scan.jpeg);
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  const source = await createNodePdfEngine().open(await doc.save());
  const raster = await source.render(1, DPI / 72);
  const png = await raster.encode('png', 1);
  raster.release();
  await source.close();
  return png;
}

/** Runs in the page: the app's bench hook, once to start the worker and load data, once timed. */
async function recognizeInPage(args: { base64: string; language: string; dpi: number }) {
  const hook = (
    globalThis as unknown as {
      __obscuraBench: {
        ocr(i: Uint8Array, l: string, d: number): Promise<{ seconds: number; words: string[] }>;
      };
    }
  ).__obscuraBench;
  const bytes = Uint8Array.from(atob(args.base64), (c) => c.charCodeAt(0));
  await hook.ocr(bytes, args.language, args.dpi);
  return hook.ocr(bytes, args.language, args.dpi);
}

/** Builds if needed, OCRs each language's page in Chromium, writes and returns the rows. */
export async function benchOcrBrowser(): Promise<BrowserOcrRow[]> {
  if (!existsSync(join(ROOT, OUT_DIR, 'tesseract/languages.json'))) {
    const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'];
    const build = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed.');
  }
  const languages = (Object.keys(SCAN_LETTERS) as ScanLanguage[]).filter((l) => findTrainedData(l));
  const workDir = join(tmpdir(), 'obscura-bench-ocr');
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const server = await startPreview(port, OUT_DIR);
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const rows: BrowserOcrRow[] = [];
  try {
    const page = await browser.newPage();
    // tsx's keepNames wraps functions in `__name`, which the page lacks (see bench-api.ts).
    await page.addInitScript('globalThis.__name = (f) => f;');
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(() => '__obscuraBench' in globalThis);
    const cores = await page.evaluate<number>('navigator.hardwareConcurrency');
    console.log(`Browser OCR benchmark: Chromium, ${cores} cores, one worker, ${DPI} dpi pages`);
    console.log('language | s/page | accuracy');
    for (const language of languages) {
      const png = await pagePng(language);
      const result = await page.evaluate(recognizeInPage, {
        base64: Buffer.from(png).toString('base64'),
        language: language as OcrLanguage,
        dpi: DPI,
      });
      const row: BrowserOcrRow = {
        language,
        's/page': Number(result.seconds.toFixed(2)),
        accuracy: Number(wordAccuracy(knownWords(language), result.words).toFixed(3)),
      };
      rows.push(row);
      console.log(
        `${language} | ${row['s/page'].toFixed(2)} | ${(row.accuracy * 100).toFixed(1)}%`,
      );
    }
  } finally {
    await browser.close();
    // The preview runs in its own process group (npx and vite): stop exactly that group.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  writeFileSync(join(workDir, 'browser-rows.json'), JSON.stringify(rows));
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchOcrBrowser();
