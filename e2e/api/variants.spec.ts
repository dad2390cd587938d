import { expect, test } from '@playwright/test';
import type { DetectResponse } from '../../src/core/contract/types';
import {
  type FormFieldSpec,
  callApi,
  jsonOf,
  openApp,
  pdfField,
  toBase64,
} from './fixtures/api-client';
import { generatedFile } from './fixtures/corpus';
import { nodeDetect } from './fixtures/node-reference';

// The decisions accept list fields in several forms; each must give the same entities as the
// core given the same tags in Node.
let letter: Uint8Array;
test.beforeAll(async () => {
  letter = await generatedFile('letter-a4.pdf');
});

/** The entity tags an answer carries, sorted and deduplicated. */
const groupsOf = (body: DetectResponse) =>
  [...new Set(body.detected_pii.entities.map((e) => e.entity_group))].sort();

test('multipart lists: repeated fields, comma string, JSON array string, query string', async ({
  page,
}) => {
  const key = await openApp(page);
  const options = { path: 'letter.pdf', forceOcr: true, rotatedText: true };
  const expected = await nodeDetect(letter, { ...options, tags: ['EMAIL', 'PHONE'] });
  expect(groupsOf(expected)).toEqual(['EMAIL', 'PHONE']);
  const file = pdfField(letter, 'letter.pdf');
  const variants: { name: string; path: string; fields: FormFieldSpec[] }[] = [
    {
      name: 'repeated fields',
      path: '/api/detect/pii/file/pdf',
      fields: [file, { name: 'tags', value: 'EMAIL' }, { name: 'tags', value: 'PHONE' }],
    },
    {
      name: 'comma string',
      path: '/api/detect/pii/file/pdf',
      fields: [file, { name: 'tags', value: 'EMAIL, PHONE' }],
    },
    {
      name: 'JSON array string',
      path: '/api/detect/pii/file/pdf',
      fields: [file, { name: 'tags', value: '["EMAIL","PHONE"]' }],
    },
    {
      name: 'query string',
      path: '/api/detect/pii/file/pdf?tags=EMAIL&tags=PHONE',
      fields: [file],
    },
    {
      name: 'query comma string',
      path: '/api/detect/pii/file/pdf?tags=EMAIL,PHONE',
      fields: [file],
    },
    {
      name: 'form wins over query',
      path: '/api/detect/pii/file/pdf?tags=SSN',
      fields: [file, { name: 'tags', value: 'EMAIL,PHONE' }],
    },
  ];
  for (const variant of variants) {
    const answer = await callApi(page, { path: variant.path, key, form: variant.fields });
    expect(answer.status, variant.name).toBe(200);
    expect(jsonOf<DetectResponse>(answer).detected_pii, variant.name).toEqual(
      expected.detected_pii,
    );
  }
  // ocr_langs and booleans take the same forms; a bad language is named in a 422.
  const langs = await callApi(page, {
    path: '/api/detect/pii/file/pdf?ocr_langs=eng',
    key,
    form: [
      file,
      { name: 'ocr_langs', value: 'ENG,deu' },
      { name: 'force_ocr', value: 'No' },
      { name: 'rotated_text', value: 'off' },
    ],
  });
  expect(langs.status).toBe(200);
  expect(jsonOf<DetectResponse>(langs).detected_pii.entities).toEqual(
    (await nodeDetect(letter, { path: 'letter.pdf', ocrLangs: ['eng', 'deu'] })).detected_pii
      .entities,
  );
  const badLang = await callApi(page, {
    path: '/api/detect/pii/file/pdf?ocr_langs=eng,xx',
    key,
    form: [file],
  });
  expect(badLang.status).toBe(422);
  expect(JSON.stringify(jsonOf(badLang))).toContain('xx');
});

test('base64 with a data: prefix and with line breaks', async ({ page }) => {
  const key = await openApp(page);
  const expected = await nodeDetect(letter);
  const plain = toBase64(letter);
  const wrapped = plain.replace(/.{76}/g, '$&\r\n');
  expect(wrapped).toContain('\n');
  for (const pdf of [
    `data:application/pdf;base64,${plain}`,
    wrapped,
    `data:application/pdf;base64,${wrapped}\n`,
  ]) {
    const answer = await callApi(page, { path: '/api/detect/pii/pdf', key, json: { pdf } });
    expect(answer.status).toBe(200);
    expect(jsonOf<DetectResponse>(answer).detected_pii).toEqual(expected.detected_pii);
  }
});
