import type { ProcessingTime, StageName } from './types';

/** A monotonic clock in milliseconds (performance.now where available). */
export type Clock = () => number;

/** Accumulates time per contract stage and reports `processing_time` in seconds. */
export class StageTimer {
  private readonly stages = new Map<StageName, number>();
  private readonly startedAt: number;

  constructor(private readonly clock: Clock) {
    this.startedAt = clock();
  }

  /** Runs `work` and adds its duration to `stage` (stages may be entered many times). */
  async time<T>(stage: StageName, work: () => Promise<T> | T): Promise<T> {
    const t0 = this.clock();
    try {
      return await work();
    } finally {
      this.stages.set(stage, (this.stages.get(stage) ?? 0) + (this.clock() - t0));
    }
  }

  /** Adds `ms` milliseconds to `stage` (for stages measured by hand, e.g. across parallel work). */
  add(stage: StageName, ms: number): void {
    this.stages.set(stage, (this.stages.get(stage) ?? 0) + Math.max(0, ms));
  }

  /** The current reading of the timer's clock. */
  now(): number {
    return this.clock();
  }

  /** The contract's `processing_time`: only the stages that ran, in seconds. */
  result(): ProcessingTime {
    const stages: ProcessingTime['stages'] = {};
    for (const [name, ms] of this.stages) stages[name] = seconds(ms);
    return { total: seconds(this.clock() - this.startedAt), stages };
  }
}

function seconds(ms: number): number {
  return Math.round(ms * 1000) / 1_000_000;
}
