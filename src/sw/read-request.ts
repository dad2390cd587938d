import type { ApiHttpRequest, MultipartValue } from '../core/api/http';

/** Lower-cased header names and their values. */
export function readHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => (out[name.toLowerCase()] = value));
  return out;
}

/** A body that went past the limit while it was read; `bytesRead` is where reading stopped. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly bytesRead: number) {
    super(`The request body is over the limit (${bytesRead} bytes read).`);
  }
}

/** True for `application/json` and `+json` types (parameters such as charset ignored). */
function isJson(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/** True for the form encodings `Response.formData()` understands. */
function isForm(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/**
 * The body's bytes, counted chunk by chunk: past `limit` the stream is cancelled and
 * BodyTooLargeError thrown, so a body without a Content-Length (or with a false one) is never
 * buffered beyond the limit.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(total);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Form entries as the core's multipart fields, files read into bytes. */
async function readFields(form: FormData): Promise<{ name: string; value: MultipartValue }[]> {
  const fields: { name: string; value: MultipartValue }[] = [];
  const entries: [string, string | File][] = [];
  form.forEach((value, name) => entries.push([name, value]));
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      fields.push({ name, value });
    } else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      fields.push({ name, value: { filename: value.name, type: value.type, bytes } });
    }
  }
  return fields;
}

/**
 * Reads a fetch `Request` into the core's `ApiHttpRequest`, reading at most `maxBodyBytes` of its
 * body (BodyTooLargeError past that). Call it only after `answerBeforeBody` let the request
 * through. A form body that cannot be parsed becomes `other` (the core answers it as a client
 * error) rather than a failure here.
 */
export async function readApiRequest(
  request: Request,
  maxBodyBytes: number,
): Promise<ApiHttpRequest> {
  const url = new URL(request.url);
  const headers = readHeaders(request.headers);
  const contentType = headers['content-type'] ?? '';
  const base = { method: request.method.toUpperCase(), url: url.pathname + url.search, headers };
  const bytes = await readBodyWithin(request, maxBodyBytes);
  if (isJson(contentType)) {
    return { ...base, body: { kind: 'json', text: new TextDecoder().decode(bytes) } };
  }
  if (isForm(contentType)) {
    try {
      const parsed = new Response(bytes as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': contentType },
      });
      return {
        ...base,
        body: { kind: 'multipart', fields: await readFields(await parsed.formData()) },
      };
    } catch {
      return { ...base, body: { kind: 'other', contentType, size: bytes.byteLength } };
    }
  }
  return { ...base, body: { kind: 'other', contentType, size: bytes.byteLength } };
}
