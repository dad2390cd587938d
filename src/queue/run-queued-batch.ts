import { Queue, QueueEvents, type Job } from 'bullmq';
import type { BatchSpec } from '../batch/batch-spec';
import { appendManifest, type ManifestEntry } from '../batch/manifest';
import type { BatchPlan, PlannedFile } from '../batch/plan-batch';
import { BatchProgress, summarize, type ProgressSink } from '../batch/progress';
import { redactUrl, redisConnection, whenReachable } from './connection';
import { failedEntry, FILE_JOB, fileJobId, type QueuedFile } from './queue-job';

/** How often job states are read again, in case an event was missed (a Redis reconnect). */
const POLL_MS = 1000;

/**
 * `obscura batch --queue`: queues one job per file still to do (job ids derived from input,
 * bytes and settings, so a re-run never queues a file twice), then follows the jobs until each
 * has completed or failed every try, writing one manifest line per file as the single writer of
 * the manifest. The work itself is done by `obscura worker` processes, on any machine that sees
 * the same input and output paths. Returns the exit status (as the local batch).
 */
export async function runQueuedBatch(
  spec: BatchSpec,
  plan: BatchPlan,
  sink: ProgressSink,
): Promise<number> {
  const options = spec.queue!;
  const connection = redisConnection(options.url);
  const queue = new Queue<QueuedFile, ManifestEntry>(options.name, { connection });
  const events = new QueueEvents(options.name, { connection });
  const progress = new BatchProgress(
    sink,
    plan.total,
    plan.skipped,
    plan.skippedRefused,
    spec.progress,
  );
  try {
    await whenReachable(
      Promise.all([queue.waitUntilReady(), events.waitUntilReady()]),
      options.url,
    );
    const pending = new Map<string, PlannedFile>();
    let allSettled: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (allSettled = resolve));

    const record = async (id: string, entry: ManifestEntry) => {
      const planned = pending.get(id);
      if (!planned) return;
      pending.delete(id);
      await appendManifest(spec.outDir, entry);
      progress.finished(entry, planned.input.rel);
      if (pending.size === 0) allSettled();
    };
    /**
     * Reads a job's state and records it when final. The state is read first and the job after,
     * so a job seen completed is never one fetched while it was still running.
     */
    const check = async (id: string) => {
      if (!pending.has(id)) return;
      const state = await queue.getJobState(id);
      if (state !== 'completed' && state !== 'failed') return;
      const job = (await queue.getJob(id)) as Job<QueuedFile, ManifestEntry> | undefined;
      if (!job) return;
      if (state === 'completed' && job.returnvalue) await record(id, job.returnvalue);
      else if (state === 'failed') {
        await record(id, failedEntry(job.data, job.failedReason, job.attemptsMade));
      }
    };

    events.on('completed', ({ jobId }) => void check(jobId));
    events.on('failed', ({ jobId }) => void check(jobId));

    const fresh: { name: string; data: QueuedFile; opts: object }[] = [];
    for (const planned of plan.todo) {
      const data: QueuedFile = { ...planned.task, sha256: planned.sha256 };
      const id = fileJobId(data);
      pending.set(id, planned);
      const existing = await queue.getJob(id);
      // A job failed in an earlier run is tried again from the start.
      if (existing && (await existing.getState()) === 'failed') await existing.remove();
      else if (existing) continue;
      fresh.push({
        name: FILE_JOB,
        data,
        opts: {
          jobId: id,
          attempts: options.attempts,
          backoff: { type: 'exponential', delay: 2000 },
          // Kept a while so a batch restarted later still finds the results.
          removeOnComplete: { age: 7 * 24 * 3600 },
          removeOnFail: { age: 30 * 24 * 3600 },
        },
      });
    }
    if (fresh.length > 0) await queue.addBulk(fresh);
    sink.write(
      `obscura batch: ${fresh.length} files queued on '${options.name}' at ${redactUrl(options.url)}` +
        ` (${pending.size - fresh.length} already queued); waiting for workers\n`,
    );
    if (pending.size > 0) {
      const poll = setInterval(() => {
        for (const id of [...pending.keys()]) void check(id);
      }, POLL_MS);
      // Jobs finished before the listener started (earlier runs) are found at once.
      for (const id of [...pending.keys()]) await check(id);
      if (pending.size > 0) await settled;
      clearInterval(poll);
    }
  } finally {
    await events.close();
    await queue.close();
  }
  progress.end();
  const summary = summarize(progress.tally, progress.elapsed(), spec.outDir);
  sink.write(summary.text);
  return summary.code;
}
