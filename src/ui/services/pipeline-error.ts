import type { Failure, FailureKind } from '../../core/contract/failure';

/** Sentence for a worker that died mid-job (out of memory, a bug in a decoder). */
export const CRASHED_MESSAGE =
  'The processing worker stopped unexpectedly. Please try again: a fresh one will be started.';

/** The sentence the UI shows for a failure (an internal one is said as what it is). */
function sentenceOf(failure: Failure): string {
  if (failure.kind !== 'internal') return failure.message;
  return `Something went wrong while processing the PDF: ${failure.message.replace(/\.+$/, '')}.`;
}

/**
 * A pipeline failure rebuilt on the UI side: the worker's Failure as it was sent (`failure`,
 * which the API bridge forwards unchanged), its kind, and the sentence to show.
 */
export class PipelineError extends Error {
  override readonly name = 'PipelineError';
  readonly failure: Failure;

  constructor(
    readonly kind: FailureKind,
    message: string,
    failure?: Failure,
  ) {
    super(message);
    // Failures made on this side (a crash, a shutdown) carry no fields beyond the sentence.
    this.failure = failure ?? ({ kind, message } as Failure);
  }

  /** Rebuilds the error from the data the worker sent. */
  static from(failure: Failure): PipelineError {
    return new PipelineError(failure.kind, sentenceOf(failure), failure);
  }
}
