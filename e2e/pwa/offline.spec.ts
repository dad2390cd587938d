import type { BrowserGlobals } from './browser-globals';
import { expect, test, type Page } from '@playwright/test';
import type { AnonymizeResponse, DetectResponse } from '../../src/core/contract/types';
import { callApi, jsonOf, openApp, pdfField, toBase64 } from '../api/fixtures/api-client';
import { generatedFile } from '../api/fixtures/corpus';
import { buildLetterPdf, LETTER_PII } from '../fixtures/letter-pdf';
import { ObscuraPage } from '../fixtures/obscura-page';
import { keptByBoth, readPdfText } from '../fixtures/pdf-text';

/** The generated English scan and the address only OCR can read on it. */
const SCAN = 'scan-eng.pdf';
const SCAN_EMAIL = 'margaret.ellison@example.com';

// Each test OCRs the scan more than once (UI and API) on two cores.
test.describe.configure({ timeout: 240_000 });

/**
 * Opens a PDF in the app, waits for its findings and downloads the redacted PDF: `email` is
 * gone for pdf.js and pdftotext, and `kept` (a word far from any PII) is read by both.
 */
async function anonymizeInUi(
  app: ObscuraPage,
  name: string,
  bytes: Uint8Array,
  email: string,
  kept: string,
) {
  await app.dropPdf(name, bytes);
  await expect(app.rowsTagged('EMAIL').first()).toContainText(email, { timeout: 150_000 });
  await expect(app.error).toHaveCount(0);
  const redacted = await app.download(app.downloadPdfButton);
  const output = await readPdfText(redacted.bytes);
  expect(output.pageCount).toBe(1);
  expect(output.text).not.toContain(email);
  // Both extractors still read the page's other words (the check above is not vacuous).
  expect(keptByBoth(output, [kept])).toEqual([]);
}

/** Anonymizes both PDFs through the local API and checks each answer. */
async function anonymizeThroughApi(page: Page, key: string, letter: Uint8Array, scan: Uint8Array) {
  const json = await callApi(page, {
    path: '/api/anonymize/pdf',
    key,
    json: { pdf: toBase64(letter) },
  });
  expect(json.status, json.text).toBe(200);
  const words = jsonOf<AnonymizeResponse>(json).detected_pii.entities.map((e) => e.word);
  expect(words).toContain(LETTER_PII.EMAIL);

  const file = await callApi(page, {
    path: '/api/detect/pii/file/pdf',
    key,
    form: [pdfField(scan, SCAN)],
  });
  expect(file.status, file.text).toBe(200);
  const found = jsonOf<DetectResponse>(file).detected_pii.entities.map((e) => e.word);
  expect(found).toContain(SCAN_EMAIL);
}

test('every request of a full workflow goes to the app’s own origin', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const key = await openApp(page);
  const app = new ObscuraPage(page);
  await page.goto('/#/');
  const [letter, scan] = [await buildLetterPdf(), await generatedFile(SCAN)];
  await anonymizeInUi(app, 'scan.pdf', scan, SCAN_EMAIL, 'statement');
  await anonymizeThroughApi(page, key, letter, scan);

  const network = requests.filter((u) => !/^(data|blob):/.test(u));
  expect(network.length).toBeGreaterThan(20);
  expect(network.filter((u) => new URL(u).origin !== origin)).toEqual([]);
  expect(network.some((u) => u.endsWith('/tesseract/lang/eng.traineddata.gz'))).toBe(true);
});

test('after one visit the app loads and works offline: UI and local API, text and OCR', async ({
  page,
  context,
}) => {
  const key = await openApp(page);
  // Activation follows a complete install, so the precache is filled once this resolves.
  await page.evaluate(async () => {
    await (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.ready;
  });
  const [letter, scan] = [await buildLetterPdf(), await generatedFile(SCAN)];

  await context.setOffline(true);
  await page.goto('/#/');
  const app = new ObscuraPage(page);
  await expect(app.dropZone).toBeVisible();
  // Truly offline: a file that was never cached cannot be fetched.
  const uncached = await page.evaluate(() =>
    fetch('/tesseract/lang/spa.traineddata.gz').then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(uncached).toBe('failed');

  await anonymizeInUi(app, 'letter.pdf', letter, LETTER_PII.EMAIL, 'Account review');
  await anonymizeInUi(app, 'scan.pdf', scan, SCAN_EMAIL, 'statement');
  await page.goto('/#/settings');
  await expect(page.getByTestId('api-key')).toHaveText(key);
  await anonymizeThroughApi(page, key, letter, scan);
});
