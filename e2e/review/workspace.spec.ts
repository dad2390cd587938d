import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import {
  DARK,
  darkFraction,
  type PagePixels,
  renderPagePixels,
} from '../../test/setup/page-pixels';
import { readPdfText } from '../fixtures/pdf-text';
import { ReviewPage } from '../fixtures/review-page';
import { buildManyPagesPdf } from './many-pages-pdf';
import { buildWorkspaceLetter, WORKSPACE_PII } from './workspace-pdf';

/** The page's IndexedDB factory (the e2e tsconfig has no DOM lib; this runs in the page). */
declare const indexedDB: { deleteDatabase(name: string): unknown };
declare const document: {
  documentElement: { scrollWidth: number; clientWidth: number };
  querySelectorAll(
    selector: string,
  ): ArrayLike<{ textContent: string | null; firstChild: unknown }>;
  createRange(): {
    setStart(node: unknown, at: number): void;
    setEnd(node: unknown, at: number): void;
    getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  };
};

const SHOTS = 'docs/screenshots';

test.afterEach(async ({ page }) => {
  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store')).catch(() => undefined);
});

/** Opens the workspace letter and waits for its review. */
async function openLetter(page: Page): Promise<ReviewPage> {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('settlement.pdf', await buildWorkspaceLetter());
  await expect(app.row(WORKSPACE_PII.email)).toBeVisible();
  await expect(app.pageFrame(1)).toHaveAttribute('data-rendered', 'true');
  return app;
}

