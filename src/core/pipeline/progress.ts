import type { CancelSignal } from '../contract/errors';
import type { Clock } from '../contract/stage-timer';
import type { StageName } from '../contract/types';

/** A progress report: which stage, and how many of its pages are done. */
export interface ProgressEvent {
  stage: StageName;
  /** Pages finished in this stage so far. */
  done: number;
  /** Pages this stage will handle. */
  total: number;
}

/** Optional hooks every operation accepts: cancellation and progress. */
export interface OperationHooks {
  signal?: CancelSignal;
  onProgress?: (event: ProgressEvent) => void;
  /** Clock for stage timings (Date.now when absent; runtimes pass performance.now). */
  clock?: Clock;
}
