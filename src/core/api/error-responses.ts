import { errorAnswerFor } from '../contract/error-body';
import { DocumentError } from '../contract/errors';
import { EngineUnavailableError, type ApiHttpResponse } from './http';
import { jsonResponse } from './responses';
import { RequestValidationError } from './validation-issue';

/** The 503 sentence: the API is only answered while the app runs in a tab of this origin. */
export const ENGINE_UNAVAILABLE_MESSAGE =
  'No Obscura engine is running: open the Obscura app in a browser tab on this origin and send the request again.';

/**
 * Recognises errors by name too: a runner may rebuild errors from messages that crossed a
 * postMessage boundary, where `instanceof` against this bundle's classes can fail.
 */
function isNamed(error: unknown, name: string): error is Error {
  return error instanceof Error && error.name === name;
}

/** Maps anything thrown while answering to the decisions' status and the contract's body. */
export function errorResponse(error: unknown): ApiHttpResponse {
  if (error instanceof RequestValidationError) return jsonResponse(422, { detail: error.issues });
  if (error instanceof EngineUnavailableError || isNamed(error, 'EngineUnavailableError')) {
    return jsonResponse(503, { detail: ENGINE_UNAVAILABLE_MESSAGE }, { 'retry-after': '5' });
  }
  if (!(error instanceof DocumentError) && isNamed(error, 'DocumentError')) {
    const kind = (error as { kind?: unknown }).kind;
    if (typeof kind === 'string') {
      const rebuilt = new DocumentError(kind as DocumentError['kind'], error.message);
      return jsonResponse(rebuilt.status, { detail: rebuilt.message });
    }
  }
  // The language model of the custom prompt failed: the contract's one named error code.
  if (isNamed(error, 'LlmCallError')) {
    return jsonResponse(502, { error_code: 'LLM_CALL_ERROR', message: error.message });
  }
  const answer = errorAnswerFor(error);
  return jsonResponse(answer.status, answer.body);
}
