import { expect, test } from '@playwright/test';
import { generatedFile } from './fixtures/corpus';

test('the URLs open their views, and the header links between them', async ({ page }) => {
  await page.goto('/#/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('api-key')).toHaveText(/^[A-Za-z0-9_-]{32}$/);
  await page.getByTestId('nav-more').locator('summary').click();
  await page.getByTestId('nav-api').click();
  await expect(page).toHaveURL(/#\/api$/);
  await expect(page.getByRole('heading', { name: 'Local API' })).toBeVisible();
  await expect(page.getByTestId('endpoint')).toHaveCount(4);
  await expect(page.getByTestId('fetch-example').first()).toContainText("'X-API-Key'");
  await page.getByTestId('nav-workspace').click();
  await expect(page.getByTestId('drop-zone')).toBeVisible();
});

test('the API page sends a request and shows the raw answer', async ({ page }) => {
  const letter = await generatedFile('letter-a4.pdf');
  await page.goto('/#/api');
  await expect(page.getByTestId('api-status')).toHaveAttribute('data-state', 'ready');
  const file = { name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from(letter) };
  await page.getByTestId('try-file').setInputFiles(file);
  await page.getByTestId('try-endpoint').selectOption('/api/detect/pii/file/pdf');
  await page.getByTestId('try-tags').fill('EMAIL, PHONE');
  await page.getByTestId('try-send').click();
  await expect(page.getByTestId('api-response-status')).toHaveText(/^200/);
  await expect(page.getByTestId('api-response-headers')).toContainText(
    'content-type: application/json',
  );
  const body = JSON.parse((await page.getByTestId('api-response-body').textContent())!) as {
    detected_pii: { path: string; entities: { entity_group: string }[] };
  };
  expect(body.detected_pii.path).toBe('letter.pdf');
  expect(new Set(body.detected_pii.entities.map((e) => e.entity_group))).toEqual(
    new Set(['EMAIL', 'PHONE']),
  );

  await page.getByTestId('try-endpoint').selectOption('/api/anonymize/file/pdf');
  await page.getByTestId('try-send').click();
  await expect(page.getByTestId('api-response-download')).toBeVisible();
  await expect(page.getByTestId('api-response-headers')).toContainText(
    'content-disposition: attachment',
  );
});
