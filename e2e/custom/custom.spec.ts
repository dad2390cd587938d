import { expect, test } from '@playwright/test';
import type { AnonymizeResponse } from '../../src/core/contract/types';
import { replyWith, startChatServer } from '../../test/unit/custom/chat-server';
import { buildCustomPdf } from '../../test/unit/custom/custom-kit';
import { callApi, jsonOf, openApp, toBase64 } from '../api/fixtures/api-client';
import { readPdfText } from '../fixtures/pdf-text';
import { ReviewPage } from '../fixtures/review-page';

const PROMPT = 'remove every mention of "Project Falcon" and the codes /AB-\\d+/';
/** What the prompt asks for in the two-page fixture, in document order. */
const REQUESTED = ['Project Falcon', 'AB-1234', 'AB-99', 'PROJECT FALCON', 'Projéct Falcon'];
/** Look-alikes and other data that must stay. */
const KEPT = ['Falconry', 'falcons', 'Alpha', 'Maria Lopez', '12/03/1980', 'Al Jones'];

/** The text of a PDF with whitespace runs as one space. */
async function flatText(bytes: Uint8Array): Promise<string> {
  return (await readPdfText(bytes)).text.replace(/\s+/g, ' ');
}

test('the custom endpoint redacts the requested terms on every page, and nothing else', async ({
  page,
}) => {
  const key = await openApp(page);
  const pdf = await buildCustomPdf();
  const answer = await callApi(page, {
    path: '/api/anonymize/custom/pdf',
    key,
    json: { pdf: toBase64(pdf), prompt: PROMPT },
  });
  expect(answer.status, answer.text).toBe(200);
  const body = jsonOf<AnonymizeResponse>(answer);
  const entities = body.detected_pii.entities;
  expect(entities.map((e) => e.word)).toEqual(REQUESTED);
  expect(new Set(entities.map((e) => e.entity_group))).toEqual(new Set(['CUSTOM']));
  expect(new Set(entities.flatMap((e) => e.boxes.map((b) => b.page)))).toEqual(new Set([1, 2]));
  expect(body.detected_pii.exception).toBe('');
  const out = Buffer.from(body.pdf, 'base64');
  const { pageCount } = await readPdfText(new Uint8Array(out));
  expect(pageCount).toBe(2);
  const text = await flatText(new Uint8Array(out));
  expect(text).not.toMatch(/proj[eé]ct falcon\b|AB-\d/i);
  for (const word of KEPT) expect(text).toContain(word);
});

test('the custom endpoint names a missing prompt in a 422', async ({ page }) => {
  const key = await openApp(page);
  const answer = await callApi(page, {
    path: '/api/anonymize/custom/pdf',
    key,
    json: { pdf: toBase64(await buildCustomPdf()) },
  });
  expect(answer.status).toBe(422);
  expect(jsonOf(answer)).toMatchObject({
    detail: [{ loc: ['body', 'prompt'], msg: 'Field required', type: 'missing' }],
  });
});

test('the custom instruction box adds the requested terms to the review and the export', async ({
  page,
}) => {
  const app = new ReviewPage(page);
  await app.goto();
  await app.openPdf('notes.pdf', await buildCustomPdf());
  await expect(app.downloadJsonButton).toBeEnabled();
  await app.openTool('instruction');
  await page.getByTestId('custom-prompt').fill(PROMPT);
  await page.getByTestId('custom-run').click();
  await expect(page.getByTestId('custom-message')).toHaveText('5 matches redacted as CUSTOM.');
  const json = await app.exportedJson();
  const custom = json.entities.filter((e) => e.entity_group === 'CUSTOM').map((e) => e.word);
  expect(custom.sort()).toEqual([...REQUESTED].sort());
  const pdf = await app.download(app.downloadPdfButton);
  const text = await flatText(pdf.bytes);
  expect(text).not.toMatch(/proj[eé]ct falcon\b|AB-\d/i);
  expect(text).toContain('Falconry');
});

test('Settings warns before a chat endpoint that is not on this machine is saved', async ({
  page,
}) => {
  await page.goto('/#/settings');
  await page.getByTestId('way-chat').check();
  await page.getByTestId('chat-model').fill('llama3.1');
  await expect(page.getByTestId('chat-remote-warning')).toHaveCount(0);
  await expect(page.getByTestId('way-save')).toBeEnabled();
  await page.getByTestId('chat-url').fill('https://llm.example.com/v1');
  await expect(page.getByTestId('chat-remote-warning')).toContainText(
    'llm.example.com is not on this machine',
  );
  await expect(page.getByTestId('way-save')).toBeDisabled();
  await page.getByTestId('chat-remote-ack').check();
  await expect(page.getByTestId('way-save')).toBeEnabled();
});

test('a chat endpoint on this machine reads the prompt; its failure is a 502 LLM_CALL_ERROR', async ({
  page,
}) => {
  let answer = '{"spans": [{"text": "Maria Lopez", "label": "patient"}]}';
  const server = await startChatServer((_n, _req, res) => replyWith(res, answer));
  try {
    const key = await openApp(page);
    await page.getByTestId('way-chat').check();
    await page.getByTestId('chat-url').fill(server.baseUrl);
    await page.getByTestId('chat-model').fill('test-model');
    await expect(page.getByTestId('chat-remote-warning')).toHaveCount(0);
    await page.getByTestId('way-save').click();
    // The page's connect-src gains the endpoint's origin when the app shell is served again.
    await page.reload();
    await expect(page.locator('[data-testid="api-status"]')).toHaveAttribute('data-state', 'ready');
    const pdf = toBase64(await buildCustomPdf());
    const ok = await callApi(page, {
      path: '/api/anonymize/custom/pdf',
      key,
      json: { pdf, prompt: 'the patient' },
    });
    expect(ok.status, ok.text).toBe(200);
    const body = jsonOf<AnonymizeResponse>(ok);
    expect(body.detected_pii.entities.map((e) => [e.entity_group, e.word])).toEqual([
      ['CUSTOM', 'Maria Lopez'],
    ]);
    expect(server.requests.length).toBe(2);
    expect(await flatText(new Uint8Array(Buffer.from(body.pdf, 'base64')))).not.toContain('Lopez');

    answer = 'Sorry, I cannot help.';
    const failed = await callApi(page, {
      path: '/api/anonymize/custom/pdf',
      key,
      json: { pdf, prompt: 'the patient' },
    });
    expect(failed.status).toBe(502);
    const error = jsonOf<{ error_code: string; message: string }>(failed);
    expect(error.error_code).toBe('LLM_CALL_ERROR');
    expect(error.message).toContain('did not answer with the requested JSON list of spans');
  } finally {
    await server.close();
  }
});
