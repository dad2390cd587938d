import { Worker } from 'node:worker_threads';
import type { ApiJob } from '../../core/api/http';
import { FailureError, fromFailure } from '../../core/contract/failure';
import {
  type PoolOutcome,
  type ThreadConfig,
  type ThreadReady,
  type ThreadReply,
} from './job-protocol';
import { JobTimeoutError, PoolClosedError, PoolFullError } from './pool-errors';
import { jobThreadStart, type ThreadStart } from './thread-start';

/** How a pool is sized and what its threads load. */
export interface PoolOptions {
  /** Threads, each running one job at a time. */
  size: number;
  /** Jobs allowed to wait for a thread beyond the running ones (the bounded queue). */
  queueLimit: number;
  thread: ThreadConfig;
  /** Override of the thread entry (tests); default: the job thread beside this module. */
  start?: ThreadStart;
}

/** A place in the pool taken before the job's input is even read; release it if never run. */
export interface Slot {
  release(): void;
}

/** Per-job controls. */
export interface RunOptions {
  /** A slot taken with `reserve()`; without one the job takes a slot or fails with PoolFullError. */
  slot?: Slot;
  /** Stops the job (its thread is replaced when it was running). */
  signal?: AbortSignal;
  /** Time limit; past it the job's thread is stopped and the job fails with JobTimeoutError. */
  timeoutMs?: number;
}

/** Numbers for readiness and metrics. */
export interface PoolStats {
  size: number;
  readyThreads: number;
  busy: number;
  queued: number;
  /** Slots taken: jobs running, waiting, or admitted and still being read. */
  reserved: number;
  capacity: number;
}

interface Task {
  id: number;
  job: ApiJob;
  resolve(outcome: PoolOutcome): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  task?: Task;
}

/** Consecutive threads that died before becoming ready, after which the pool stops respawning. */
const MAX_START_FAILURES = 3;

/**
 * A fixed set of worker threads running pipeline jobs, with a bounded waiting line. Admission
 * is by slots (threads + queue limit), so a full pool refuses work before any body is buffered.
 * A thread that crashes or is stopped for a time limit is replaced; its job fails, never hangs.
 */
