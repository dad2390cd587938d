import { type Failure, isDocumentKind, toFailure } from '../contract/failure';
import type { AppErrorBody, DetailErrorBody } from '../contract/types';
import type { ApiHttpResponse } from './http';
import { jsonResponse } from './responses';

export { ENGINE_UNAVAILABLE_MESSAGE } from '../contract/failure';

/** A failure as HTTP: the decisions' status, the contract's body and any extra header. */
export interface FailureAnswer {
  status: number;
  body: DetailErrorBody | AppErrorBody | { detail: unknown };
  headers: Record<string, string>;
}

/** HTTP status the decisions fix for a refused document's kind. */
function documentStatus(kind: string): 400 | 413 | 415 {
  if (kind === 'not-pdf' || kind === 'empty') return 415;
  if (kind === 'too-large') return 413;
  return 400;
}

/**
 * The one mapping of failures to HTTP (the service worker's API, the Node server, the CLI's
 * error body): document refusals 400/413/415, a missing OCR language 400 naming it, invalid
 * fields 422, the custom prompt's model 502 LLM_CALL_ERROR, no engine 503 with Retry-After, and
 * everything else 500 INTERNAL_ERROR with the sentence.
 */
export function failureAnswer(failure: Failure): FailureAnswer {
  if (isDocumentKind(failure.kind)) {
    return { status: documentStatus(failure.kind), body: { detail: failure.message }, headers: {} };
  }
  switch (failure.kind) {
    case 'ocr-language':
      // The request's problem (a language this installation cannot read), never a silent fallback.
      return { status: 400, body: { detail: failure.message }, headers: {} };
    case 'validation':
      return { status: 422, body: { detail: failure.issues }, headers: {} };
    case 'llm-call':
      return {
        status: 502,
        body: { error_code: 'LLM_CALL_ERROR', message: failure.message },
        headers: {},
      };
    case 'unavailable':
      return {
        status: 503,
        body: { detail: failure.message },
        headers: { 'retry-after': String(failure.retryAfterSeconds ?? 5) },
      };
    default:
      return {
        status: 500,
        body: { error_code: 'INTERNAL_ERROR', message: `Processing failed: ${failure.message}` },
        headers: {},
      };
  }
}

/** Maps anything thrown while answering to the decisions' status and the contract's body. */
export function errorResponse(error: unknown): ApiHttpResponse {
  const answer = failureAnswer(toFailure(error));
  return jsonResponse(answer.status, answer.body, answer.headers);
}
