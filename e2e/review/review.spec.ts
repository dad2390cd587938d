import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { buildLetterPdf } from '../fixtures/letter-pdf';
import { keptByBoth, readPdfText } from '../fixtures/pdf-text';
import { ReviewPage } from '../fixtures/review-page';
import { allowKeepingDocuments } from '../fixtures/keep-documents';

const EMAIL = 'jane.doe@example.com';
const SSN = '123-45-6789';

async function openLetter(page: Page): Promise<ReviewPage> {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('letter.pdf', await buildLetterPdf());
  await expect(app.row(EMAIL)).toBeVisible();
  return app;
}

/** The page's IndexedDB factory (the e2e tsconfig has no DOM lib; this runs in the page). */
declare const indexedDB: { deleteDatabase(name: string): unknown };

test.afterEach(async ({ page }) => {
  // Each test starts clean: the saved review lives in IndexedDB.
  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store')).catch(() => undefined);
});

test('a rejected entity stays in the PDF and out of the JSON; accepted ones are redacted', async ({
  page,
}) => {
  const app = await openLetter(page);
  await app.decide(EMAIL, 'reject');
  await app.decide(SSN, 'accept');
  await expect(app.row(EMAIL)).toHaveAttribute('data-decision', 'rejected');

  const words = await app.exportedWords();
  expect(words).not.toContain(EMAIL);
  expect(words).toContain(SSN);

  const output = await readPdfText((await app.download(app.downloadPdfButton)).bytes);
  expect(output.pageCount).toBe(1);
  // The export keeps a searchable layer of the words no box covers: the accepted SSN is gone
  // for pdf.js and pdftotext, the rejected e-mail and the rest of the letter are still there.
  expect(output.text).not.toContain(SSN);
  expect(keptByBoth(output, [EMAIL, 'Account review'])).toEqual([]);
});

test('undo and redo every decision, reject all of a tag, same text', async ({ page }) => {
  const app = await openLetter(page);
  await app.decide(EMAIL, 'reject');
  await app.undoButton.click();
  await expect(app.row(EMAIL)).toHaveAttribute('data-decision', 'pending');
  await app.redoButton.click();
  await expect(app.row(EMAIL)).toHaveAttribute('data-decision', 'rejected');
  await page.keyboard.press('Control+z');
  await expect(app.row(EMAIL)).toHaveAttribute('data-decision', 'pending');

  await page.getByTestId('grouping').selectOption('tag');
  const group = page.locator('[data-testid="entity-group"][data-tag="EMAIL"]');
  await group.getByTestId('reject-tag').click();
  const words = await app.exportedWords();
  expect(words).not.toContain(EMAIL);
  expect(words).toContain(SSN);
});

test('keyboard: j selects, a accepts, r rejects, ? opens the help', async ({ page }) => {
  const app = await openLetter(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  const first = page.locator('[data-testid="entity-row"][aria-current="true"]');
  await expect(first).toHaveCount(1);
  await page.keyboard.press('r');
  await expect(first).toHaveAttribute('data-decision', 'rejected');
  await page.keyboard.press('a');
  await expect(first).toHaveAttribute('data-decision', 'accepted');
  await page.keyboard.press('?');
  await expect(app.helpOverlay).toBeVisible();
  await expect(app.helpOverlay).toContainText('Next finding');
  await page.keyboard.press('Escape');
  await expect(app.helpOverlay).toBeHidden();
});

test('search and redact adds every match with its tag to the export', async ({ page }) => {
  const app = await openLetter(page);
  await app.searchAndRedact('Thank you', 'CUSTOM');
  await expect(app.searchMessage).toContainText('redacted as CUSTOM');
  const json = await app.exportedJson();
  const added = json.entities.filter((e) => e.entity_group === 'CUSTOM');
  expect(added.length).toBeGreaterThan(0);
  expect(added[0]!.word).toBe('Thank you');
  expect(added[0]!.boxes.length).toBeGreaterThan(0);

  await app.searchPattern.fill('(');
  await app.searchRegex.check();
  await page.getByTestId('search-find').click();
  await expect(app.searchMessage).toContainText('The regular expression is not valid');
});

test('a box drawn by hand is exported with its tag', async ({ page }) => {
  const app = await openLetter(page);
  await app.startDrawing('SIGNATURE');
  await app.drawBox(1, [0.5, 0.2], [0.8, 0.25]);
  await app.stopDrawing();
  const json = await app.exportedJson();
  const drawn = json.entities.filter((e) => e.entity_group === 'SIGNATURE');
  expect(drawn).toHaveLength(1);
  expect(drawn[0]!.boxes[0]!.page).toBe(1);
  expect(drawn[0]!.boxes[0]!.width).toBeGreaterThan(100);
});

test('the allow-list keeps a term out of the export, in any document', async ({ page }) => {
  const app = await openLetter(page);
  await app.row(EMAIL).getByTestId('allow').click();
  await expect(app.row(EMAIL)).toHaveAttribute('data-redacted', 'false');
  expect(await app.exportedWords()).not.toContain(EMAIL);
});

test('a reload in the middle of a review restores every decision; discard forgets it', async ({
  page,
}) => {
  await allowKeepingDocuments(page);
  const app = await openLetter(page);
  await app.decide(EMAIL, 'reject');
  await app.decide(SSN, 'accept');
  await app.searchAndRedact('Thank you', 'CUSTOM');
  await expect(app.searchMessage).toContainText('redacted');
  await page.waitForTimeout(300);
  await page.reload();
  await expect(app.row(EMAIL)).toHaveAttribute('data-decision', 'rejected');
  await expect(app.row(SSN)).toHaveAttribute('data-decision', 'accepted');
  const words = await app.exportedWords();
  expect(words).toContain('Thank you');
  expect(words).not.toContain(EMAIL);

  await page.getByTestId('review-more').locator('summary').click();
  await app.discardButton.click();
  await page.getByTestId('confirm-discard-ok').click();
  await expect(app.entityRows).toHaveCount(0);
  await page.reload();
  await expect(app.dropZone).toBeVisible();
  await expect(app.entityRows).toHaveCount(0);
});

test('the workspace has no serious or critical accessibility violations; screenshots', async ({
  page,
}) => {
  const app = await openLetter(page);
  await app.decide(EMAIL, 'reject');
  await expect(app.entityBoxes.first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  // The whole first page in view, one entity selected (its hover card shows).
  await page.getByTestId('fit-page').click();
  await app.row(SSN).locator('.entity-main').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'docs/screenshots/workspace-1280x800.png' });
});
