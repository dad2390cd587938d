import type { ApiHttpResponse } from '../core/api/http';
import { detailResponse } from '../core/api/responses';

/** The 503 when every thread is busy and the waiting line is full. */
export function busyResponse(retryAfterSeconds: number): ApiHttpResponse {
  return detailResponse(
    503,
    `The server is busy: every worker is processing a document and the waiting line is full. Send the request again in ${retryAfterSeconds} seconds.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** The 503 while the server is shutting down (a replica being replaced). */
export function drainingResponse(retryAfterSeconds: number): ApiHttpResponse {
  return detailResponse(
    503,
    'The server is shutting down and takes no new documents; send the request to another replica or again shortly.',
    { 'retry-after': String(retryAfterSeconds), connection: 'close' },
  );
}

/** The 504 when a request runs past the server's time limit (the work is stopped). */
export function timeoutResponse(seconds: number): ApiHttpResponse {
  return detailResponse(
    504,
    `Processing took longer than this server's limit of ${seconds} s per request and was stopped. Send fewer pages at a time, or ask the operator to raise --request-timeout.`,
  );
}

/** Turns the core's answer into a fetch `Response`. */
export function toFetchResponse(answer: ApiHttpResponse): Response {
  const body =
    typeof answer.body === 'string' ? answer.body : (answer.body as Uint8Array<ArrayBuffer>);
  return new Response(body, { status: answer.status, headers: answer.headers });
}