export class WorkerPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Task[] = [];
  private readonly start: ThreadStart;
  private reserved = 0;
  private nextId = 1;
  private closing = false;
  private startFailures = 0;
  private startError: Error | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: PoolOptions) {
    this.start = options.start ?? jobThreadStart();
    for (let i = 0; i < options.size; i++) this.spawn();
  }

  /** Slots in all: one per thread plus the waiting line. */
  get capacity(): number {
    return this.options.size + this.options.queueLimit;
  }

  /** Takes a slot, or undefined when the pool and its queue are full (or closing). */
  reserve(): Slot | undefined {
    if (this.closing || this.reserved >= this.capacity) return undefined;
    this.reserved++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.reserved--;
        this.notifyIdle();
      },
    };
  }

  /** True when at least one thread is ready and a slot is free. */
  hasRoom(): boolean {
    return !this.closing && this.readyThreads() > 0 && this.reserved < this.capacity;
  }

  /** Current numbers, for /readyz and /metrics. */
  stats(): PoolStats {
    let busy = 0;
    for (const t of this.threads) if (t.task) busy++;
    return {
      size: this.options.size,
      readyThreads: this.readyThreads(),
      busy,
      queued: this.queue.length,
      reserved: this.reserved,
      capacity: this.capacity,
    };
  }

  /** Runs a job on a free thread (waiting in line if needed). */
  run(job: ApiJob, options: RunOptions = {}): Promise<PoolOutcome> {
    if (this.closing && !options.slot) return Promise.reject(new PoolClosedError());
    if (this.startError) return Promise.reject(this.startError);
    const slot = options.slot ?? this.reserve();
    if (!slot) return Promise.reject(new PoolFullError());
    return new Promise<PoolOutcome>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        if (timer) clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        slot.release();
      };
      const task: Task = {
        id: this.nextId++,
        job,
        resolve: (outcome) => (finish(), resolve(outcome)),
        reject: (error) => (finish(), reject(error)),
      };
      const onAbort = () => this.cancel(task, abortReason(options.signal));
      if (options.signal?.aborted) return task.reject(abortReason(options.signal));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      if (options.timeoutMs !== undefined && options.timeoutMs > 0) {
        const seconds = Math.round(options.timeoutMs / 100) / 10;
        timer = setTimeout(
          () => this.cancel(task, new JobTimeoutError(seconds)),
          options.timeoutMs,
        );
      }
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Resolves when no slot is taken (every admitted job has finished). */
  whenIdle(): Promise<void> {
    if (this.reserved === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Refuses new work, lets admitted jobs finish, then stops every thread. */
  async close(): Promise<void> {
    this.closing = true;
    await this.whenIdle();
    await Promise.all([...this.threads].map((t) => t.worker.terminate()));
    this.threads.clear();
  }

  /** Stops every thread now; running and waiting jobs fail. */
  async destroy(): Promise<void> {
    this.closing = true;
    for (const task of this.queue.splice(0)) task.reject(new PoolClosedError());
    await Promise.all([...this.threads].map((t) => t.worker.terminate()));
  }

  private readyThreads(): number {
    let n = 0;
    for (const t of this.threads) if (t.ready) n++;
    return n;
  }

  private notifyIdle(): void {
    if (this.reserved !== 0) return;
    for (const waiter of this.idleWaiters.splice(0)) waiter();
  }

  private spawn(): void {
    const worker = new Worker(this.start.url, {
      execArgv: this.start.execArgv,
      workerData: this.options.thread,
    });
    const thread: Thread = { worker, ready: false };
    this.threads.add(thread);
    worker.on('message', (message: ThreadReply | ThreadReady) => {
      if ('ready' in message) {
        thread.ready = true;
        this.startFailures = 0;
        this.dispatch();
        return;
      }
      const task = thread.task;
      thread.task = undefined;
      if (task && task.id === message.id) {
        if (message.ok) {
          task.resolve({ result: message.result, pages: message.pages, seconds: message.seconds });
        } else task.reject(fromFailure(message.failure));
      }
      this.dispatch();
    });
    // An uncaught error ends the thread; 'exit' follows and does the clean-up.
    worker.on('error', (error) => {
      thread.task?.reject(crashed(`A worker thread failed: ${error.message}`));
      thread.task = undefined;
    });
    worker.on('exit', (code) => {
      this.threads.delete(thread);
      thread.task?.reject(crashed(`A worker thread stopped unexpectedly (exit code ${code}).`));
      thread.task = undefined;
      if (this.closing) return;
      if (!thread.ready && ++this.startFailures >= MAX_START_FAILURES) {
        this.startError = new Error('The worker threads could not start; see the server log.');
        for (const task of this.queue.splice(0)) task.reject(this.startError);
        return;
      }
      this.spawn();
    });
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (this.queue.length === 0) return;
      if (!thread.ready || thread.task) continue;
      const task = this.queue.shift()!;
      thread.task = task;
      thread.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  /** Fails a task: dropped from the line if waiting, its thread stopped if running. */
  private cancel(task: Task, error: Error): void {
    const index = this.queue.indexOf(task);
    if (index >= 0) {
      this.queue.splice(index, 1);
      task.reject(error);
      return;
    }
    for (const thread of this.threads) {
      if (thread.task !== task) continue;
      thread.task = undefined;
      thread.ready = false;
      task.reject(error);
      // The core's steps cannot be interrupted mid-page; stopping the thread is the only sure stop.
      void thread.worker.terminate();
      return;
    }
  }
}

/** A job lost with its thread (out of memory, a decoder crash): the core's `crashed` failure. */
function crashed(message: string): Error {
  return new FailureError({ kind: 'crashed', message });
}

function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new Error('The job was cancelled.');
}