/** Serious and critical axe violations of the page as it is now. */
async function seriousViolations(page: Page, state: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${state}: ${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Client rectangles of every occurrence of `word` in page 1's text layer, left to right. */
async function wordRects(
  page: Page,
  word: string,
): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const rects = await page.evaluate((wanted) => {
    const spans = Array.from(
      document.querySelectorAll('[data-testid="page-frame"][data-page="1"] .textLayer span'),
    );
    const found: { x: number; y: number; width: number; height: number }[] = [];
    for (const span of spans) {
      const text = span.textContent ?? '';
      for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
        const range = document.createRange();
        range.setStart(span.firstChild, at);
        range.setEnd(span.firstChild, at + wanted.length);
        const r = range.getBoundingClientRect();
        found.push({ x: r.left, y: r.top, width: r.width, height: r.height });
      }
    }
    return found;
  }, word);
  return rects.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Whether the pixel at (x, y) is dark. */
function isDark(p: PagePixels, x: number, y: number): boolean {
  const i = (y * p.width + x) * 4;
  return 0.299 * p.data[i]! + 0.587 * p.data[i + 1]! + 0.114 * p.data[i + 2]! < DARK;
}

test.describe('desktop 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('first screen, then the preview shows black exactly where the export is black', async ({
    page,
  }) => {
    const app = new ReviewPage(page);
    await app.goto();
    await expect(app.dropZone).toBeVisible();
    await expect(page.getByTestId('open-sample')).toBeVisible();
    expect(await seriousViolations(page, 'first screen')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/first-screen-1440x900.png` });

    await app.openPdf('settlement.pdf', await buildWorkspaceLetter());
    await expect(app.row(WORKSPACE_PII.email)).toBeVisible();
    await expect(app.pageFrame(1)).toHaveAttribute('data-rendered', 'true');
    // Fit width by default: the page fills the pages' column, the window does not scroll.
    const scroll = (await app.pageScroll.boundingBox())!;
    const frame = (await app.pageFrame(1).boundingBox())!;
    expect(frame.width).toBeGreaterThan(scroll.width * 0.85);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
    // One finding kept: the preview must leave it readable.
    await app.decide(WORKSPACE_PII.email, 'reject');
    await page.screenshot({ path: `${SHOTS}/workspace-1440x900.png` });
    expect(await seriousViolations(page, 'workspace')).toEqual([]);

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('p');
    await expect(page.getByTestId('preview-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(app.entityBoxes).toHaveCount(0);
    const previewBoxes = page.getByTestId('preview-box');
    const count = await previewBoxes.count();
    expect(count).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/preview-1440x900.png` });
    expect(await seriousViolations(page, 'preview')).toEqual([]);

    // The preview's boxes in page points (the letter is 612 pt wide).
    const pageBox = (await app.pageFrame(1).boundingBox())!;
    const toPoints = 612 / pageBox.width;
    const rects: { x: number; y: number; width: number; height: number }[] = [];
    for (let i = 0; i < count; i++) {
      const b = (await previewBoxes.nth(i).boundingBox())!;
      rects.push({
        x: (b.x - pageBox.x) * toPoints,
        y: (b.y - pageBox.y) * toPoints,
        width: b.width * toPoints,
        height: b.height * toPoints,
      });
    }
    const exported = await app.download(app.downloadPdfButton);
    const engine = createNodePdfEngine();
    const out = await renderPagePixels(engine, exported.bytes, 1, 1);
    const input = await renderPagePixels(engine, await buildWorkspaceLetter(), 1, 1);
    // Black where the preview is black...
    for (const r of rects) {
      const inner = { x: r.x + 1.5, y: r.y + 1.5, width: r.width - 3, height: r.height - 3 };
      expect(darkFraction(out, inner)).toBeGreaterThan(0.97);
    }
    // ...and only there: a pixel dark in the export but not in the input lies in a preview box.
    const near = (x: number, y: number) =>
      rects.some(
        (r) => x >= r.x - 2 && x <= r.x + r.width + 2 && y >= r.y - 2 && y <= r.y + r.height + 2,
      );
    let stray = 0;
    for (let y = 0; y < out.height; y++) {
      for (let x = 0; x < out.width; x++) {
        if (isDark(out, x, y) && !isDark(input, x, y) && !near(x, y)) stray++;
      }
    }
    // A box the preview missed would be hundreds of pixels; JPEG edges of glyphs are a few.
    expect(stray).toBeLessThan(150);
    // The kept e-mail is readable in the export: not blacked out.
    await expect(page.getByTestId('residual')).toBeVisible();
  });

  test('uncertain findings are kept unless accepted; j walks in document order', async ({
    page,
  }) => {
    const app = await openLetter(page);
    await app.openTool('filter');
    // Everything below 1 is uncertain: every detected finding moves to the uncertain group.
    await page.getByTestId('uncertain-below').fill('1');
    await expect(
      page.locator('[data-testid="entity-group"][data-group="uncertain"]'),
    ).toBeVisible();
    await expect(app.row(WORKSPACE_PII.ssn)).toHaveAttribute('data-redacted', 'false');
    expect(await app.exportedWords()).toEqual([]);
    await app.decide(WORKSPACE_PII.ssn, 'accept');
    expect(await app.exportedWords()).toEqual([WORKSPACE_PII.ssn]);
    await page.getByTestId('uncertain-below').fill('0');

    // j walks the findings top to bottom of the page, whatever the list's grouping.
    await page.getByTestId('grouping').selectOption('tag');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const tops: number[] = [];
    const rows = await app.entityRows.count();
    for (let i = 0; i < rows; i++) {
      await page.keyboard.press('j');
      const id = await page
        .locator('[data-testid="entity-row"][aria-current="true"]')
        .getAttribute('data-id');
      const box = page.locator(`[data-testid="entity-box"][data-id="${id}"]`).first();
      tops.push(
        (await box.boundingBox())!.y +
          (await app.pageScroll.evaluate((e) => (e as { scrollTop: number }).scrollTop)),
      );
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    // A reason code per redaction, recorded in the redaction log (no redacted text by default).
    await app.openTool('legal');
    await page.getByTestId('reason-set').selectOption('us-foia');
    await app.row(WORKSPACE_PII.ssn).getByTestId('reason').selectOption('b(6)');
    await expect(page.getByTestId('box-reason')).toHaveText('b(6)');
    const log = await app.download(page.getByTestId('download-log'));
    expect(log.name).toBe('settlement-redaction-log.csv');
    const csv = new TextDecoder().decode(log.bytes);
    expect(csv.split('\r\n')[0]).toBe('page,tag,reason,decided_by');
    expect(csv).toContain('1,SSN,b(6),hand (accepted)');
    expect(csv).not.toContain(WORKSPACE_PII.ssn);

    // With the toggle on, the exported PDF shows the code on the SSN's box, not the SSN.
    await page.getByTestId('reason-labels').check();
    const labelled = await readPdfText((await app.download(app.downloadPdfButton)).bytes);
    expect(labelled.pdftotext).toContain('b(6)');
    expect(labelled.pdftotext).not.toContain(WORKSPACE_PII.ssn);
  });

  test('search lists matches before redacting; a drawn box is MANUAL; residual check', async ({
    page,
  }) => {
    const app = await openLetter(page);
    await app.openTool('search');
    await app.searchPattern.fill('Project Falcon');
    await page.getByTestId('search-find').click();
    await expect(page.getByTestId('search-match')).toHaveCount(2);
    await expect(app.searchSubmit).toHaveText('Redact 2');
    await page.screenshot({ path: `${SHOTS}/search-preview-1440x900.png` });
    expect(await seriousViolations(page, 'search preview')).toEqual([]);
    await app.searchSubmit.click();
    await expect(app.searchMessage).toContainText('2 matches redacted');
    // Searching again marks both as already redacted and offers nothing more.
    await page.getByTestId('search-find').click();
    await expect(page.locator('[data-testid="search-match"][data-redacted="true"]')).toHaveCount(2);
    await expect(app.searchSubmit).toBeDisabled();

    await app.startDrawing();
    await expect(page.getByTestId('draw-banner')).toContainText('Drawing boxes');
    await expect(app.drawTag).toHaveValue('MANUAL');
    await app.drawBox(1, [0.6, 0.05], [0.8, 0.08]);
    await page.screenshot({ path: `${SHOTS}/draw-mode-1440x900.png` });
    expect(await seriousViolations(page, 'drawing mode')).toEqual([]);
    // Snap to words (on by default): a box from the middle of "discussed" to the middle of
    // "below." takes both words whole and not a letter of "Project" after them.
    const discussed = (await wordRects(page, 'discussed'))[0]!;
    const below = (await wordRects(page, 'below.'))[0]!;
    const nextProject = (await wordRects(page, 'Project')).find(
      (r) => Math.abs(r.y - below.y) < 3 && r.x > below.x,
    )!;
    expect(nextProject).toBeDefined();
    const frame = (await app.pageFrame(1).boundingBox())!;
    const rel = (x: number, y: number) =>
      [(x - frame.x) / frame.width, (y - frame.y) / frame.height] as [number, number];
    await app.drawBox(
      1,
      rel(discussed.x + discussed.width / 2, discussed.y + 2),
      rel(below.x + below.width / 2, below.y + below.height - 2),
    );
    await app.stopDrawing();
    const json = await app.exportedJson();
    const manual = json.entities.filter((e) => e.entity_group === 'MANUAL');
    expect(manual).toHaveLength(2);
    const toPt = 612 / frame.width;
    const snapped = manual.map((e) => e.boxes[0]!).find((b) => b.y > 100)!;
    expect(snapped.x).toBeLessThanOrEqual((discussed.x - frame.x) * toPt + 0.5);
    expect(snapped.x + snapped.width).toBeGreaterThanOrEqual(
      (below.x + below.width - frame.x) * toPt - 0.5,
    );
    // "Project" of the next sentence on the same line is not touched.
    expect(snapped.x + snapped.width).toBeLessThan((nextProject.x - frame.x) * toPt);

    // Keep whatever the detector made of the case number: the residual check must list it.
    const caseRows = app.entityRows.filter({ hasText: WORKSPACE_PII.caseNumber });
    for (let i = 0; i < (await caseRows.count()); i++)
      await caseRows.nth(i).getByTestId('reject').click();
    await app.download(app.downloadPdfButton);
    await expect(app.verification).toContainText('no redacted text can be copied');
    const residual = page.getByTestId('residual');
    await expect(residual).toContainText('Left visible');
    await expect(residual).toContainText(WORKSPACE_PII.caseNumber);
    await page.screenshot({ path: `${SHOTS}/residual-check-1440x900.png` });
    expect(await seriousViolations(page, 'residual check')).toEqual([]);
    await page.getByTestId('redact-residual').click();
    expect(await app.exportedWords()).toContain(WORKSPACE_PII.caseNumber);
  });

  test('zoom and fit keep the page the reader is on', async ({ page }) => {
    const app = new ReviewPage(page);
    await app.goto();
    await app.openPdf('twenty.pdf', await buildManyPagesPdf(20));
    await expect(app.thumbnails).toHaveCount(20);
    await app.thumbnails.nth(8).click();
    await expect(app.pageNumber).toHaveValue('9');
    for (const control of ['fit-page', 'zoom-in', 'zoom-out', 'fit-width', 'zoom-in'] as const) {
      await page.getByTestId(control).click();
      await page.waitForTimeout(300);
      await expect(app.pageNumber, control).toHaveValue('9');
      const frame = (await app.pageFrame(9).boundingBox())!;
      const view = (await app.pageScroll.boundingBox())!;
      // Page 9 is on screen, across the middle of the view.
      expect(frame.y, control).toBeLessThan(view.y + view.height / 2 + 1);
      expect(frame.y + frame.height, control).toBeGreaterThan(view.y + view.height / 2 - 1);
    }
  });
});

