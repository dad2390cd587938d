import { headerValue, isAuthorized } from './auth';
import type { ApiHttpRequest, ApiHttpResponse } from './http';
import { detailResponse } from './responses';
import { matchRoute, type ApiRoute } from './routes';
import { parseRequestUrl } from './request-url';
import { formatPair } from './size-limit';

/** A request before its body is read: what the service worker knows from the first line and headers. */
export type RequestHead = Pick<ApiHttpRequest, 'method' | 'url' | 'headers'>;

/** Room for the other fields, the multipart framing, a `data:` prefix and a prompt. */
const BODY_SLACK_BYTES = 1024 * 1024;

/**
 * The largest request body that can carry a PDF of `maxBytes`: base64 adds a third, line breaks
 * in base64 a little more (5 % allowed), plus 1 MB for everything else. A body over it is refused
 * unread, whatever its encoding.
 */
export function bodyByteLimit(maxBytes: number): number {
  return Math.ceil((maxBytes * 4 * 1.05) / 3) + BODY_SLACK_BYTES;
}

/** The 413 answer for a body of `size` bytes (or more: it was cut off there) over `limit`. */
export function bodyTooLargeResponse(size: number, limit: number): ApiHttpResponse {
  const [sizeMb, limitMb] = formatPair(size, limit);
  return detailResponse(
    413,
    `The request body is at least ${sizeMb} MB; the largest accepted, for the PDF size limit set in Settings, is ${limitMb} MB.`,
  );
}

/** What to do before reading a body: answer at once, or read at most `maxBodyBytes` for `route`. */
export type BeforeBody =
  | { kind: 'answer'; response: ApiHttpResponse }
  | { kind: 'read'; route: ApiRoute; maxBodyBytes: number };

/**
 * Routing, key and declared length, checked before a single body byte is read: a stranger (a
 * cross-origin form POST, say) is answered 401 without its body being buffered, and a body whose
 * Content-Length is over the limit is refused 413 unread. The reader then counts the bytes of a
 * body without a length and stops at `maxBodyBytes`.
 */
export function answerBeforeBody(head: RequestHead, apiKey: string, maxBytes: number): BeforeBody {
  const match = matchRoute(head.method, parseRequestUrl(head.url).path);
  if (match.kind === 'not-found') {
    return { kind: 'answer', response: detailResponse(404, 'Not Found') };
  }
  if (match.kind === 'method-not-allowed') {
    return {
      kind: 'answer',
      response: detailResponse(405, 'Method Not Allowed', { allow: 'POST' }),
    };
  }
  if (!isAuthorized(head.headers, apiKey)) {
    return { kind: 'answer', response: detailResponse(401, 'Invalid or missing API key') };
  }
  const maxBodyBytes = bodyByteLimit(maxBytes);
  const declared = Number(headerValue(head.headers, 'content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    return { kind: 'answer', response: bodyTooLargeResponse(declared, maxBodyBytes) };
  }
  return { kind: 'read', route: match.route, maxBodyBytes };
}
