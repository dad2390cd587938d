import { expect, test } from '@playwright/test';
import { buildLetterPdf } from './fixtures/letter-pdf';
import { ObscuraPage } from './fixtures/obscura-page';
import { keptByBoth, readPdfText } from './fixtures/pdf-text';
import { recordForeignRequests } from './fixtures/request-log';

/** `detected_pii` as the JSON download carries it (only the fields the test reads). */
interface DetectedPiiJson {
  entities: { entity_group: string; word: string }[];
}

test('finds PII in a letter and downloads a PDF without it', async ({ page, context, baseURL }) => {
  const foreignRequests = recordForeignRequests(context, new URL(baseURL!).origin);
  const app = new ObscuraPage(page);
  await app.goto();

  await app.dropPdf('letter.pdf', await buildLetterPdf());
  await expect(app.entityBoxes.first()).toBeVisible();
  await expect(app.rowsTagged('EMAIL')).not.toHaveCount(0);
  await expect(app.rowsTagged('SSN')).not.toHaveCount(0);
  await expect(page.locator('[data-testid="entity-box"][data-tag="EMAIL"]')).not.toHaveCount(0);
  await expect(app.error).toHaveCount(0);

  const json = await app.download(app.downloadJsonButton);
  expect(json.name).toBe('letter-detected_pii.json');
  const detected = JSON.parse(new TextDecoder().decode(json.bytes)) as DetectedPiiJson;
  const words = detected.entities.map((e) => e.word);
  expect(words).toContain('jane.doe@example.com');
  expect(words).toContain('123-45-6789');

  const redacted = await app.download(app.downloadPdfButton);
  expect(redacted.name).toBe('letter-redacted.pdf');
  // The worker's verification read the page's JPEG with the browser's own decoder (the page is
  // one plain picture under invisible text), not through a pdf.js render.
  await expect(page.getByTestId('verification')).toHaveAttribute(
    'title',
    /1 page\(s\) read from their one plain picture, 0 rendered/,
  );
  const output = await readPdfText(redacted.bytes);
  expect(output.pageCount).toBe(1);
  // Neither pdf.js nor pdftotext reads a redacted word, and both still read the kept words.
  for (const word of words) expect(output.text).not.toContain(word);
  expect(keptByBoth(output, ['Account review', 'Thank you for your letter'])).toEqual([]);

  expect(foreignRequests()).toEqual([]);
});

test('a file that is not a PDF is refused with a sentence, and the app stays usable', async ({
  page,
}) => {
  const app = new ObscuraPage(page);
  await app.goto();
  await app.openPdf(
    'notes.pdf',
    new TextEncoder().encode('These are plain-text notes, not a PDF.'),
  );
  await expect(app.error).toContainText('The file is not a PDF');
  await expect(app.entityRows).toHaveCount(0);

  await app.openPdf('letter.pdf', await buildLetterPdf());
  await expect(app.rowsTagged('EMAIL')).not.toHaveCount(0);
  await expect(app.error).toHaveCount(0);
});
