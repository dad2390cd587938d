import type { ApiHttpResponse } from './http';

/** Headers on every answer: results and errors are per request and must never be cached. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A JSON answer (header names are lower case throughout). */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiHttpResponse {
  return {
    status,
    headers: { ...COMMON_HEADERS, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** A binary PDF answer offered as a download under `disposition`. */
export function pdfResponse(bytes: Uint8Array, disposition: string): ApiHttpResponse {
  return {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': disposition,
    },
    body: bytes,
  };
}

/** `{"detail": "..."}`, FastAPI's shape for 4xx answers with a sentence. */
export function detailResponse(
  status: number,
  detail: string,
  headers: Record<string, string> = {},
): ApiHttpResponse {
  return jsonResponse(status, { detail }, headers);
}
