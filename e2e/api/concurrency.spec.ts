import { expect, test } from '@playwright/test';
import type { AnonymizeResponse, DetectResponse } from '../../src/core/contract/types';
import {
  type ApiCall,
  callApiAll,
  jsonOf,
  openApp,
  pdfField,
  toBase64,
} from './fixtures/api-client';
import { generatedFile } from './fixtures/corpus';
import { nodeDetect } from './fixtures/node-reference';

test('20 requests sent at once are all answered correctly, none lost', async ({ page }) => {
  test.setTimeout(120_000);
  const key = await openApp(page);
  const letter = await generatedFile('letter-a4.pdf');
  const table = await generatedFile('table.pdf');
  const files = [
    { name: 'letter.pdf', bytes: letter, expected: await nodeDetect(letter) },
    { name: 'table.pdf', bytes: table, expected: await nodeDetect(table) },
  ];
  // Four endpoints times two files, mixed, twenty in all.
  const calls: { call: ApiCall; file: (typeof files)[number] }[] = [];
  for (let i = 0; i < 20; i++) {
    const file = files[i % 2]!;
    const kind = Math.floor(i / 2) % 4;
    const call: ApiCall =
      kind === 0
        ? { path: '/api/detect/pii/pdf', key, json: { pdf: toBase64(file.bytes) } }
        : kind === 1
          ? {
              path: '/api/detect/pii/file/pdf',
              key,
              form: [
                pdfField(file.bytes, file.name),
                { name: 'force_ocr', value: 'false' },
                { name: 'rotated_text', value: 'false' },
              ],
            }
          : kind === 2
            ? { path: '/api/anonymize/pdf', key, json: { pdf: toBase64(file.bytes) } }
            : { path: '/api/anonymize/file/pdf', key, form: [pdfField(file.bytes, file.name)] };
    calls.push({ call, file });
  }
  const answers = await callApiAll(
    page,
    calls.map((c) => c.call),
  );
  expect(answers).toHaveLength(20);
  answers.forEach((answer, i) => {
    const { call, file } = calls[i]!;
    expect(answer.status, `request ${i} to ${call.path}`).toBe(200);
    if (call.path === '/api/anonymize/file/pdf') {
      expect(Buffer.from(answer.pdfBase64!, 'base64').subarray(0, 5).toString('latin1')).toBe(
        '%PDF-',
      );
      return;
    }
    const body = jsonOf<DetectResponse | AnonymizeResponse>(answer);
    expect(body.detected_pii.entities, `request ${i} to ${call.path}`).toEqual(
      file.expected.detected_pii.entities,
    );
    if ('pdf' in body)
      expect(Buffer.from(body.pdf, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
