import { Queue, Worker, type Job } from 'bullmq';
import type { WorkerSpec } from '../batch/batch-spec';
import { processFile, WORKER_NAME } from '../batch/file-job';
import type { ManifestEntry } from '../batch/manifest';
import { WorkerPool } from '../server/pool/worker-pool';
import { deadLetterName, redactUrl, redisConnection, whenReachable } from './connection';
import type { QueuedFailure, QueuedFile } from './queue-job';

/** Where the worker logs. */
interface WorkerIo {
  stderr: (text: string) => void;
}

/**
 * `obscura worker`: takes file jobs from the queue, `concurrency` at a time, each on a thread of
 * a local pool. A refused document completes its job (the refusal is its result); an internal
 * failure throws, so BullMQ tries again with back-off, and after the last try the job goes to the
 * dead-letter queue. A worker that dies mid-job holds a lock that expires after `lockSeconds`;
 * any live worker then takes the job again (BullMQ's stalled-job check).
 */
export async function runQueueWorker(
  spec: WorkerSpec,
  io: WorkerIo,
  stop: Promise<unknown>,
): Promise<number> {
  const connection = redisConnection(spec.queue.url);
  const dead = new Queue(deadLetterName(spec.queue.name), { connection });
  await whenReachable(dead.waitUntilReady(), spec.queue.url);
  const pool = new WorkerPool({ size: spec.concurrency, queueLimit: 0, thread: spec.thread });
  const worker = new Worker<QueuedFile, ManifestEntry>(
    spec.queue.name,
    async (job: Job<QueuedFile, ManifestEntry>) => {
      const entry = await processFile(job.data, (apiJob) => pool.run(apiJob));
      if (entry.outcome === 'failed') {
        const failure: QueuedFailure = { status: entry.status, error: entry.error ?? {} };
        throw new Error(JSON.stringify(failure));
      }
      return { ...entry, attempts: job.attemptsMade + 1 };
    },
    {
      connection,
      concurrency: spec.concurrency,
      lockDuration: spec.lockSeconds * 1000,
      stalledInterval: spec.stalledSeconds * 1000,
      // A job whose worker died twice is not retaken a third time: it fails (dead letter).
      maxStalledCount: 2,
    },
  );
  worker.on('active', (job) => io.stderr(`worker ${WORKER_NAME}: started ${job.data.input}\n`));
  worker.on('completed', (job, entry) =>
    io.stderr(`worker ${WORKER_NAME}: ${entry.outcome} ${job.data.input} (${entry.seconds} s)\n`),
  );
  worker.on('failed', (job, error) => {
    if (!job) return;
    const tries = job.opts.attempts ?? 1;
    const last = job.attemptsMade >= tries;
    io.stderr(
      `worker ${WORKER_NAME}: try ${job.attemptsMade} of ${tries} failed for ${job.data.input}` +
        `${last ? ' (to the dead-letter queue)' : ''}: ${error.message}\n`,
    );
    if (last) {
      void dead
        .add('dead', {
          ...job.data,
          reason: error.message,
          attempts: job.attemptsMade,
          jobId: job.id,
        })
        .catch((e: unknown) =>
          io.stderr(`worker ${WORKER_NAME}: dead-letter write failed: ${String(e)}\n`),
        );
    }
  });
  worker.on('error', (error) => io.stderr(`worker ${WORKER_NAME}: ${error.message}\n`));
  io.stderr(
    `worker ${WORKER_NAME}: taking jobs from '${spec.queue.name}' at ${redactUrl(spec.queue.url)}, ` +
      `${spec.concurrency} at a time\n`,
  );
  await stop;
  io.stderr(`worker ${WORKER_NAME}: stopping after the jobs in progress\n`);
  await worker.close();
  await pool.close();
  await dead.close();
  return 0;
}
