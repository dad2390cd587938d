import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildLease } from '../../scripts/bench-docs';
import { ReviewPage } from '../fixtures/review-page';

/**
 * The export's page encoder (src/engines/browser/encode-pool.ts): on two cores or more the
 * pipeline worker hands each finished page to a worker of its own to encode while it draws the
 * next. The export still passes verification and leaks nothing, and the encoder's bytes are the
 * bytes the pipeline worker's own encoder gives for the same canvas.
 */

/** The page's globals used in `evaluate` (the e2e tsconfig has no DOM lib). */
declare const navigator: { hardwareConcurrency: number };

/**
 * Page script: draws a page-like canvas, encodes it here and in a fresh encoder worker started
 * from `url` (the built encode.worker script), and says whether the two JPEG files are equal.
 */
const ENCODE_BOTH = `async (url) => {
  const canvas = new OffscreenCanvas(1275, 1650);
  const context = canvas.getContext('2d', { alpha: false });
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#222';
  context.font = '28px serif';
  for (let y = 60; y < canvas.height; y += 36)
    context.fillText('Line ' + y + ': the quick brown fox jumps over the lazy dog', 50, y);
  context.fillStyle = '#000';
  context.fillRect(200, 300, 420, 40);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  const here = new Uint8Array(await blob.arrayBuffer());
  const bitmap = await createImageBitmap(canvas);
  const encoder = new Worker(url, { type: 'module' });
  const there = await new Promise((resolve, reject) => {
    encoder.onmessage = (event) =>
      event.data.ok ? resolve(event.data.value) : reject(new Error(event.data.message));
    encoder.onerror = (event) => reject(new Error(event.message));
    encoder.postMessage({ id: 1, kind: 'encode', bitmap, format: 'jpeg', quality: 0.85 }, [bitmap]);
  });
  encoder.terminate();
  return here.length > 1000 && here.length === there.length && here.every((b, i) => b === there[i]);
}`;

const PAGES = 4;

/** Text of an exported PDF, by poppler (a missing tool fails the test). */
function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'obscura-encoder-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('pages are encoded beside the drawing, verified, and nothing found is left', async ({
  page,
}) => {
  const lease = await buildLease(PAGES);
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('lease.pdf', lease);
  const found = await app.exportedWords();
  const tenant = found.find((w) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(w));
  expect(tenant, 'a tenant name is found').toBeDefined();

  const exported = await app.download(app.downloadPdfButton);
  await expect(app.verification).toHaveAttribute('data-passed', 'true');
  // The input shows the tenant; the export (page images, no text of theirs) does not.
  expect(pdftotext(lease)).toContain(tenant!);
  expect(pdftotext(exported.bytes)).not.toContain(tenant!);

  const worker = page.workers().find((w) => w.url().includes('pipeline.worker'));
  expect(worker, 'the pipeline worker is running').toBeDefined();
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const spans = await worker!.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .map((e) => e.name)
      .filter((name) => name.startsWith('obscura:')),
  );
  const pooled = spans.filter((name) => name === 'obscura:pool:encode').length;
  // One core: every page is encoded in the pipeline worker, as before the encoder existed.
  expect(pooled).toBe(cores >= 2 ? PAGES : 0);
  expect(spans.filter((name) => name === 'obscura:write:encode')).toHaveLength(PAGES);
});

test('the page encoder gives the bytes of the canvas it was handed', async ({ page }) => {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('lease.pdf', await buildLease(3));
  await app.download(app.downloadPdfButton);
  await expect(app.verification).toHaveAttribute('data-passed', 'true');
  const worker = page.workers().find((w) => w.url().includes('pipeline.worker'))!;
  // The built encoder script, as the pipeline worker loaded it (none on a single core).
  const script = await worker.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((name) => name.includes('encode.worker')) ?? '',
  );
  test.skip(script === '', 'one core: the pipeline worker encodes every page itself');

  const same = await page.evaluate<boolean>(`(${ENCODE_BOTH})(${JSON.stringify(script)})`);
  expect(same).toBe(true);
});
