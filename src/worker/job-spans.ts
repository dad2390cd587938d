import { StageTimer } from '../core/contract/stage-timer';
import type { StageName } from '../core/contract/types';
import { recordSpan } from '../engines/browser/spans';

/**
 * A job's phases name its spans (`engines/browser/spans.ts`): a job reads (`read:`), writes
 * (`write:`, from the writer's start) and then verifies what it wrote (`verify:`, once the
 * writer has saved). The phase is the worker's, so labels assume one job at a time (the
 * benchmark's case); a concurrent job only mislabels spans, never changes a result.
 */
export type JobPhase = 'read' | 'write' | 'verify';

let phase: JobPhase = 'read';

/** Sets the phase that names the next spans (a job starts in `read`). */
export function setJobPhase(next: JobPhase): void {
  phase = next;
}

/** The phase now, as a span name's prefix. */
export function jobPhase(): JobPhase {
  return phase;
}

/**
 * A StageTimer that also records each timed stage as a span named after the contract's stage
 * (`stage:SingleImageToPdf`; `verify:SingleImageToPdf` once the writer has saved, which is the
 * whole verification), so the benchmark sees every entry, not only their sum.
 */
export class SpanStageTimer extends StageTimer {
  override async time<T>(stage: StageName, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    const prefix = phase === 'verify' ? 'verify' : 'stage';
    try {
      return await super.time(stage, work);
    } finally {
      recordSpan(`${prefix}:${stage}`, start);
    }
  }
}
