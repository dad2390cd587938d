import type { EndpointInfo } from './endpoints';

/** Optional fields of the try-it form, as typed (lists comma-separated; '' means not sent). */
export interface TryFields {
  tags: string;
  ocrLangs: string;
  customTags: string;
  forceOcr: '' | 'true' | 'false';
  rotatedText: '' | 'true' | 'false';
  redactText: '' | 'true' | 'false';
  minChunkSize: string;
}

/** A response as the page shows it. */
export interface ShownResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Pretty JSON or plain text; absent for a PDF. */
  text?: string;
  /** The PDF answered by the binary endpoint. */
  pdf?: Blob;
  /** Milliseconds from sending to the whole body read. */
  ms: number;
}

/** Splits a comma-separated list, dropping blanks. */
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The PDF's bytes as base64, in chunks (spreading a whole file into one call overflows). */
async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The JSON body of a base64 endpoint. */
async function jsonBody(endpoint: EndpointInfo, file: Blob, f: TryFields): Promise<string> {
  const body: Record<string, unknown> = { pdf: await toBase64(file) };
  if (f.tags.trim()) body.tags = list(f.tags);
  if (f.ocrLangs.trim()) body.ocr_langs = list(f.ocrLangs);
  if (f.customTags.trim()) body.custom_tags = list(f.customTags);
  if (f.forceOcr) body.force_ocr = f.forceOcr === 'true';
  if (f.rotatedText) body.rotated_text = f.rotatedText === 'true';
  if (endpoint.redacts && f.redactText) body.redact_text = f.redactText === 'true';
  if (f.minChunkSize.trim()) body.min_chunk_size = Number(f.minChunkSize);
  return JSON.stringify(body);
}

/** The multipart body of a file endpoint (lists sent in their comma-separated form). */
function formBody(endpoint: EndpointInfo, file: File, f: TryFields): FormData {
  const form = new FormData();
  form.append('pdf', file, file.name);
  const optional: [string, string][] = [
    ['tags', f.tags.trim()],
    ['ocr_langs', f.ocrLangs.trim()],
    ['custom_tags', f.customTags.trim()],
    ['force_ocr', f.forceOcr],
    ['rotated_text', f.rotatedText],
    ['redact_text', endpoint.redacts ? f.redactText : ''],
    ['min_chunk_size', f.minChunkSize.trim()],
  ];
  for (const [name, value] of optional) if (value) form.append(name, value);
  return form;
}

/** Sends the form's request to the local API and reads the whole answer. */
export async function sendApiRequest(
  endpoint: EndpointInfo,
  file: File,
  fields: TryFields,
  apiKey: string,
): Promise<ShownResponse> {
  const started = performance.now();
  const headers: Record<string, string> = { 'X-API-Key': apiKey };
  let body: string | FormData;
  if (endpoint.input === 'json') {
    headers['Content-Type'] = 'application/json';
    body = await jsonBody(endpoint, file, fields);
  } else {
    body = formBody(endpoint, file, fields);
  }
  const response = await fetch(endpoint.path, { method: 'POST', headers, body });
  const type = response.headers.get('content-type') ?? '';
  const shown: ShownResponse = {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    ms: 0,
  };
  if (type.includes('application/pdf')) {
    shown.pdf = await response.blob();
  } else {
    const text = await response.text();
    try {
      shown.text = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      shown.text = text;
    }
  }
  shown.ms = performance.now() - started;
  return shown;
}
