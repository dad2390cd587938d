import { expect, test } from '@playwright/test';
import { callApi, jsonOf, openApp, toBase64 } from './fixtures/api-client';
import { generatedFile } from './fixtures/corpus';

// The page limit saved in Settings is read by the service worker on every request.
test('the maximum pages set in Settings cuts API requests, and clearing it lifts the limit', async ({
  page,
}) => {
  const pdf = await generatedFile('multi-page.pdf');
  const key = await openApp(page);
  await page.getByTestId('max-pages').fill('1');
  await page.getByTestId('save-limits').click();
  await expect(page.getByTestId('limits-saved')).toBeVisible();
  const cut = await callApi(page, {
    path: '/api/detect/pii/pdf',
    key,
    json: { pdf: toBase64(pdf) },
  });
  expect(cut.status).toBe(200);
  const cutBody = jsonOf<{ detected_pii: { exception: string } }>(cut);
  expect(cutBody.detected_pii.exception).toContain('Pages 2-3 were not processed');

  await page.getByTestId('max-pages').fill('');
  await page.getByTestId('save-limits').click();
  await expect(page.getByTestId('limits-saved')).toBeVisible();
  const all = await callApi(page, {
    path: '/api/detect/pii/pdf',
    key,
    json: { pdf: toBase64(pdf) },
  });
  expect(all.status).toBe(200);
  const allBody = jsonOf<{ detected_pii: { exception: string } }>(all);
  expect(allBody.detected_pii.exception).not.toContain('not processed');
});
