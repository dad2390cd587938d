import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../../src/batch/manifest';
import { deadLetterName, redisConnection } from '../../src/queue/connection';
import { runQueueWorker } from '../../src/queue/run-worker';
import { runCli } from '../cli/run-cli';
import { FIXTURE_BUILDERS } from '../fixtures';
import { startRedis } from './redis-server';

const work = mkdtempSync(join(tmpdir(), 'obscura-queue-'));
const inDir = join(work, 'in');
const out = join(work, 'out');
const emails = new Map<string, string[]>();
const children: ChildProcess[] = [];
let redis: Awaited<ReturnType<typeof startRedis>>;

/** A worker process with its log; resolves `ready` once it takes jobs. */
function startWorker(url: string) {
  const proc = spawn(
    process.execPath,
    [
      'bin/obscura.mjs',
      'worker',
      '--queue',
      url,
      '--concurrency',
      '1',
      '--lock-seconds',
      '2',
      '--stalled-seconds',
      '1',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(proc);
  const worker = { proc, log: '', exited: new Promise<number | null>((r) => proc.once('exit', r)) };
  proc.stderr!.on('data', (chunk: Buffer) => (worker.log += chunk.toString()));
  return worker;
}

async function until(condition: () => boolean, what: string, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 20; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  redis = await startRedis();
  mkdirSync(join(inDir, 'b'), { recursive: true });
  const letter = await FIXTURE_BUILDERS['letter-a4']();
  const multi = await FIXTURE_BUILDERS['multi-page']();
  const files: [string, typeof letter][] = [
    ['a1.pdf', letter],
    ['a2.pdf', multi],
    ['a3.pdf', letter],
    ['b/b1.pdf', multi],
    ['b/b2.pdf', letter],
    ['b/b3.pdf', multi],
  ];
  for (const [rel, fixture] of files) {
    writeFileSync(join(inDir, rel), fixture.pdf);
    emails.set(
      rel,
      fixture.truth.pii.filter((p) => p.tag === 'EMAIL').map((p) => p.text),
    );
  }
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await redis?.stop();
});

describe('obscura batch --queue with two obscura worker processes', () => {
  it('a worker killed mid-job loses nothing: every file done exactly once, outputs verified', async () => {
    const a = startWorker(redis.url);
    const b = startWorker(redis.url);
    await until(() => /taking jobs/.test(a.log) && /taking jobs/.test(b.log), 'both workers');

    const batch = runCli(
      'batch',
      inDir,
      '--out',
      out,
      '--queue',
      redis.url,
      '--plain',
      '--attempts',
      '3',
    );
    // Worker A is killed the moment it starts its first job.
    await until(() => /started /.test(a.log), 'worker A to start a job');
    a.proc.kill('SIGKILL');
    const killedInput = /started (\S+)/.exec(a.log)![1]!;
    const aPid = a.proc.pid;
    expect(await a.exited).toBe(null);

    const run = await batch;
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/6 done, 0 refused, 0 failed/);

    const entries = readFileSync(join(out, 'manifest.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ManifestEntry);
    // Exactly once each.
    expect(entries).toHaveLength(6);
    expect(new Set(entries.map((e) => e.input)).size).toBe(6);
    for (const entry of entries) expect(entry).toMatchObject({ outcome: 'done', status: 200 });
    // The job A was killed in was taken again by B.
    const retaken = entries.find((e) => e.input === killedInput)!;
    expect(retaken.worker).not.toMatch(new RegExp(`:${aPid}$`));
    expect(retaken.worker).toMatch(new RegExp(`:${b.proc.pid}$`));

    for (const [rel, secrets] of emails) {
      expect(secrets.length).toBeGreaterThan(0);
      const before = execFileSync('pdftotext', [join(inDir, rel), '-'], { encoding: 'utf8' });
      const after = execFileSync('pdftotext', [join(out, rel), '-'], { encoding: 'utf8' });
      for (const secret of secrets) {
        expect(before).toContain(secret);
        expect(after).not.toContain(secret);
      }
    }

    // Nothing left behind: no job waiting, running or failed; the dead-letter queue is empty.
    const connection = redisConnection(redis.url);
    const queue = new Queue('obscura', { connection });
    const dead = new Queue(deadLetterName('obscura'), { connection });
    const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'failed', 'completed');
    expect(counts).toMatchObject({ wait: 0, active: 0, delayed: 0, failed: 0, completed: 6 });
    expect(await dead.count()).toBe(0);
    await queue.close();
    await dead.close();

    // A re-run queues nothing: the manifest says every file is done.
    const again = await runCli('batch', inDir, '--out', out, '--queue', redis.url, '--plain');
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/6 of 6 files already finished/);

    b.proc.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  });
});

describe('the dead-letter queue', () => {
  it('a file that fails every try is reported failed and lands in <queue>-dead', async () => {
    const dlqIn = join(work, 'dlq-in');
    const dlqOut = join(work, 'dlq-out');
    mkdirSync(join(dlqIn, 'sub'), { recursive: true });
    writeFileSync(join(dlqIn, 'sub', 'x.pdf'), (await FIXTURE_BUILDERS['letter-a4']()).pdf);
    // A plain file where the output folder 'sub' must go: writing the output fails every time.
    mkdirSync(dlqOut);
    writeFileSync(join(dlqOut, 'sub'), 'in the way');
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const log: string[] = [];
    const worker = runQueueWorker(
      {
        queue: { url: redis.url, name: 'dlq' },
        concurrency: 1,
        thread: {},
        lockSeconds: 5,
        stalledSeconds: 5,
      },
      { stderr: (t) => log.push(t) },
      stopped,
    );
    const run = await runCli(
      'batch',
      dlqIn,
      '--out',
      dlqOut,
      '--queue',
      redis.url,
      '--queue-name',
      'dlq',
      '--attempts',
      '2',
      '--plain',
    );
    stop();
    expect(await worker).toBe(0);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/0 done, 0 refused, 1 failed/);
    const [entry] = readFileSync(join(dlqOut, 'manifest.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ManifestEntry);
    expect(entry).toMatchObject({
      input: join(dlqIn, 'sub', 'x.pdf'),
      outcome: 'failed',
      status: 500,
      attempts: 2,
    });
    expect(entry!.error).toMatchObject({ error_code: 'INTERNAL_ERROR' });
    expect(log.join('')).toMatch(/try 2 of 2 failed .* \(to the dead-letter queue\)/);
    const dead = new Queue(deadLetterName('dlq'), { connection: redisConnection(redis.url) });
    const letters = await dead.getJobs(['wait']);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.data).toMatchObject({ input: join(dlqIn, 'sub', 'x.pdf'), attempts: 2 });
    await dead.close();
  });
});
