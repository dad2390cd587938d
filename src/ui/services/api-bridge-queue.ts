import { ENGINE_PROTOCOL_VERSION, type EngineReply } from '../../shared/protocols/engine-protocol';

/** A queued job with a wall-clock limit: how to run it, answer it, and stop it if it overruns. */
export interface LimitedJob<R> {
  /** Does the work; its result is answered unless the limit passed first. */
  run(): Promise<R>;
  /** Sends the job's answer (called exactly once: the result, or the time-limit answer). */
  answer(result: R): void;
  /** The answer when the limit passed before `run` settled. */
  timedOut(limitMs: number): R;
  /** Stops work that overran (its thread may be stuck, e.g. in a regular expression). */
  stop(): void;
}

/** Timers, replaceable by a fake clock in tests. */
export interface QueueClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realClock: QueueClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * A first-in first-out queue that runs at most `concurrency` jobs at a time; none is dropped.
 * Each job gets the wall-clock limit `limitMs()` returns when it starts (0: none). A job still
 * running at its limit is answered with `timedOut`, stopped, and its slot given to the next job
 * at once, so one job that never finishes cannot hold every later request.
 */
export class JobQueue {
  private readonly waiting: LimitedJob<unknown>[] = [];
  private running = 0;

  constructor(
    private readonly concurrency: number,
    private readonly limitMs: () => Promise<number> = async () => 0,
    private readonly clock: QueueClock = realClock,
  ) {}

  /** Queues a job; it starts when the jobs before it have made room. */
  push<R>(job: LimitedJob<R>): void {
    this.waiting.push(job as LimitedJob<unknown>);
    this.pump();
  }

  /** Jobs queued or running. */
  get size(): number {
    return this.waiting.length + this.running;
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running++;
      void this.start(job);
    }
  }

  /** Runs one job against its limit; frees its slot once, whichever comes first. */
  private async start(job: LimitedJob<unknown>): Promise<void> {
    let freed = false;
    let timer: unknown;
    const free = () => {
      if (freed) return false;
      freed = true;
      if (timer !== undefined) this.clock.clearTimeout(timer);
      this.running--;
      this.pump();
      return true;
    };
    const limit = await this.limitMs().catch(() => 0);
    if (limit > 0) {
      timer = this.clock.setTimeout(() => {
        if (!free()) return;
        job.answer(job.timedOut(limit));
        job.stop();
      }, limit);
    }
    let result: unknown;
    try {
      result = await job.run();
    } catch {
      // `run` answers its own failures; one that throws anyway must not stall the queue.
      free();
      return;
    }
    if (free()) job.answer(result);
  }
}

/** "10-minute" or "90-second", as the sentence reads them. */
function describeLimit(limitMs: number): string {
  const minutes = limitMs / 60_000;
  if (Number.isInteger(minutes)) return `${minutes}-minute`;
  return `${Math.max(1, Math.round(limitMs / 1000))}-second`;
}

/**
 * The engine's answer to a job that overran its limit: a failure the service worker answers
 * 500 INTERNAL_ERROR with this sentence (decisions.md: any other failure inside the pipeline).
 */
export function timeLimitReply(limitMs: number): EngineReply {
  return {
    type: 'failed',
    version: ENGINE_PROTOCOL_VERSION,
    error: {
      kind: 'time-limit',
      limitMs,
      message: `The request took longer than its ${describeLimit(limitMs)} time limit (Settings › Limits) and was cancelled.`,
    },
  };
}
