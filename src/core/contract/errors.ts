/** Why a document was refused; maps to the contract's statuses (415, 400, 413). */
export type DocumentErrorKind = 'not-pdf' | 'unreadable' | 'encrypted' | 'too-large' | 'empty';

/** A document the pipeline refuses, with a sentence a user can act on. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  constructor(
    readonly kind: DocumentErrorKind,
    message: string,
    /** The 1-based pages that caused the refusal, when it is about pages (a page too slow). */
    readonly pages?: readonly number[],
  ) {
    super(message);
  }

  /** HTTP status the decisions fix for this kind of refusal. */
  get status(): 400 | 413 | 415 {
    if (this.kind === 'not-pdf' || this.kind === 'empty') return 415;
    if (this.kind === 'too-large') return 413;
    return 400;
  }
}

/** Raised when work is cancelled through an AbortSignal. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(message = 'The operation was cancelled.') {
    super(message);
  }
}

/** The part of an AbortSignal the core reads (core has no DOM or Node types). */
export interface CancelSignal {
  readonly aborted: boolean;
}

/** Throws CancelledError when the signal has been aborted. */
export function throwIfAborted(signal: CancelSignal | undefined): void {
  if (signal?.aborted) throw new CancelledError();
}
