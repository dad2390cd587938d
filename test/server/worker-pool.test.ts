import { afterEach, describe, expect, it } from 'vitest';
import type { ApiJob } from '../../src/core/api/http';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { toFailure } from '../../src/core/contract/failure';
import { PoolFullError, JobTimeoutError } from '../../src/server/pool/pool-errors';
import { WorkerPool } from '../../src/server/pool/worker-pool';

// A stand-in thread (no engines, starts in milliseconds) that follows the pool's protocol: the
// prompt says what to do, so the pool's own behaviour is tested without the pipeline's cost.
const THREAD = `
import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, job }) => {
  if (job.prompt === 'crash') process.exit(3);
  if (job.prompt === 'hang') return;
  if (job.prompt === 'refuse') {
    parentPort.postMessage({ id, ok: false, failure: { kind: 'not-pdf', message: 'Not a PDF.' } });
    return;
  }
  const result = { detected_pii: { path: 'memory', entities: [], exception: '', json: '' }, processing_time: { total: 0, stages: {} } };
  setTimeout(() => parentPort.postMessage({ id, ok: true, result, pages: job.pdf.length, seconds: 0.01 }), 20);
});
`;
const start = { url: new URL(`data:text/javascript,${encodeURIComponent(THREAD)}`), execArgv: [] };

const job = (prompt: string, pages = 1): ApiJob => ({
  operation: 'custom',
  pdf: new Uint8Array(pages),
  options: DEFAULT_ANONYMIZE_OPTIONS,
  prompt,
});

let pool: WorkerPool | undefined;
afterEach(async () => pool?.destroy());

describe('WorkerPool', () => {
  it('runs jobs on its threads and reports the page count', async () => {
    pool = new WorkerPool({ size: 2, queueLimit: 4, thread: {}, start });
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => pool!.run(job('ok', n))));
    expect(outcomes.map((o) => o.pages)).toEqual([1, 2, 3, 4, 5]);
    expect(pool.stats()).toMatchObject({ size: 2, busy: 0, queued: 0, reserved: 0, capacity: 6 });
  });

  it('refuses work past threads + queue limit, and admits again when a slot frees', async () => {
    pool = new WorkerPool({ size: 1, queueLimit: 1, thread: {}, start });
    const slot = pool.reserve();
    const queued = pool.run(job('ok'));
    expect(slot).toBeDefined();
    expect(pool.reserve()).toBeUndefined();
    await expect(pool.run(job('ok'))).rejects.toBeInstanceOf(PoolFullError);
    slot!.release();
    await queued;
    expect(pool.hasRoom()).toBe(true);
  });

  it('a crashed thread fails its job (crashed) and is replaced', async () => {
    pool = new WorkerPool({ size: 1, queueLimit: 2, thread: {}, start });
    const lost = pool.run(job('crash'));
    await expect(lost).rejects.toThrow(/stopped unexpectedly \(exit code 3\)/);
    expect(toFailure(await lost.catch((e: unknown) => e)).kind).toBe('crashed');
    expect((await pool.run(job('ok', 2))).pages).toBe(2);
  });

  it('a job past its time limit is stopped; its thread is replaced', async () => {
    pool = new WorkerPool({ size: 1, queueLimit: 1, thread: {}, start });
    await expect(pool.run(job('hang'), { timeoutMs: 100 })).rejects.toBeInstanceOf(JobTimeoutError);
    expect((await pool.run(job('ok', 3))).pages).toBe(3);
  });

  it('refusals come back as the core error that maps to their status', async () => {
    pool = new WorkerPool({ size: 1, queueLimit: 0, thread: {}, start });
    const error = await pool.run(job('refuse')).catch((e: unknown) => e);
    expect(toFailure(error)).toEqual({ kind: 'not-pdf', message: 'Not a PDF.' });
  });

  it('close() lets admitted jobs finish before the threads stop', async () => {
    pool = new WorkerPool({ size: 1, queueLimit: 2, thread: {}, start });
    const running = [pool.run(job('ok', 1)), pool.run(job('ok', 2))];
    const closed = pool.close();
    await expect(pool.run(job('ok'))).rejects.toThrow(/shutting down/);
    expect((await Promise.all(running)).map((o) => o.pages)).toEqual([1, 2]);
    await closed;
    pool = undefined;
  });
});
