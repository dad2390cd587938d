import { WorkerPool } from '../server/pool/worker-pool';
import type { BatchSpec } from './batch-spec';
import { processFile } from './file-job';
import { appendManifest } from './manifest';
import type { BatchPlan } from './plan-batch';
import { BatchProgress, summarize, type ProgressSink } from './progress';

/**
 * Runs a planned batch on this machine: a pool of `spec.workers` threads, one file per thread at
 * a time, each result appended to the manifest as it finishes (so an interrupted batch resumes
 * where it stopped). Returns the exit status (0: all done; 1: a file was refused or failed).
 */
export async function runLocalBatch(
  spec: BatchSpec,
  plan: BatchPlan,
  sink: ProgressSink,
): Promise<number> {
  const progress = new BatchProgress(
    sink,
    plan.total,
    plan.skipped,
    plan.skippedRefused,
    spec.progress,
  );
  if (plan.todo.length > 0) {
    const workers = Math.min(spec.workers, plan.todo.length);
    const pool = new WorkerPool({ size: workers, queueLimit: workers, thread: spec.thread });
    try {
      const queue = [...plan.todo];
      // One feeder more than threads keeps every thread busy while the next file is read.
      const feeders = Array.from({ length: workers + 1 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const entry = await processFile(next.task, (job) => pool.run(job));
          await appendManifest(spec.outDir, entry);
          progress.finished(entry, next.input.rel);
        }
      });
      await Promise.all(feeders);
    } finally {
      await pool.close();
    }
  }
  progress.end();
  const summary = summarize(progress.tally, progress.elapsed(), spec.outDir);
  sink.write(summary.text);
  return summary.code;
}
