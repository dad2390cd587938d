import { describe, expect, it } from 'vitest';
import { bodyByteLimit } from '../../../src/core/api/answer-before-body';
import {
  API_PATHS,
  type ApiJob,
  type ApiJobRunner,
  type ApiSettings,
} from '../../../src/core/api/http';
import { answerApiRequest } from '../../../src/sw/answer-api-request';
import { BodyTooLargeError, readBodyWithin } from '../../../src/sw/read-request';
import { API_KEY, buildSamplePdf, coreRunner } from '../api/api-kit';

const ORIGIN = 'http://localhost:4302';
const MAX_BYTES = 64 * 1024;
const settings = async (): Promise<ApiSettings> => ({ apiKey: API_KEY, maxBytes: MAX_BYTES });

/** A body stream that records how many chunks were pulled from it (none: never read). */
function countingStream(chunks: number, chunkBytes: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= chunks) {
          controller.close();
          return;
        }
        state.pulled++;
        controller.enqueue(new Uint8Array(chunkBytes).fill(0x41));
      },
      cancel() {
        state.cancelled = true;
      },
      // Nothing is pulled ahead: a chunk is produced only when the reader asks for it.
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** A real fetch Request with a streamed body (no Content-Length, as a chunked upload). */
function streamedRequest(path: string, headers: Record<string, string>, stream: ReadableStream) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

/** A runner that must never be reached. */
const unreachable: ApiJobRunner = {
  run: (job: ApiJob) => Promise.reject(new Error(`runner reached with ${job.operation}`)),
};

describe('service worker: key and length before the body', () => {
  it('answers a cross-origin form POST without a key 401 without reading its body', async () => {
    const { stream, state } = countingStream(1000, 64 * 1024);
    const request = streamedRequest(
      API_PATHS.detectFile,
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      stream,
    );
    const response = await answerApiRequest(request, settings, unreachable);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Invalid or missing API key' });
    expect(state.pulled).toBe(0);
    expect(request.bodyUsed).toBe(false);
  });

  it('answers a wrong key 401 and an unknown path 404 without reading', async () => {
    const a = countingStream(10, 1024);
    const wrongKey = streamedRequest(API_PATHS.detectFile, { 'x-api-key': 'nope' }, a.stream);
    expect((await answerApiRequest(wrongKey, settings, unreachable)).status).toBe(401);
    const b = countingStream(10, 1024);
    const unknown = streamedRequest('/api/nothing', { 'x-api-key': API_KEY }, b.stream);
    expect((await answerApiRequest(unknown, settings, unreachable)).status).toBe(404);
    expect(a.state.pulled + b.state.pulled).toBe(0);
  });

  it('refuses a declared Content-Length over the limit 413 without reading', async () => {
    const { stream, state } = countingStream(10, 1024);
    const declared = bodyByteLimit(MAX_BYTES) + 1;
    const request = streamedRequest(
      API_PATHS.detectBase64,
      { 'x-api-key': API_KEY, 'content-type': 'application/json', 'content-length': `${declared}` },
      stream,
    );
    const response = await answerApiRequest(request, settings, unreachable);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/request body is/);
    expect(state.pulled).toBe(0);
  });

  it('counts the bytes of a body without a length and stops at the limit (413)', async () => {
    const chunkBytes = 16 * 1024;
    const limit = bodyByteLimit(MAX_BYTES);
    const { stream, state } = countingStream(10_000, chunkBytes);
    const request = streamedRequest(
      API_PATHS.detectBase64,
      { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      stream,
    );
    expect(request.headers.get('content-length')).toBeNull();
    const response = await answerApiRequest(request, settings, unreachable);
    expect(response.status).toBe(413);
    // Read up to the first chunk past the limit (plus what the stream queued ahead), no further.
    expect(state.pulled * chunkBytes).toBeLessThanOrEqual(limit + 3 * chunkBytes);
    expect(state.pulled).toBeLessThan(10_000);
    expect(state.cancelled).toBe(true);
  });

  it('readBodyWithin returns a body under the limit whole, and throws past it', async () => {
    const small = streamedRequest('/x', {}, countingStream(3, 100).stream);
    expect((await readBodyWithin(small, 300)).byteLength).toBe(300);
    const big = streamedRequest('/x', {}, countingStream(4, 100).stream);
    await expect(readBodyWithin(big, 300)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('still serves an authorised multipart upload under the limit', async () => {
    const pdf = await buildSamplePdf();
    const form = new FormData();
    form.append(
      'pdf',
      new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      'letter.pdf',
    );
    const request = new Request(`${ORIGIN}${API_PATHS.detectFile}`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY },
      body: form,
    });
    const response = await answerApiRequest(
      request,
      async () => ({ apiKey: API_KEY, maxBytes: 5 * 1024 * 1024 }),
      coreRunner,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { detected_pii: { entities: { word: string }[] } };
    expect(body.detected_pii.entities.map((e) => e.word)).toContain('john.smith@example.com');
  });
});
