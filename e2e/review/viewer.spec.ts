import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { buildLetterPdf } from '../fixtures/letter-pdf';
import { ReviewPage } from '../fixtures/review-page';
import { buildManyPagesPdf } from './many-pages-pdf';
import { allowKeepingDocuments } from '../fixtures/keep-documents';

const EMAIL = 'jane.doe@example.com';

/** The page's IndexedDB factory (the e2e tsconfig has no DOM lib; this runs in the page). */
declare const indexedDB: { deleteDatabase(name: string): unknown };

async function openLetter(page: Page): Promise<ReviewPage> {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('letter.pdf', await buildLetterPdf());
  await expect(app.row(EMAIL)).toBeVisible();
  return app;
}

test.afterEach(async ({ page }) => {
  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store')).catch(() => undefined);
});

test('a text selection is redacted exactly, with the tag chosen, and exported', async ({
  page,
}) => {
  const app = await openLetter(page);
  // The selection tools appear in the toolbar once text is selected.
  await app.selectInTextLayer(1, 'reviewed your account');
  await app.selectionTag.selectOption('ORGANIZATION');
  await expect(app.redactSelectionButton).toBeEnabled();
  await app.redactSelectionButton.click();
  await expect(app.selectionMessage).toContainText('redacted as ORGANIZATION');

  const json = await app.exportedJson();
  const added = json.entities.filter((e) => e.entity_group === 'ORGANIZATION');
  expect(added.map((e) => e.word)).toEqual(['reviewed your account']);
  const box = added[0]!.boxes[0]!;
  expect(box.page).toBe(1);
  // The last line of the letter: baseline 700 - 7 * 22 = 546 pt from the bottom of 792.
  expect(box.y).toBeGreaterThan(792 - 546 - 16);
  expect(box.y).toBeLessThan(792 - 546);
  // "Thank you for your letter. We have " comes first on the line: the box starts well right.
  expect(box.x).toBeGreaterThan(200);
  expect(box.width).toBeGreaterThan(100);
  expect(box.width).toBeLessThan(160);
});

test('a double-click selection of one word is redacted as that word', async ({ page }) => {
  const app = await openLetter(page);
  const line = page.locator('.textLayer span', { hasText: 'Thank you for your letter' }).first();
  const bounds = (await line.boundingBox())!;
  // "Thank" is the first word of the line.
  await page.mouse.dblclick(bounds.x + 8, bounds.y + bounds.height / 2);
  await expect(app.selectionMessage).toContainText('Thank');
  await app.selectionTag.selectOption('PERSON_NAME');
  await app.redactSelectionButton.click();
  await expect(app.selectionMessage).toContainText('redacted as PERSON_NAME');
  const json = await app.exportedJson();
  expect(json.entities.filter((e) => e.word === 'Thank')).toHaveLength(1);
});

