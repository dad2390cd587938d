import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, buildSamplePdf } from '../unit/api/api-kit';
import { startTestServer, startSlowUpload, waitForReserved } from './server-kit';

// One server, one thread and no waiting line (capacity 1), keys from a file rotated on the fly.
const work = mkdtempSync(join(tmpdir(), 'obscura-serve-ops-'));
const keysFile = join(work, 'keys.txt');

let server: Awaited<ReturnType<typeof startTestServer>>;
let pdf: Uint8Array;

beforeAll(async () => {
  pdf = await buildSamplePdf();
  writeFileSync(keysFile, '# rotated by the tests\nfile-key-1\n');
  server = await startTestServer('env-key', { apiKeysFile: keysFile });
});
afterAll(async () => server?.shutdown());

/** A request that passes the key check and fails validation (422): cheap proof of admission. */
const probe = (key: string) =>
  fetch(`${server.url}/api/detect/pii/pdf`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: '{}',
  }).then((r) => r.status);

describe('obscura serve operations', () => {
  it('healthz, readyz and the OpenAPI document', async () => {
    expect(await fetch(`${server.url}/healthz`).then((r) => r.json())).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', readyThreads: 1, capacity: 1 });
    const openapi = (await fetch(`${server.url}/api/openapi.json`).then((r) => r.json())) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).toContain('/api/anonymize/file/pdf');
  });

  it('keys from the environment and the file; the file is re-read when it changes', async () => {
    expect(await probe('env-key')).toBe(422);
    expect(await probe('file-key-1')).toBe(422);
    expect(await probe('file-key-2')).toBe(401);
    // Rotation as operators do it: write a new file, rename it over the old one.
    writeFileSync(join(work, 'keys.new'), 'file-key-2, file-key-3\n');
    renameSync(join(work, 'keys.new'), keysFile);
    expect(await probe('file-key-1')).toBe(401);
    expect(await probe('file-key-2')).toBe(422);
    expect(await probe('file-key-3')).toBe(422);
    expect(await probe('env-key')).toBe(422);
  });

  it('503 with Retry-After when the pool and its queue are full, then room again', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ pdf: base64(pdf) }));
    const slow = startSlowUpload(
      server.url,
      '/api/detect/pii/pdf',
      { 'x-api-key': 'env-key', 'content-type': 'application/json' },
      body,
    );
    await waitForReserved(server.url, 1);
    const busy = await fetch(`${server.url}/api/detect/pii/pdf`, {
      method: 'POST',
      headers: { 'x-api-key': 'env-key', 'content-type': 'application/json' },
      body,
    });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(((await busy.json()) as { detail: string }).detail).toMatch(/busy/);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    // A stranger is still told about the key, not about the load.
    expect(await probe('nobody')).toBe(401);
    const done = await slow.finish();
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toHaveProperty('detected_pii.entities');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('metrics in Prometheus text: requests, durations, pages, pool, failures', async () => {
    const text = await fetch(`${server.url}/metrics`).then((r) => r.text());
    expect(text).toMatch(
      /obscura_http_requests_total\{route="\/api\/detect\/pii\/pdf",status="200"\} 1/,
    );
    expect(text).toMatch(
      /obscura_http_requests_total\{route="\/api\/detect\/pii\/pdf",status="503"\} 1/,
    );
    expect(text).toMatch(
      /obscura_http_request_duration_seconds_count\{route="\/api\/detect\/pii\/pdf"\}/,
    );
    expect(text).toMatch(/obscura_pages_processed_total\{operation="detect"\} 1/);
    expect(text).toMatch(
      /obscura_request_failures_total\{route="\/api\/detect\/pii\/pdf",reason="busy"\} 1/,
    );
    expect(text).toMatch(/obscura_pool_queue_depth 0/);
    expect(text).toMatch(/obscura_pool_threads 1/);
    expect(text).toMatch(/obscura_process_resident_memory_bytes/);
  });
});

describe('obscura serve per-request time limit', () => {
  let limited: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    limited = await startTestServer('k', { requestTimeoutMs: 30 });
  });
  afterAll(async () => limited?.shutdown());

  it('504 with a sentence when a request runs past the limit; the thread is replaced', async () => {
    const answer = await fetch(`${limited.url}/api/anonymize/pdf`, {
      method: 'POST',
      headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
      body: JSON.stringify({ pdf: base64(pdf) }),
    });
    expect(answer.status).toBe(504);
    expect(((await answer.json()) as { detail: string }).detail).toMatch(
      /longer than this server's limit of 0.03 s/,
    );
    // The stopped thread is replaced: the server becomes ready again.
    let ready = false;
    for (let i = 0; i < 300 && !ready; i++) {
      ready = (await fetch(`${limited.url}/readyz`)).status === 200;
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(true);
  });
});
