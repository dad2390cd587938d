import type { FailureKind, WorkerFailure } from '../../worker/protocol';

/** A pipeline failure rebuilt on the UI side, keeping the worker's kind and sentence. */
export class PipelineError extends Error {
  override readonly name = 'PipelineError';
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }

  /** Rebuilds the error from the data the worker sent. */
  static from(failure: WorkerFailure): PipelineError {
    return new PipelineError(failure.kind, failure.message);
  }
}

/** Sentence for a worker that died mid-job (out of memory, a bug in a decoder). */
export const CRASHED_MESSAGE =
  'The processing worker stopped unexpectedly. Please try again: a fresh one will be started.';
