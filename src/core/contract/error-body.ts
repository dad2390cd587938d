import { DocumentError } from './errors';
import type { AppErrorBody, DetailErrorBody } from './types';

/** An HTTP-like answer for a failure: the decisions' status and the contract's body. */
export interface ErrorAnswer {
  status: number;
  body: DetailErrorBody | AppErrorBody;
}

/**
 * Maps any failure of an operation to the contract's error status and body; never silent. A
 * missing OCR language is the request's problem (a language this installation cannot read),
 * so it is a 400 naming the language, never a silent fallback to English. Recognised by name
 * too, because errors that crossed a postMessage boundary lose their class.
 */
export function errorAnswerFor(error: unknown): ErrorAnswer {
  if (error instanceof DocumentError)
    return { status: error.status, body: { detail: error.message } };
  if (error instanceof Error && error.name === 'OcrLanguageError') {
    return { status: 400, body: { detail: error.message } };
  }
  const message = error instanceof Error ? error.message || error.name : String(error);
  return {
    status: 500,
    body: { error_code: 'INTERNAL_ERROR', message: `Processing failed: ${message}` },
  };
}
