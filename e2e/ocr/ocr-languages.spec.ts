import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { DetectResponse } from '../../src/core/contract/types';
import { callApi, jsonOf, openApp, pdfField } from '../api/fixtures/api-client';
import { generatedFile } from '../api/fixtures/corpus';

test.describe.configure({ timeout: 180_000 });

/** Russian data as the build serves it, handed to Settings as a file a user downloaded. */
const RUS_DATA = resolve(
  import.meta.dirname,
  '../..',
  process.env.E2E_OUT_DIR ?? 'dist',
  'tesseract/lang/rus.traineddata.gz',
);

test('a language without data is refused by name; a file added in Settings is used, and removed', async ({
  page,
  context,
}) => {
  // No silent pass: the build copies Russian data from Debian's tesseract-ocr-rus (.ci/run installs it).
  expect(
    existsSync(RUS_DATA),
    `${RUS_DATA} missing: apt-get install tesseract-ocr-rus, then rebuild`,
  ).toBe(true);
  // A build without Russian: the manifest the app reads lists the other six languages only.
  await context.route('**/tesseract/languages.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ languages: ['eng', 'spa', 'fra', 'deu', 'ita', 'por'], osd: true }),
    }),
  );
  const key = await openApp(page);
  const row = page.locator('[data-testid="ocr-language"][data-code="rus"]');
  await expect(page.getByTestId('ocr-language')).toHaveCount(7);
  await expect(row.getByTestId('ocr-language-status')).toHaveAttribute('data-source', 'missing');
  await expect(
    page.locator('[data-testid="ocr-language"][data-code="eng"] [data-source="bundled"]'),
  ).toHaveCount(1);

  const scan = await generatedFile('scan-rus.pdf');
  const detectRussian = () =>
    callApi(page, {
      path: '/api/detect/pii/file/pdf',
      key,
      form: [pdfField(scan, 'scan-rus.pdf'), { name: 'ocr_langs', value: 'rus' }],
    });

  const refused = await detectRussian();
  expect(refused.status).toBe(400);
  expect(jsonOf<{ detail: string }>(refused).detail).toMatch(/'rus'.*Settings/);

  await row.getByTestId('ocr-language-file').setInputFiles({
    name: 'rus.traineddata.gz',
    mimeType: 'application/gzip',
    buffer: readFileSync(RUS_DATA),
  });
  await expect(row.getByTestId('ocr-language-status')).toHaveAttribute('data-source', 'added');
  await expect(row.getByTestId('ocr-language-status')).toContainText('rus.traineddata.gz');

  const read = await detectRussian();
  expect(read.status, read.text).toBe(200);
  const entities = jsonOf<DetectResponse>(read).detected_pii.entities;
  expect(entities.map((e) => e.entity_group)).toContain('EMAIL');

  await row.getByTestId('ocr-language-remove').click();
  await expect(row.getByTestId('ocr-language-status')).toHaveAttribute('data-source', 'missing');
  expect((await detectRussian()).status).toBe(400);
});
