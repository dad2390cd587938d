import { expect, test } from '@playwright/test';
import type { AnonymizeResponse } from '../../src/core/contract/types';
import { buildFormLeakFixture, FORM_LEAK } from '../../test/fixtures/hostile/ink-leaks-fixture';
import { folded, pdftotext, tesseractOfRender } from '../../test/setup/native-tools';
import { callApi, jsonOf, openApp, toBase64 } from './fixtures/api-client';

// Issue 14, leak 1, in the browser: the worker reads form fields with the same pdf.js adapter as
// Node (engines/pdfjs/annotation-text.ts), so a centred multi-line field and a right-aligned one
// are redacted where their appearances draw them, through the local API as through the CLI.
test('POST /api/anonymize/pdf: filled form fields leave no readable value in the output', async ({
  page,
}) => {
  const input = await buildFormLeakFixture();
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/anonymize/pdf',
    key,
    json: { pdf: toBase64(input) },
  });
  expect(answer.status).toBe(200);
  const body = jsonOf<AnonymizeResponse>(answer);
  const words = body.detected_pii.entities.map((e) => e.word).join(' | ');
  for (const secret of FORM_LEAK.secrets) expect(words).toContain(secret);

  const output = new Uint8Array(Buffer.from(body.pdf, 'base64'));
  const text = pdftotext(output);
  expect(text).toContain('Application form');
  const seen = tesseractOfRender(output);
  expect(seen).toContain('Application form');
  for (const secret of FORM_LEAK.secrets) {
    expect(folded(text)).not.toContain(folded(secret));
    expect(folded(seen)).not.toContain(folded(secret));
  }
  expect(folded(seen)).not.toMatch(/okafor|bennett|555-?0199/);
});
