import type { ApiHttpRequest, MultipartValue } from '../core/api/http';

/** Lower-cased header names and their values. */
function readHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => (out[name.toLowerCase()] = value));
  return out;
}

/** True for `application/json` and `+json` types (parameters such as charset ignored). */
function isJson(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/** True for the form encodings `Request.formData()` understands. */
function isForm(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/** Form entries as the core's multipart fields, files read into bytes. */
async function readFields(form: FormData): Promise<{ name: string; value: MultipartValue }[]> {
  const fields: { name: string; value: MultipartValue }[] = [];
  const entries: [string, FormDataEntryValue][] = [];
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
 * Reads a fetch `Request` into the core's `ApiHttpRequest`. A form body the browser cannot parse
 * becomes `other` (the core answers it as a client error) rather than a failure here.
 */
export async function readApiRequest(request: Request): Promise<ApiHttpRequest> {
  const url = new URL(request.url);
  const headers = readHeaders(request.headers);
  const contentType = headers['content-type'] ?? '';
  const base = { method: request.method.toUpperCase(), url: url.pathname + url.search, headers };
  if (isJson(contentType)) return { ...base, body: { kind: 'json', text: await request.text() } };
  if (isForm(contentType)) {
    // formData() consumes the body; keep a clone to measure it if the parse fails.
    const copy = request.clone();
    try {
      return {
        ...base,
        body: { kind: 'multipart', fields: await readFields(await request.formData()) },
      };
    } catch {
      const size = (await copy.arrayBuffer()).byteLength;
      return { ...base, body: { kind: 'other', contentType, size } };
    }
  }
  const size = request.body ? (await request.arrayBuffer()).byteLength : 0;
  return { ...base, body: { kind: 'other', contentType, size } };
}
