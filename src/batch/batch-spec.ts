import type { AnonymizeOptions } from '../core/contract/options';
import type { ThreadConfig } from '../server/pool/job-protocol';

/** The operation a batch applies to every file. */
export type BatchOperation = 'anonymize' | 'detect' | 'custom';

/** Where a queue lives and how its jobs are retried. */
export interface QueueSpec {
  /** `redis://[user:pass@]host:port[/db]` */
  url: string;
  /** Queue name (several batches can share one Redis with different names). */
  name: string;
}

/** `obscura batch`: what to process, how, and where the results go. */
export interface BatchSpec {
  /** Files and folders (folders are searched recursively for `.pdf`). */
  inputs: string[];
  /** Files listing one input path per line. */
  lists: string[];
  outDir: string;
  operation: BatchOperation;
  /** `custom`: the instruction. */
  prompt?: string;
  /** Pipeline options; `path` is set per file. */
  options: AnonymizeOptions;
  /** Worker threads on this machine (ignored with a queue: the workers do the work). */
  workers: number;
  thread: ThreadConfig;
  /** Progress: a bar on a terminal, plain lines otherwise. */
  progress: 'auto' | 'plain';
  /** With a queue the files become queue jobs for `obscura worker` processes. */
  queue?: QueueSpec & {
    /** Tries per file before it goes to the dead-letter list. */
    attempts: number;
  };
}

/** `obscura worker`: takes jobs from the queue and runs them on a local thread pool. */
export interface WorkerSpec {
  queue: QueueSpec;
  /** Jobs at once in this process (one thread each). */
  concurrency: number;
  thread: ThreadConfig;
  /** Seconds a job's lock lasts without renewal: a dead worker's job is retaken after about this. */
  lockSeconds: number;
  /** Seconds between checks for jobs whose worker died. */
  stalledSeconds: number;
}
