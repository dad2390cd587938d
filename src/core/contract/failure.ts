import type { ApiValidationIssue } from '../api/validation-issue';
import { RequestValidationError } from '../api/validation-issue';
import { EngineUnavailableError } from '../api/http';
import { LlmCallError } from '../custom/ports';
import { OcrLanguageError } from '../ocr/ports';
import { VerificationError } from '../redact/verify-output';
import { CancelledError, DocumentError, type DocumentErrorKind } from './errors';

/** The 503 sentence: the API is only answered while the app runs in a tab of this origin. */
export const ENGINE_UNAVAILABLE_MESSAGE =
  'No Obscura engine is running: open the Obscura app in a browser tab on this origin and send the request again.';

/** Sentence shown when a job was cancelled. */
export const CANCELLED_MESSAGE = 'The operation was cancelled.';

/**
 * Why an operation failed, as data that crosses every thread boundary (worker, service worker
 * and engine window, Node worker threads, the CLI) unchanged: a kind to branch on, a sentence a
 * person can act on, and the structured fields of that kind. `failureAnswer` (core/api) maps it
 * to the HTTP status and body in one place.
 */
export type Failure =
  /** The document is refused (not a PDF, unreadable, encrypted...); `pages` that caused it. */
  | { kind: DocumentErrorKind; message: string; pages?: number[] }
  /** An OCR language was asked for whose data this installation lacks (the request's fault). */
  | { kind: 'ocr-language'; message: string; language: string }
  /** The language model of a custom instruction failed or is unreachable. */
  | { kind: 'llm-call'; message: string }
  /** The request's fields are invalid (the issues are the 422 body's `detail`). */
  | { kind: 'validation'; message: string; issues: ApiValidationIssue[] }
  /** No engine can run the job now (no app window, every worker busy): try again later. */
  | { kind: 'unavailable'; message: string; retryAfterSeconds?: number }
  /** The output failed verification, so nothing was released. */
  | { kind: 'verification'; message: string; pages?: number[] }
  /** The job ran past its wall-clock limit and was stopped. */
  | { kind: 'time-limit'; message: string; limitMs: number }
  /** The job was cancelled (by the caller, or because its window or pipeline was shut down). */
  | { kind: 'cancelled'; message: string }
  /** The thread running the job died (out of memory, a decoder crash). */
  | { kind: 'crashed'; message: string }
  /** Anything else: a bug, said in a sentence. */
  | { kind: 'internal'; message: string };

/** The name of a failure's kind. */
export type FailureKind = Failure['kind'];

const DOCUMENT_KINDS: ReadonlySet<string> = new Set<DocumentErrorKind>([
  'not-pdf',
  'unreadable',
  'encrypted',
  'too-large',
  'empty',
]);

/** True for the kinds that refuse the document itself (400, 413, 415). */
export function isDocumentKind(kind: FailureKind): kind is DocumentErrorKind {
  return DOCUMENT_KINDS.has(kind);
}

/**
 * An error that carries a Failure as is: what `fromFailure` rebuilds for kinds without an error
 * class of their own, and what a runtime throws for a failure it decides itself (a full pool).
 */
export class FailureError extends Error {
  override readonly name = 'FailureError';
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/**
 * Turns anything thrown into a Failure. `aborted` says the job's own signal was aborted, so
 * whatever it threw on the way out is a cancellation.
 */
export function toFailure(error: unknown, aborted = false): Failure {
  if (error instanceof FailureError) return error.failure;
  if (error instanceof DocumentError) {
    const { kind, message, pages } = error;
    return pages ? { kind, message, pages: [...pages] } : { kind, message };
  }
  // The sentence names the language and says how to add it: shown as is, never replaced.
  if (error instanceof OcrLanguageError) {
    return { kind: 'ocr-language', message: error.message, language: error.language };
  }
  if (error instanceof LlmCallError) return { kind: 'llm-call', message: error.message };
  if (error instanceof RequestValidationError) {
    return { kind: 'validation', message: error.message, issues: error.issues };
  }
  if (error instanceof EngineUnavailableError) {
    return { kind: 'unavailable', message: ENGINE_UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 };
  }
  if (aborted || error instanceof CancelledError || isAbortError(error)) {
    return { kind: 'cancelled', message: CANCELLED_MESSAGE };
  }
  if (error instanceof VerificationError) return { kind: 'verification', message: error.message };
  const detail = error instanceof Error ? error.message || error.name : String(error);
  return { kind: 'internal', message: detail || 'unknown error' };
}

/** The platform's own cancellation (DOMException `AbortError`), which the core cannot import. */
function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Error).name === 'AbortError';
}

/**
 * The error a Failure stands for, rebuilt on the receiving side of a boundary: the typed error
 * classes where the failure has one (so `instanceof` works again), FailureError otherwise.
 * `toFailure(fromFailure(f))` gives `f` back.
 */
export function fromFailure(failure: Failure): Error {
  switch (failure.kind) {
    case 'not-pdf':
    case 'unreadable':
    case 'encrypted':
    case 'too-large':
    case 'empty':
      return new DocumentError(failure.kind, failure.message, failure.pages);
    case 'ocr-language':
      return new OcrLanguageError(failure.language, failure.message);
    case 'llm-call':
      return new LlmCallError(failure.message);
    case 'validation':
      return new RequestValidationError(failure.issues);
    case 'cancelled':
      return new CancelledError(failure.message);
    default:
      return new FailureError(failure);
  }
}

/** True when `data` has the shape of a Failure (a message received from another thread). */
export function isFailure(data: unknown): data is Failure {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, message } = data as { kind?: unknown; message?: unknown };
  return typeof kind === 'string' && typeof message === 'string';
}
