import { expect, test } from '@playwright/test';
import { recordForeignRequests } from '../fixtures/request-log';

test('the tiny model runs in the browser worker, offline, with aligned offsets', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreignRequests = recordForeignRequests(context, origin);
  const modelRequests: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/models/')) modelRequests.push(new URL(r.url()).pathname);
  });

  await page.goto('/#/settings');
  const models = page.getByTestId('models');
  await expect(models).toBeVisible();
  // The catalogue says what each model is before anything is downloaded.
  const english = page.getByTestId('model-Xenova-bert-base-NER');
  await expect(english).toContainText('MB');
  await expect(english).toContainText('licence MIT');
  await expect(page.getByTestId('download-Xenova-bert-base-NER')).toBeVisible();

  await page.getByTestId('use-tiny-ner').click();
  await expect(page.getByTestId('active-model')).toContainText('Tiny test model');

  const text = 'Dear José García,\nACME Corp ☃ met Bob in Paris.';
  await page.getByTestId('model-try-text').fill(text);
  await page.getByTestId('model-try').click();
  await expect(page.getByTestId('model-info')).toHaveAttribute('data-device', 'wasm');
  const rows = page.getByTestId('model-entity');
  await expect(rows).toHaveCount(4);
  const found = await rows.evaluateAll((items) =>
    items.map((li) => [li.dataset.tag, Number(li.dataset.start), Number(li.dataset.end)]),
  );
  expect(found.map(([tag, start, end]) => [tag, text.slice(Number(start), Number(end))])).toEqual([
    ['PERSON_NAME', 'José García'],
    ['ORGANIZATION', 'ACME Corp'],
    ['PERSON_NAME', 'Bob'],
    ['LOCATION', 'Paris'],
  ]);

  // The model came from the app's own origin; nothing went anywhere else (no hub, no CDN).
  expect(modelRequests).toContain('/models/tiny-ner/onnx/model_quantized.onnx');
  expect(foreignRequests()).toEqual([]);

  // Back to the built-in detector only.
  await page.getByRole('button', { name: 'Stop using it' }).click();
  await expect(page.getByTestId('active-model')).toContainText('built-in detector only');
});
