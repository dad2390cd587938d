import { expect, test } from '@playwright/test';
import type { DetectResponse } from '../../src/core/contract/types';
import { callApi, jsonOf, openApp, pdfField } from '../api/fixtures/api-client';
import { generatedFile } from '../api/fixtures/corpus';
import { ObscuraPage } from '../fixtures/obscura-page';
import { recordForeignRequests } from '../fixtures/request-log';

/** The generated English scan: one image-only page whose text only OCR can read. */
const SCAN = 'scan-eng.pdf';
/** The address written on the scan (see test/fixtures/scans/scan-content.ts). */
const EMAIL = 'margaret.ellison@example.com';

// The first OCR of a browser profile starts tesseract workers and fetches the language data.
test.describe.configure({ timeout: 180_000 });

test('a scanned page dropped in the app is read by OCR and its PII is found', async ({
  page,
  context,
  baseURL,
}) => {
  const foreignRequests = recordForeignRequests(context, new URL(baseURL!).origin);
  const tesseractFiles: string[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/tesseract/')) tesseractFiles.push(r.url());
  });
  const app = new ObscuraPage(page);
  await app.goto();

  await app.dropPdf('scan.pdf', await generatedFile(SCAN));
  await expect(app.rowsTagged('EMAIL')).not.toHaveCount(0, { timeout: 150_000 });
  await expect(page.locator('[data-testid="entity-box"][data-tag="EMAIL"]')).not.toHaveCount(0);
  await expect(app.error).toHaveCount(0);
  await expect(app.rowsTagged('EMAIL').first()).toContainText(EMAIL);

  // tesseract.js came from the app itself: its worker, a core build and English data.
  const paths = tesseractFiles.map((u) => new URL(u).pathname);
  expect(paths).toContain('/tesseract/worker.min.js');
  expect(paths.some((p) => /^\/tesseract\/core\/tesseract-core.*\.wasm\.js$/.test(p))).toBe(true);
  expect(paths).toContain('/tesseract/lang/eng.traineddata.gz');
  // tesseract.js kept the data it fetched in IndexedDB, for offline use.
  await page.goto('/#/settings');
  await expect(
    page.locator(
      '[data-testid="ocr-language"][data-code="eng"] [data-testid="ocr-language-status"]',
    ),
  ).toHaveAttribute('data-offline', 'true');
  expect(foreignRequests()).toEqual([]);
});

test('the local API reads a scan by OCR and reports word confidence as box scores', async ({
  page,
  context,
  baseURL,
}) => {
  const foreignRequests = recordForeignRequests(context, new URL(baseURL!).origin);
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/detect/pii/file/pdf',
    key,
    form: [pdfField(await generatedFile(SCAN), SCAN)],
  });
  expect(answer.status, answer.text).toBe(200);
  const { detected_pii } = jsonOf<DetectResponse>(answer);
  const email = detected_pii.entities.find((e) => e.entity_group === 'EMAIL');
  expect(email?.word).toBe(EMAIL);
  const boxes = detected_pii.entities.flatMap((e) => e.boxes);
  expect(boxes.length).toBeGreaterThan(0);
  // OCR confidence, not the 1 of text-layer words.
  for (const box of boxes) expect(box.score).toBeLessThan(1);
  expect(detected_pii.exception).toBe('');
  expect(foreignRequests()).toEqual([]);
});
