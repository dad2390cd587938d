import { expect, test, type Page } from '@playwright/test';
import { STORAGE_ENTRIES } from '../../src/shared/storage/registry';
import { openApp } from '../api/fixtures/api-client';
import { allowKeepingDocuments } from '../fixtures/keep-documents';
import { buildLetterPdf } from '../fixtures/letter-pdf';
import { ReviewPage } from '../fixtures/review-page';

const EMAIL = 'jane.doe@example.com';

/** One item of the Privacy list. */
const item = (page: Page, group: string) =>
  page.locator(`[data-testid="privacy-item"][data-kind="${group}"]`);

/** Opens the letter for review. */
async function openLetter(page: Page): Promise<ReviewPage> {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('letter.pdf', await buildLetterPdf());
  await expect(app.row(EMAIL)).toBeVisible();
  return app;
}

test('the app may not be framed: frame-ancestors and X-Frame-Options on the page', async ({
  page,
  request,
}) => {
  const served = await request.get('/');
  expect(served.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(served.headers()['x-frame-options']).toBe('DENY');
  // The service worker's own app shell (what a later visit gets) carries them too.
  // Once the service worker controls the page (the local API is ready), it serves navigations.
  await openApp(page);
  const shell = await page.goto('/?framing');
  expect(shell?.fromServiceWorker()).toBe(true);
  expect((await shell!.allHeaders())['content-security-policy']).toContain(
    "frame-ancestors 'none'",
  );
  expect((await shell!.allHeaders())['x-frame-options']).toBe('DENY');
});

test('Privacy lists every registry entry, and Clear covers the allow-list and the limits', async ({
  page,
}) => {
  const app = await openLetter(page);
  await app.row(EMAIL).getByTestId('allow').click();
  await expect(app.row(EMAIL)).toHaveAttribute('data-redacted', 'false');

  await page.goto('/#/settings');
  await page.getByTestId('max-pages').fill('3');
  await page.getByTestId('save-limits').click();
  await expect(page.getByTestId('limits-saved')).toBeVisible();

  await page.goto('/#/privacy');
  for (const entry of STORAGE_ENTRIES) {
    await expect(page.locator(`[data-entry="${entry.id}"]`), entry.id).toHaveCount(1);
  }
  await expect(item(page, 'allow-list').getByTestId('privacy-count')).toHaveText('(1 stored)');
  await item(page, 'allow-list').getByTestId('privacy-clear').click();
  await expect(item(page, 'allow-list').getByTestId('privacy-count')).toHaveText('(0 stored)');
  await item(page, 'settings').getByTestId('privacy-clear').click();
  await expect(item(page, 'settings').getByTestId('privacy-count')).toHaveText('(0 stored)');

  await page.goto('/#/settings');
  await expect(page.getByTestId('max-pages')).toHaveValue('');
  await expect(page.getByTestId('job-time-limit')).toHaveValue('10');
});

test('original PDFs are kept only on opt-in, listed with their expiry, and deleted', async ({
  page,
}) => {
  // Off by default: nothing kept, nothing reopened after a reload.
  await openLetter(page);
  await page.goto('/#/privacy');
  await expect(page.getByTestId('privacy-keep-documents')).not.toBeChecked();
  await expect(item(page, 'documents').getByTestId('privacy-count')).toHaveText('(0 stored)');
  const app = new ReviewPage(page);
  await app.goto();
  await expect(app.dropZone).toBeVisible();
  await expect(app.entityRows).toHaveCount(0);

  // Opted in: the PDF is kept, listed with its name and date, and reopened after a reload.
  await page.goto('/#/privacy');
  await allowKeepingDocuments(page);
  await openLetter(page);
  await page.waitForTimeout(300);
  await page.reload();
  await expect(app.row(EMAIL)).toBeVisible();
  await page.goto('/#/privacy');
  const kept = page.getByTestId('kept-document');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('letter.pdf');
  await expect(kept).toContainText('deleted on');
  await kept.getByTestId('kept-document-delete').click();
  await expect(kept).toHaveCount(0);
  await expect(item(page, 'documents').getByTestId('privacy-count')).toHaveText('(0 stored)');
  await app.goto();
  await expect(app.dropZone).toBeVisible();
});

test('with a chat endpoint saved, Privacy and the instruction box name the origin text goes to', async ({
  page,
}) => {
  await page.goto('/#/privacy');
  await expect(page.getByTestId('privacy-intro')).toContainText('Nothing is sent anywhere else');
  await expect(page.getByTestId('chat-endpoint-notice')).toHaveCount(0);

  await page.goto('/#/settings');
  await page.getByTestId('way-chat').check();
  await page.getByTestId('chat-url').fill('http://127.0.0.1:11434/v1');
  await page.getByTestId('chat-model').fill('llama3');
  await page.getByTestId('way-save').click();

  await page.goto('/#/privacy');
  const notice = page.getByTestId('chat-endpoint-notice');
  await expect(notice).toContainText('http://127.0.0.1:11434');
  await expect(page.getByTestId('privacy-intro')).not.toContainText('Nothing is sent');

  await openLetter(page);
  // The instruction box may sit behind a tool tab of the review panel.
  const tab = page.getByTestId('tool-instruction');
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-expanded')) !== 'true') {
    await tab.click();
  }
  await expect(page.getByTestId('chat-endpoint-notice')).toContainText('http://127.0.0.1:11434');
});
