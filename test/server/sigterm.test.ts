import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { base64, buildSamplePdf } from '../unit/api/api-kit';
import { startSlowUpload, waitForReserved } from './server-kit';

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** Resolves with the port once the server logs that it listens. */
function listeningPort(proc: ChildProcess, log: { text: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    proc.stderr!.on('data', (chunk: Buffer) => {
      log.text += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(log.text);
      if (match) resolve(Number(match[1]));
    });
    proc.once('exit', (code) => reject(new Error(`serve exited (${code}): ${log.text}`)));
  });
}

describe('obscura serve on SIGTERM', () => {
  it('stops accepting, finishes the request in progress, then exits 0', async () => {
    const log = { text: '' };
    child = spawn(process.execPath, ['bin/obscura.mjs', 'serve', '--port', '0', '--workers', '1'], {
      env: { ...process.env, OBSCURA_API_KEYS: 'term-key' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    const url = `http://127.0.0.1:${await listeningPort(child, log)}`;
    for (let i = 0; i < 600; i++) {
      if ((await fetch(`${url}/readyz`)).ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const body = new TextEncoder().encode(JSON.stringify({ pdf: base64(await buildSamplePdf()) }));
    const inFlight = startSlowUpload(
      url,
      '/api/detect/pii/pdf',
      { 'x-api-key': 'term-key', 'content-type': 'application/json' },
      body,
    );
    await waitForReserved(url, 1);
    child.kill('SIGTERM');
    // New connections are refused once the listener is closed.
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = await fetch(`${url}/healthz`).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toBe(true);
    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('detected_pii.entities');
    expect(await exited).toBe(0);
    expect(log.text).toMatch(/SIGTERM received[\s\S]*stopped/);
  });
});
