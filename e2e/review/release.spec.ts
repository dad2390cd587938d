import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { darkFraction, inset, renderPagePixels } from '../../test/setup/page-pixels';
import { corpusFile, generatedFile } from '../api/fixtures/corpus';
import { buildLetterPdf } from '../fixtures/letter-pdf';
import { ReviewPage } from '../fixtures/review-page';

const EMAIL = 'jane.doe@example.com';

/** The page's IndexedDB factory (the e2e tsconfig has no DOM lib; this runs in the page). */
declare const indexedDB: { deleteDatabase(name: string): unknown };

test.afterEach(async ({ page }) => {
  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store')).catch(() => undefined);
});

async function openLetter(page: Page): Promise<ReviewPage> {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('letter.pdf', await buildLetterPdf());
  await expect(app.row(EMAIL)).toBeVisible();
  return app;
}

test('the exported page keeps a rejected entity readable and blacks out a drawn box', async ({
  page,
}) => {
  const app = await openLetter(page);
  // Every detection with its boxes, before any decision (pending ones are all exported).
  const detected = (await app.exportedJson()).entities;
  const email = detected.find((e) => e.word === EMAIL)!;
  expect(email).toBeDefined();

  // Decide every entity: reject the e-mail address, accept the rest, draw one box by hand.
  for (const entity of detected) {
    await app.decide(entity.word, entity.word === EMAIL ? 'reject' : 'accept');
  }
  await page.getByTestId('fit-page').click();
  await app.startDrawing('SIGNATURE');
  await app.drawBox(1, [0.55, 0.45], [0.8, 0.5]);
  await app.stopDrawing();

  const json = await app.exportedJson();
  const expected = [...detected.filter((e) => e.word !== EMAIL).map((e) => e.word), ''];
  expect(json.entities.map((e) => e.word).sort()).toEqual(expected.sort());
  const drawn = json.entities.find((e) => e.entity_group === 'SIGNATURE')!;
  expect(drawn.word).toBe('');
  const drawnBox = drawn.boxes[0]!;

  const exported = await app.download(app.downloadPdfButton);
  await expect(app.verification).toHaveAttribute('data-passed', 'true');
  await expect(app.verification).toContainText('Checked: ');

  const pixels = await renderPagePixels(
    createNodePdfEngine(),
    exported.bytes,
    1,
    DEFAULT_ANONYMIZE_OPTIONS.dpi / 72,
  );
  for (const box of email.boxes) {
    const dark = darkFraction(pixels, inset(box, 1));
    // Readable text: some ink, far from a black fill.
    expect(dark).toBeGreaterThan(0.02);
    expect(dark).toBeLessThan(0.6);
  }
  expect(darkFraction(pixels, inset(drawnBox, 1))).toBeGreaterThan(0.97);
  // Every accepted entity is black too.
  for (const entity of json.entities.filter((e) => e.entity_group !== 'SIGNATURE')) {
    for (const box of entity.boxes) {
      expect(darkFraction(pixels, inset(box, 1)), entity.word).toBeGreaterThan(0.97);
    }
  }
});

test('an encrypted PDF asks for its password, says when it is wrong, and opens', async ({
  page,
}) => {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf(
    'protected.pdf',
    corpusFile('real/005-libreoffice-writer-password_libreoffice-writer-password.pdf'),
  );
  const prompt = page.getByTestId('password-prompt');
  await expect(prompt).toContainText('is encrypted');
  await page.getByTestId('password-input').fill('not-the-password');
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-wrong')).toContainText('not correct');
  await page.getByTestId('password-input').fill('openpassword');
  await page.getByTestId('password-submit').click();
  await expect(prompt).toBeHidden();
  await expect(app.pageFrame(1)).toHaveAttribute('data-rendered', 'true');
  await expect(app.error).toBeHidden();
  // The export reads the encrypted input with the same password.
  const exported = await app.download(app.downloadPdfButton);
  expect(new TextDecoder().decode(exported.bytes.slice(0, 5))).toBe('%PDF-');
  await expect(app.verification).toHaveAttribute('data-passed', 'true');
});

test('the OCR languages picked before opening are the ones OCR reads with', async ({ page }) => {
  test.setTimeout(180_000);
  const app = new ReviewPage(page);
  await app.goto();
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.getByTestId('ocr-picker').locator('summary').click();
  await page.getByTestId('ocr-lang-deu').check();
  await expect(page.getByTestId('ocr-picker-summary')).toHaveText('English, German');
  await app.openPdf('scan-deu.pdf', await generatedFile('scan-deu.pdf'));
  await expect(app.rowsTagged('EMAIL').first()).toBeVisible({ timeout: 150_000 });
  expect(fetched.filter((u) => /\/deu\.traineddata/.test(u))).not.toEqual([]);
  expect(fetched.filter((u) => /\/spa\.traineddata/.test(u))).toEqual([]);
});

test("the detection run's notes are shown in the workspace", async ({ page }) => {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('rectangles_yes.pdf', corpusFile('bad-redactions/rectangles_yes.pdf'));
  await expect(page.getByTestId('detection-notes')).toContainText('hidden from view');
  await expect(app.pageFrame(1)).toHaveAttribute('data-rendered', 'true');
});
