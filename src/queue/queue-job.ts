import { createHash } from 'node:crypto';
import type { FileTask } from '../batch/file-job';
import type { ManifestEntry } from '../batch/manifest';

/** Job name of one file in the queue. */
export const FILE_JOB = 'file';

/** A queued file: the task plus the hash the batch saw when it queued it. */
export interface QueuedFile extends FileTask {
  sha256: string;
}

/** What a failed try reports (the thrown error's message is this, as JSON). */
export interface QueuedFailure {
  status: number;
  error: object;
}

/**
 * The job id of a file: one per (input, bytes, settings, output folder), so queueing the same
 * batch twice adds nothing and a resumed batch finds the jobs it queued before.
 */
export function fileJobId(file: QueuedFile): string {
  return createHash('sha256')
    .update(JSON.stringify([file.input, file.sha256, file.settings, file.outDir]))
    .digest('hex')
    .slice(0, 40);
}

/** The failure carried by a failed job's reason, or an internal-error body around the reason. */
export function failureOf(reason: string | undefined): QueuedFailure {
  try {
    const parsed = JSON.parse(reason ?? '') as Partial<QueuedFailure>;
    if (typeof parsed.status === 'number' && parsed.error && typeof parsed.error === 'object') {
      return { status: parsed.status, error: parsed.error };
    }
  } catch {
    // Not one of ours (a stalled job, a lost lock): wrapped below.
  }
  return {
    status: 500,
    error: {
      error_code: 'INTERNAL_ERROR',
      message: `Processing failed: ${reason ?? 'unknown reason'}`,
    },
  };
}

/** The manifest entry of a job that failed every try. */
export function failedEntry(
  file: QueuedFile,
  reason: string | undefined,
  attempts: number,
): ManifestEntry {
  const failure = failureOf(reason);
  return {
    input: file.input,
    sha256: file.sha256,
    settings: file.settings,
    operation: file.operation,
    outcome: 'failed',
    status: failure.status,
    entities: {},
    pages: 0,
    seconds: 0,
    error: failure.error,
    attempts,
    finished_at: new Date().toISOString(),
  };
}
