import { request as httpRequest } from 'node:http';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server/serve';

/** Options of a small test server: one thread, no waiting line, 1 MB documents. */
export function testServeOptions(overrides: Partial<ServeOptions> = {}): ServeOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    workers: 1,
    queueLimit: 0,
    maxBytes: 1024 * 1024,
    requestTimeoutMs: 120_000,
    retryAfterSeconds: 5,
    thread: {},
    ...overrides,
  };
}

/** Starts a server on a free port and waits until its thread is ready. */
export async function startTestServer(
  keys: string,
  overrides: Partial<ServeOptions> = {},
): Promise<RunningServer & { url: string }> {
  const server = await startServer(testServeOptions(overrides), { OBSCURA_API_KEYS: keys });
  const url = `http://127.0.0.1:${server.port}`;
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ...server, url };
}

/** A multipart body with the PDF as `pdf` and text fields, as curl -F sends it. */
export function multipartForm(pdf: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('pdf', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/**
 * Starts a POST whose body is only partly sent, so the server has admitted it and is reading;
 * `finish` sends the rest and resolves with the status and body.
 */
export function startSlowUpload(
  url: string,
  path: string,
  headers: Record<string, string>,
  body: Uint8Array,
): { finish(): Promise<{ status: number; body: string }> } {
  const target = new URL(path, url);
  let resolveAnswer: (answer: { status: number; body: string }) => void = () => undefined;
  let rejectAnswer: (error: Error) => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const req = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.on('error', rejectAnswer);
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return {
    finish() {
      req.end(body.subarray(half));
      return answer;
    },
  };
}

/** Waits until `/readyz` reports `reserved` admitted requests. */
export async function waitForReserved(url: string, reserved: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const stats = (await fetch(`${url}/readyz`).then((r) => r.json())) as { reserved: number };
    if (stats.reserved === reserved) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the server never reported ${reserved} admitted requests`);
}
