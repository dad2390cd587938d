/**
 * `npm run bench:ocr`: OCR speed and accuracy on the same page images, for this product in Node
 * (tesseract.js pool) and native `tesseract` (one thread), plus a 10-page scan with the pool vs
 * one worker. Runtimes add their own row through `OCR_BENCH_ROWS` below (the browser figure
 * comes from the Playwright side and is printed when its JSON is present).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { OcrLanguage } from '../src/core/contract/languages';
import { DEFAULT_DETECT_OPTIONS } from '../src/core/contract/options';
import { detect } from '../src/core/pipeline/operations';
import { createNodeOcrEngine } from '../src/engines/node/node-ocr-engine';
import { findTrainedData } from '../src/engines/node/node-tessdata';
import { createNodePdfEngine } from '../src/engines/node/node-pdf-engine';
import { SCAN_LETTERS, type ScanLanguage } from '../test/fixtures/scans/scan-content';
import { scanPage } from '../test/fixtures/scans/scan-raster';
import { BENCH_DPI, BENCH_STYLE, knownWords, pageLines, wordAccuracy } from './ocr-accuracy';

const DPI = BENCH_DPI;
const STYLE = BENCH_STYLE;

/** An image-only PDF of JPEG pages (letter size). */
async function imagePdf(jpegs: Uint8Array[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const jpeg of jpegs) {
    const image = await doc.embedJpg(jpeg);
    doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return doc.save();
}

/** A tessdata folder for native tesseract holding the very models the product uses. */
function nativeTessdata(languages: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'obscura-bench-tessdata-'));
  for (const code of languages) {
    const file = findTrainedData(code);
    if (!file) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      join(dir, `${code}.traineddata`),
      file.endsWith('.gz') ? gunzipSync(bytes) : bytes,
    );
  }
  return dir;
}

const hasNative = (() => {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const pdfEngine = createNodePdfEngine();
const languages = (Object.keys(SCAN_LETTERS) as ScanLanguage[]).filter((l) => findTrainedData(l));
const workDir = join(tmpdir(), 'obscura-bench-ocr');
mkdirSync(workDir, { recursive: true });
const tessdata = nativeTessdata(languages);

console.log(
  `OCR benchmark on Node ${process.version}, ${availableParallelism()} cores, ${DPI} dpi pages`,
);
console.log(
  'language | product s/page | product accuracy | native 1-thread s/page | native accuracy',
);

const product = createNodeOcrEngine({ poolSize: 1 });
// Start the worker outside the timings: the figure is steady-state seconds per page.
await detect(
  pdfEngine,
  await imagePdf([(await scanPage(SCAN_LETTERS.eng, STYLE, 1)).jpeg]),
  DEFAULT_DETECT_OPTIONS,
  {},
  { ocr: product },
);

const rows: string[] = [];
for (const language of languages) {
  const scan = await scanPage(pageLines(language), { ...STYLE, seed: language.length }, 1);
  const pdf = await imagePdf([scan.jpeg]);
  const known = knownWords(language);
  // The same pixels for both: the page as the product renders it for OCR, saved as PNG.
  const source = await pdfEngine.open(pdf);
  const raster = await source.render(1, DPI / 72);
  const png = join(workDir, `${language}.png`);
  writeFileSync(png, await raster.encode('png', 1));
  let t0 = performance.now();
  const result = await product.recognize(raster, {
    languages: [language as OcrLanguage],
    detectOrientation: false,
    dpi: DPI,
  });
  const productSeconds = (performance.now() - t0) / 1000;
  raster.release();
  await source.close();
  const productAccuracy = wordAccuracy(
    known,
    result.words.map((w) => w.text),
  );
  let native = 'n/a (no tesseract)';
  if (hasNative) {
    t0 = performance.now();
    const text = execFileSync(
      'tesseract',
      [
        png,
        'stdout',
        '-l',
        language,
        '--oem',
        '1',
        '--dpi',
        String(DPI),
        '--tessdata-dir',
        tessdata,
      ],
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['ignore', 'pipe', 'ignore'] },
    ).toString();
    const nativeSeconds = (performance.now() - t0) / 1000;
    const nativeAccuracy = wordAccuracy(known, text.split(/\s+/).filter(Boolean));
    native = `${nativeSeconds.toFixed(2)} | ${(nativeAccuracy * 100).toFixed(1)}%`;
  }
  const row = `${language} | ${productSeconds.toFixed(2)} | ${(productAccuracy * 100).toFixed(1)}% | ${native}`;
  rows.push(row);
  console.log(row);
}
await product.terminate();

// Browser hook: the browser half writes the same rows (language | s/page | accuracy) to this file.
const browserRows = join(workDir, 'browser-rows.json');
if (existsSync(browserRows))
  console.log(`browser (Chromium): ${readFileSync(browserRows, 'utf8')}`);
else
  console.log(
    'browser (Chromium): not measured yet (the browser OCR adapter writes browser-rows.json)',
  );

// A 10-page scan: the pool (one worker per core) against a single worker, cold start included.
const tenPages = await imagePdf(
  await Promise.all(
    Array.from(
      { length: 10 },
      async (_, i) =>
        (await scanPage(SCAN_LETTERS.eng, { ...STYLE, fontSize: 13, seed: 50 + i }, 1)).jpeg,
    ),
  ),
);
for (const poolSize of [1, undefined]) {
  const engine = createNodeOcrEngine(poolSize === undefined ? {} : { poolSize });
  const t0 = performance.now();
  const response = await detect(
    pdfEngine,
    tenPages,
    DEFAULT_DETECT_OPTIONS,
    { clock: () => performance.now() },
    { ocr: engine },
  );
  const seconds = (performance.now() - t0) / 1000;
  await engine.terminate();
  console.log(
    `10-page scan, ${poolSize === 1 ? 'single worker' : `pool of ${engine.parallelism}`}: ${seconds.toFixed(1)} s ` +
      `(${response.detected_pii.entities.length} entities, stages ${JSON.stringify(response.processing_time.stages)})`,
  );
}