test('hovering a box shows its tag, score, text and source', async ({ page }) => {
  const app = await openLetter(page);
  const box = page.locator(`[data-testid="entity-box"][data-tag="EMAIL"]`).first();
  await box.hover();
  const tip = box.getByTestId('entity-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('EMAIL');
  await expect(tip).toContainText(/score \d\.\d\d/);
  await expect(tip).toContainText(EMAIL);
  await expect(tip).toContainText('Source: rule (text layer)');
  await app.startDrawing('SIGNATURE');
  await app.drawBox(1, [0.55, 0.3], [0.8, 0.36]);
  await app.stopDrawing();
  const drawn = page.locator(`[data-testid="entity-box"][data-tag="SIGNATURE"]`);
  await drawn.hover();
  await expect(drawn.getByTestId('entity-tip')).toContainText('drawn by hand');
});

test('a 100-page document: lazy pages, thumbnails, navigation and zoom', async ({ page }) => {
  const app = new ReviewPage(page);
  await app.goto();
  const started = Date.now();
  await app.openPdf('hundred.pdf', await buildManyPagesPdf(100));
  await expect(app.row('person100@example.com')).toBeAttached();
  await expect(page.getByTestId('page-count')).toHaveText('/ 100');
  console.log(`100 pages: review ready in ${Date.now() - started} ms`);
  await expect(app.thumbnails).toHaveCount(100);
  await expect(app.pageFrame(1)).toHaveAttribute('data-rendered', 'true');
  // Only the pages near the view are drawn.
  const drawn = await page.locator('[data-testid="page-frame"][data-rendered="true"]').count();
  console.log(`100 pages: ${drawn} pages drawn at first`);
  expect(drawn).toBeLessThan(10);
  await expect(app.pageFrame(60)).toHaveAttribute('data-rendered', 'false');

  await app.thumbnails.nth(49).click();
  await expect(app.pageNumber).toHaveValue('50');
  await expect(app.pageFrame(50)).toHaveAttribute('data-rendered', 'true');
  await expect(app.pageFrame(50)).toBeInViewport();
  await page.getByTestId('next-page').click();
  await expect(app.pageNumber).toHaveValue('51');
  await page.getByTestId('prev-page').click();
  await page.getByTestId('prev-page').click();
  await expect(app.pageNumber).toHaveValue('49');
  await page.keyboard.press(']');
  await expect(app.pageNumber).toHaveValue('50');
  await page.keyboard.press('[');
  await expect(app.pageNumber).toHaveValue('49');
  // Choosing an entity in the list brings its page into view.
  await app.row('person75@example.com').locator('.entity-main').click();
  await expect(app.pageFrame(75)).toBeInViewport();
  await expect(app.pageNumber).toHaveValue('75');
  await app.pageNumber.fill('100');
  await app.pageNumber.press('Enter');
  await expect(app.pageNumber).toHaveValue('100');
  await expect(app.pageFrame(100)).toBeInViewport();
  await expect(app.thumbnails.nth(99)).toHaveAttribute('aria-current', 'page');
  // Pages far behind give their bitmaps back; only those near the view stay drawn.
  await expect(app.pageFrame(1)).toHaveAttribute('data-rendered', 'false');
  const holdingBitmaps = await app.page.locator('canvas.page-canvas').evaluateAll(
    (list) =>
      list.filter((c) => {
        const { width, height } = c as unknown as { width: number; height: number };
        // A canvas never drawn is 300 x 150 by default; a released one is 0 x 0.
        return width * height > 300 * 150;
      }).length,
  );
  console.log(`100 pages: ${holdingBitmaps} page bitmaps held after jumping to the end`);
  expect(holdingBitmaps).toBeLessThan(10);

  const zoom = page.getByTestId('zoom-value');
  await page.getByTestId('fit-page').click();
  const view = (await app.pageScroll.boundingBox())!;
  const fitted = (await app.pageFrame(100).boundingBox())!;
  expect(fitted.height).toBeLessThanOrEqual(view.height);
  expect(fitted.height).toBeGreaterThan(view.height * 0.8);
  await page.getByTestId('fit-width').click();
  const wide = (await app.pageFrame(100).boundingBox())!;
  expect(wide.width).toBeGreaterThan(view.width - 60);
  expect(wide.width).toBeLessThanOrEqual(view.width);
  const before = Number.parseInt((await zoom.textContent())!, 10);
  await page.getByTestId('zoom-in').click();
  await expect(zoom).toHaveText(`${before + 25}%`);
  await page.getByTestId('zoom-out').click();
  await page.getByTestId('zoom-out').click();
  await expect(zoom).toHaveText(`${before - 25}%`);
});

test('light and dark themes: the choice is kept, the system default followed, axe clean', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The reload below reopens the letter: keeping it is the person's choice (Privacy).
  await allowKeepingDocuments(page);
  const app = await openLetter(page);
  const background = () =>
    page.evaluate(() => getComputedStyle(document.body.parentElement!).backgroundColor);
  // No choice made: the system's dark scheme applies.
  expect(await background()).toBe('rgb(21, 23, 27)');
  // The theme picker sits in the header's More menu.
  const more = page.getByTestId('nav-more').locator('summary');
  await more.click();
  await page.getByTestId('theme').selectOption('light');
  expect(await background()).toBe('rgb(245, 246, 248)');
  await page.reload();
  await expect(app.row(EMAIL)).toBeVisible();
  expect(await background()).toBe('rgb(245, 246, 248)');
  await more.click();
  for (const theme of ['light', 'dark'] as const) {
    await page.getByTestId('theme').selectOption(theme);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${theme}: ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
  // Keyboard reachable: focus the picker and change it with the arrow keys.
  await page.getByTestId('theme').focus();
  await page.getByTestId('theme').selectOption('system');
  expect(await background()).toBe('rgb(21, 23, 27)');
});

/** The page's DOM, as the theme test reads it. */
declare const document: { body: { parentElement: unknown } };
declare function getComputedStyle(element: unknown): { backgroundColor: string };
