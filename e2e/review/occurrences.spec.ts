import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPdfText } from '../fixtures/pdf-text';
import { ReviewPage } from '../fixtures/review-page';

/** The page's IndexedDB factory (the e2e tsconfig has no DOM lib; this runs in the page). */
declare const indexedDB: { deleteDatabase(name: string): unknown };

/** An invented name, labelled once on page 1, then in the body and again on page 2. */
const NAME = 'Jane Doe';

/** Two pages: the name after a label, in a sentence of the body, and in page 2's text. */
async function buildTwoPageLetter(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = [
    ['Account review', '', `Name: ${NAME}`, '', `We wrote to ${NAME} about the account.`],
    ['Follow-up', '', `The account of ${NAME} was closed in May.`, 'Thank you for your letter.'],
  ];
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((text, i) => page.drawText(text, { x: 72, y: 700 - i * 22, size: 12, font }));
  }
  return pdf.save({ updateFieldAppearances: false });
}

test.afterEach(async ({ page }) => {
  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store')).catch(() => undefined);
});

test('a name on two pages is one group row; one Redact click redacts every occurrence', async ({
  page,
}) => {
  const input = await buildTwoPageLetter();
  // The secret is in the input, three times, on both pages.
  expect((await readPdfText(input)).pdftotext.split(NAME)).toHaveLength(4);

  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('two-pages.pdf', input);
  const group = page.locator('[data-testid="occurrence-group"]').filter({ hasText: NAME });
  await expect(group).toHaveCount(1);
  await expect(group).toHaveAttribute('data-count', '3');
  await expect(group.getByTestId('occurrence-summary')).toHaveText('3 occurrences on pages 1, 2');

  // j walks single occurrences in document order: the group opens on the first one.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await expect(group.locator('[data-testid="entity-row"][aria-current="true"]')).toHaveCount(1);

  // Keep all first, so that the one Redact click below is what redacts them.
  await group.getByTestId('reject-occurrences').click();
  await expect(group).toHaveAttribute('data-decision', 'rejected');
  await group.getByTestId('accept-occurrences').click();
  await expect(group).toHaveAttribute('data-decision', 'accepted');

  // Expanded, it lists each occurrence; a click selects it.
  const rows = group.getByTestId('entity-row');
  await expect(rows).toHaveCount(3);
  await rows.nth(2).locator('.entity-main').click();
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');

  const output = await readPdfText((await app.download(app.downloadPdfButton)).bytes);
  expect(output.pageCount).toBe(2);
  expect(output.text).not.toContain(NAME);
  expect(output.pdftotext).toContain('Thank you for your letter.');
});
