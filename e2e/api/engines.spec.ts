import { expect, test } from '@playwright/test';
import { callApi, callApiAll, jsonOf, openApp, toBase64 } from './fixtures/api-client';
import { generatedFile } from './fixtures/corpus';
import { openApiProblems } from './fixtures/openapi';

test('503 when no app window can run the job (the engine page closed)', async ({ context }) => {
  const letter = await generatedFile('letter-a4.pdf');
  const app = await context.newPage();
  const key = await openApp(app);
  // A window the service worker controls but that runs no app code: the OpenAPI document itself.
  const other = await context.newPage();
  await other.goto('/api/openapi.json');
  await app.close();
  const started = Date.now();
  const answer = await callApi(other, {
    path: '/api/detect/pii/pdf',
    key,
    json: { pdf: toBase64(letter) },
  });
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBeDefined();
  const body = jsonOf<{ detail: string }>(answer);
  expect(body.detail).toMatch(/open the Obscura app/i);
  expect(openApiProblems('/api/detect/pii/pdf', 503, body)).toEqual([]);
  // The runner waits a short while for an engine to appear, not forever.
  expect(Date.now() - started).toBeLessThan(15_000);

  // Once an app window is open again, the same request is served.
  const again = await context.newPage();
  await openApp(again);
  const served = await callApi(other, {
    path: '/api/detect/pii/pdf',
    key,
    json: { pdf: toBase64(letter) },
  });
  expect(served.status).toBe(200);
});

test('a job whose engine window closes mid-job is run again on another window', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const bench = await generatedFile('bench-10.pdf');
  const first = await context.newPage();
  const key = await openApp(first);
  const second = await context.newPage();
  await openApp(second);
  const caller = await context.newPage();
  await caller.goto('/api/openapi.json');
  // Two long jobs at once: the least busy engine takes each, so both windows get one.
  const pending = callApiAll(caller, [
    { path: '/api/anonymize/pdf', key, json: { pdf: toBase64(bench) } },
    { path: '/api/anonymize/pdf', key, json: { pdf: toBase64(bench) } },
  ]);
  await first.waitForTimeout(300);
  await first.close();
  const answers = await pending;
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(
      jsonOf<{ detected_pii: { entities: unknown[] } }>(answer).detected_pii.entities.length,
    ).toBeGreaterThan(10);
  }
});
