import type { ApiHttpResponse } from '../core/api/http';

/** Turns the core's answer into a fetch `Response`. */
export function toResponse(answer: ApiHttpResponse): Response {
  // Bytes from the engine are always a plain ArrayBuffer (postMessage never shares memory).
  const body =
    typeof answer.body === 'string' ? answer.body : (answer.body as Uint8Array<ArrayBuffer>);
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/** The contract's 500 body, for a failure outside the core (reading the request, a bug here). */
export function internalErrorResponse(error: unknown): Response {
  const detail = error instanceof Error ? error.message || error.name : String(error);
  const body = {
    error_code: 'INTERNAL_ERROR',
    message: `The request could not be handled: ${detail}`,
  };
  return new Response(JSON.stringify(body), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });
}
