import type { ApiHttpRequest } from '../core/api/http';
import { readApiRequest } from '../sw/read-request';

/**
 * Turns a body already read under the size limit into the core's request with the service
 * worker's own reader (fetch `Request` semantics, the platform's multipart parser), so the
 * server and the service worker hand the core identical requests.
 */
export function toApiRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
): Promise<ApiHttpRequest> {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(new URL(url, 'http://obscura.local'), {
    method,
    headers,
    ...(hasBody ? { body } : {}),
  });
  // The bytes are already within the limit; the reader's own count cannot trip.
  return readApiRequest(request, body.byteLength);
}
