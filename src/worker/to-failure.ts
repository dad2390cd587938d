import { CancelledError, DocumentError } from '../core/contract/errors';
import { OcrLanguageError } from '../core/ocr/ports';
import type { WorkerFailure } from './protocol';

/** Sentence shown when a job was cancelled. */
export const CANCELLED_MESSAGE = 'The operation was cancelled.';

/** Turns anything thrown by the pipeline into a failure that survives postMessage. */
export function toFailure(error: unknown, aborted: boolean): WorkerFailure {
  if (error instanceof DocumentError) return { kind: error.kind, message: error.message };
  // The sentence names the language and says how to add it: shown as is, never replaced.
  if (error instanceof OcrLanguageError) return { kind: 'ocr-language', message: error.message };
  const name = error instanceof Error ? error.name : '';
  // The language model failed (issue 9): answered 502 LLM_CALL_ERROR with this sentence.
  if (name === 'LlmCallError') return { kind: 'llm-call', message: (error as Error).message };
  if (aborted || error instanceof CancelledError || name === 'AbortError') {
    return { kind: 'cancelled', message: CANCELLED_MESSAGE };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return {
    kind: 'internal',
    message: `Something went wrong while processing the PDF: ${detail || 'unknown error'}.`,
  };
}
