import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../src/core/api/handle-request';
import type { ApiHttpResponse, ApiSettings } from '../../src/core/api/http';
import { decodeBase64 } from '../../src/core/contract/base64';
import {
  base64,
  buildSamplePdf,
  coreRunner,
  filePart,
  jsonRequest,
  multipartRequest,
} from '../unit/api/api-kit';
import { multipartForm, startTestServer } from './server-kit';

// The server and the service worker answer through the same handler; these tests send the same
// inputs over HTTP and straight to handleApiRequest (with an in-process runner, as the service
// worker's engine tab runs the core) and require the same status, headers and body.

const KEY = 'server-parity-key';
const MAX_BYTES = 1024 * 1024;
const SETTINGS: ApiSettings = {
  apiKey: KEY,
  maxBytes: MAX_BYTES,
  limits: { maxPages: 0, pageTimeLimitMs: 0 },
};
const work = mkdtempSync(join(tmpdir(), 'obscura-parity-'));

let server: Awaited<ReturnType<typeof startTestServer>>;
let pdf: Uint8Array;

beforeAll(async () => {
  pdf = await buildSamplePdf();
  server = await startTestServer(KEY, { maxBytes: MAX_BYTES });
});
afterAll(async () => server?.shutdown());

/** Timings differ from run to run; everything else must not. */
function withoutTimings(body: Record<string, unknown>): Record<string, unknown> {
  const time = body.processing_time as
    { total: number; stages: Record<string, number> } | undefined;
  if (!time) return body;
  return { ...body, processing_time: { stages: Object.keys(time.stages).sort() } };
}