test.describe('phone 390x844, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', hasTouch: true });

  test('one column, pages first, the list in a bottom sheet, nothing cut off', async ({ page }) => {
    const app = new ReviewPage(page);
    await app.goto();
    await expect(app.dropZone).toBeVisible();
    expect(await seriousViolations(page, 'phone first screen')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/first-screen-390x844-dark.png` });
    // The sample letter served with the app opens from the first screen.
    await page.getByTestId('open-sample').click();
    await expect(page.getByTestId('file-title')).toHaveText('sample-letter.pdf');
    await expect(app.pageFrame(1)).toHaveAttribute('data-rendered', 'true');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    const frame = (await app.pageFrame(1).boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    await expect(app.downloadPdfButton).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/workspace-390x844-dark.png` });
    expect(await seriousViolations(page, 'phone workspace')).toEqual([]);

    await page.getByTestId('sheet-handle').click();
    await expect(app.row(WORKSPACE_PII.email)).toBeVisible();
    const accept = app.row(WORKSPACE_PII.email).getByTestId('accept');
    expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(36);
    await page.screenshot({ path: `${SHOTS}/review-sheet-390x844-dark.png` });
    expect(await seriousViolations(page, 'phone sheet')).toEqual([]);
    expect(await width()).toBeLessThanOrEqual(390);
  });
});
