import { expect, test } from '@playwright/test';
import type { AnonymizeResponse, DetectResponse } from '../../src/core/contract/types';
import { keptByBoth, readPdfText } from '../fixtures/pdf-text';
import { callApi, jsonOf, openApp, pdfField, toBase64 } from './fixtures/api-client';
import { generatedFile } from './fixtures/corpus';
import { nodeDetect } from './fixtures/node-reference';
import { openApiProblems } from './fixtures/openapi';

// Every endpoint answers what the OpenAPI document promises, with exactly the entities and boxes
// the core finds in Node for the same file and options.
let letter: Uint8Array;
test.beforeAll(async () => {
  letter = await generatedFile('letter-a4.pdf');
});

test('POST /api/detect/pii/pdf: valid body, entities as in Node', async ({ page }) => {
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/detect/pii/pdf',
    key,
    json: { pdf: toBase64(letter) },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('application/json');
  const body = jsonOf<DetectResponse>(answer);
  expect(openApiProblems('/api/detect/pii/pdf', 200, body)).toEqual([]);
  // The schema really constrains: a body without `detected_pii` fails it.
  expect(
    openApiProblems('/api/detect/pii/pdf', 200, { processing_time: body.processing_time }),
  ).not.toEqual([]);
  const expected = await nodeDetect(letter);
  expect(body.detected_pii.entities.length).toBeGreaterThan(5);
  expect(body.detected_pii).toEqual(expected.detected_pii);
});

test('POST /api/detect/pii/file/pdf: valid body, path is the file name, its defaults apply', async ({
  page,
}) => {
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/detect/pii/file/pdf',
    key,
    form: [pdfField(letter, 'letter.pdf')],
  });
  expect(answer.status).toBe(200);
  const body = jsonOf<DetectResponse>(answer);
  expect(openApiProblems('/api/detect/pii/file/pdf', 200, body)).toEqual([]);
  // This endpoint's contract defaults are force_ocr=true and rotated_text=true.
  const expected = await nodeDetect(letter, {
    path: 'letter.pdf',
    forceOcr: true,
    rotatedText: true,
  });
  expect(body.detected_pii).toEqual(expected.detected_pii);
});

test('POST /api/anonymize/pdf: valid body, entities as in Node, a PDF without their text', async ({
  page,
}) => {
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/anonymize/pdf',
    key,
    json: { pdf: toBase64(letter) },
  });
  expect(answer.status).toBe(200);
  const body = jsonOf<AnonymizeResponse>(answer);
  expect(openApiProblems('/api/anonymize/pdf', 200, body)).toEqual([]);
  const expected = await nodeDetect(letter);
  expect(body.detected_pii).toEqual(expected.detected_pii);
  const output = await readPdfText(new Uint8Array(Buffer.from(body.pdf, 'base64')));
  expect(output.pageCount).toBe(1);
  for (const entity of expected.detected_pii.entities)
    expect(output.text).not.toContain(entity.word);
  expect(keptByBoth(output, ['Dear'])).toEqual([]);
});

test('POST /api/anonymize/file/pdf: a PDF download without the detected text', async ({ page }) => {
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/anonymize/file/pdf',
    key,
    form: [pdfField(letter, 'client letter.pdf')],
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['content-disposition']).toBe(
    'attachment; filename="client letter-anonymized.pdf"',
  );
  const pdf = new Uint8Array(Buffer.from(answer.pdfBase64!, 'base64'));
  expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const output = await readPdfText(pdf);
  expect(output.pageCount).toBe(1);
  const expected = await nodeDetect(letter);
  expect(expected.detected_pii.entities.length).toBeGreaterThan(5);
  for (const entity of expected.detected_pii.entities)
    expect(output.text).not.toContain(entity.word);
  expect(keptByBoth(output, ['Dear'])).toEqual([]);
});