/** The text of a PDF, by pdftotext. */
function pdfText(bytes: Uint8Array, name: string): string {
  const file = join(work, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Compares a JSON answer of the server with the handler's; anonymized PDFs by their text. */
async function expectSameJson(server: Response, direct: ApiHttpResponse): Promise<void> {
  expect(server.status).toBe(direct.status);
  expect(server.headers.get('content-type')).toBe(direct.headers['content-type']);
  const a = (await server.json()) as Record<string, unknown>;
  const b = JSON.parse(String(direct.body)) as Record<string, unknown>;
  if (typeof a.pdf === 'string' && typeof b.pdf === 'string') {
    const served = decodeBase64(a.pdf);
    const made = decodeBase64(b.pdf);
    expect(served && made).toBeTruthy();
    expect(pdfText(served!, 'server.pdf')).toBe(pdfText(made!, 'direct.pdf'));
    delete a.pdf;
    delete b.pdf;
  }
  expect(withoutTimings(a)).toEqual(withoutTimings(b));
}

const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
const post = (path: string, init: RequestInit) =>
  fetch(`${server.url}${path}`, { method: 'POST', ...init });

describe('obscura serve answers as the service worker does', () => {
  it('POST /api/detect/pii/pdf', async () => {
    const body = { pdf: base64(pdf), tags: ['EMAIL', 'PERSON_NAME'] };
    const direct = await handleApiRequest(
      jsonRequest('/api/detect/pii/pdf', body, { 'x-api-key': KEY }),
      SETTINGS,
      coreRunner,
    );
    const answer = await post('/api/detect/pii/pdf', { headers, body: JSON.stringify(body) });
    await expectSameJson(answer, direct);
    expect(JSON.stringify(direct.body)).toContain('john.smith@example.com');
  });

  it('POST /api/detect/pii/file/pdf', async () => {
    const direct = await handleApiRequest(
      multipartRequest(
        '/api/detect/pii/file/pdf',
        [
          ['pdf', filePart(pdf, 'letter.pdf')],
          ['force_ocr', 'false'],
        ],
        { 'x-api-key': KEY },
      ),
      SETTINGS,
      coreRunner,
    );
    const answer = await post('/api/detect/pii/file/pdf', {
      headers: { 'x-api-key': KEY },
      body: multipartForm(pdf, 'letter.pdf', { force_ocr: 'false' }),
    });
    await expectSameJson(answer, direct);
  });

  it('POST /api/anonymize/pdf', async () => {
    const body = { pdf: base64(pdf) };
    const direct = await handleApiRequest(
      jsonRequest('/api/anonymize/pdf', body, { 'x-api-key': KEY }),
      SETTINGS,
      coreRunner,
    );
    const answer = await post('/api/anonymize/pdf', { headers, body: JSON.stringify(body) });
    await expectSameJson(answer, direct);
  });

  it('POST /api/anonymize/custom/pdf', async () => {
    const body = { pdf: base64(pdf), prompt: 'e-mail addresses' };
    const direct = await handleApiRequest(
      jsonRequest('/api/anonymize/custom/pdf', body, { 'x-api-key': KEY }),
      SETTINGS,
      coreRunner,
    );
    const answer = await post('/api/anonymize/custom/pdf', { headers, body: JSON.stringify(body) });
    await expectSameJson(answer, direct);
  });

  it('POST /api/anonymize/file/pdf gives the same PDF download', async () => {
    const direct = await handleApiRequest(
      multipartRequest('/api/anonymize/file/pdf', [['pdf', filePart(pdf, 'letter.pdf')]], {
        'x-api-key': KEY,
      }),
      SETTINGS,
      coreRunner,
    );
    const answer = await post('/api/anonymize/file/pdf', {
      headers: { 'x-api-key': KEY },
      body: multipartForm(pdf, 'letter.pdf'),
    });
    expect(answer.status).toBe(200);
    expect(direct.status).toBe(200);
    for (const name of ['content-type', 'content-disposition', 'cache-control']) {
      expect(answer.headers.get(name)).toBe(direct.headers[name]);
    }
    const served = new Uint8Array(await answer.arrayBuffer());
    expect(pdfText(pdf, 'input.pdf')).toContain('john.smith@example.com');
    const text = pdfText(served, 'served.pdf');
    expect(text).not.toContain('john.smith@example.com');
    expect(text).toBe(pdfText(direct.body as Uint8Array, 'direct-file.pdf'));
  });

  it.each([
    ['401, no key', '/api/detect/pii/pdf', {}, { pdf: 'x' }],
    ['401, wrong key', '/api/detect/pii/pdf', { 'x-api-key': 'wrong' }, { pdf: 'x' }],
    ['422, pdf missing', '/api/anonymize/pdf', { 'x-api-key': KEY }, { tags: ['EMAIL'] }],
    [
      '422, unknown tag and bad base64',
      '/api/detect/pii/pdf',
      { 'x-api-key': KEY },
      { pdf: '@@', tags: ['NOPE'] },
    ],
    [
      '415, not a PDF',
      '/api/detect/pii/pdf',
      { 'x-api-key': KEY },
      { pdf: base64(new TextEncoder().encode('hello there')) },
    ],
    ['404, unknown path', '/api/nothing', { 'x-api-key': KEY }, {}],
  ])('%s: same status and body', async (_name, path, keyHeader, body) => {
    const direct = await handleApiRequest(jsonRequest(path, body, keyHeader), SETTINGS, coreRunner);
    const answer = await post(path, {
      headers: { ...keyHeader, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await expectSameJson(answer, direct);
  });

  it('413 for a PDF over the size limit, read or declared', async () => {
    const big = new Uint8Array(MAX_BYTES + 10);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    // Declared in Content-Length and over the body limit: refused unread.
    const huge = new Uint8Array(2 * MAX_BYTES + 2 * 1024 * 1024);
    const refused = await post('/api/anonymize/file/pdf', {
      headers: { 'x-api-key': KEY },
      body: multipartForm(huge, 'huge.pdf'),
    });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/MB/);
    // Within the body limit but over the PDF limit: the handler's own 413, as in the service worker.
    const direct = await handleApiRequest(
      multipartRequest('/api/anonymize/file/pdf', [['pdf', filePart(big, 'big.pdf')]], {
        'x-api-key': KEY,
      }),
      SETTINGS,
      coreRunner,
    );
    const answer = await post('/api/anonymize/file/pdf', {
      headers: { 'x-api-key': KEY },
      body: multipartForm(big, 'big.pdf'),
    });
    await expectSameJson(answer, direct);
    expect(answer.status).toBe(413);
  });

  it('413 while streaming a body sent without a length', async () => {
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far past the limit; the server stops keeping bytes at the limit.
        if (sent >= 6 * MAX_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${server.url}/api/anonymize/pdf`, {
      method: 'POST',
      headers,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { detail: string }).detail).toMatch(
      /request body is at least/,
    );
  });
});
