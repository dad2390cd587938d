import { PDFDocument, StandardFonts } from 'pdf-lib';
import { anonymize, detect } from '../../../src/core/pipeline/operations';
import { anonymizeCustom } from '../../../src/core/pipeline/anonymize-custom';
import type {
  ApiHttpRequest,
  ApiHttpResponse,
  ApiJob,
  ApiJobResult,
  ApiJobRunner,
  ApiSettings,
  MultipartValue,
} from '../../../src/core/api/http';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { encodeBase64 } from '../../../src/core/contract/base64';

/** The key the test settings expect. */
export const API_KEY = 'test-key-0123456789';

/** Settings of the tests: a generous size limit unless a test lowers it. */
export const SETTINGS: ApiSettings = { apiKey: API_KEY, maxBytes: 5 * 1024 * 1024 };

/** The Node engine the real-core runner uses. */
export const engine = createNodePdfEngine();

/** Lines of the sample letter: a name, an e-mail, a phone number and a date to find. */
const LETTER = [
  'Dear Mr. John Smith,',
  'please write to john.smith@example.com or call +1 415 555 0132.',
  'Your appointment is on March 14, 2024.',
];

/** A one-page letter built with pdf-lib, so the API tests do not depend on generated fixtures. */
export async function buildSamplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  LETTER.forEach((line, i) => page.drawText(line, { x: 72, y: 760 - i * 20, size: 12, font }));
  return doc.save();
}

/** A runner that runs the real core in this process, as an engine tab would. */
export const coreRunner: ApiJobRunner = {
  run(job: ApiJob): Promise<ApiJobResult> {
    if (job.operation === 'custom') {
      return anonymizeCustom(engine, job.pdf, job.prompt ?? '', job.options);
    }
    return job.operation === 'detect'
      ? detect(engine, job.pdf, job.options)
      : anonymize(engine, job.pdf, job.options);
  },
};

/** A runner that remembers its jobs and answers with an empty result (for option checks). */
export function recordingRunner(): ApiJobRunner & { jobs: ApiJob[] } {
  const jobs: ApiJob[] = [];
  return {
    jobs,
    run(job) {
      jobs.push(job);
      return Promise.resolve({
        pdf: job.operation !== 'detect' ? new Uint8Array([37, 80, 68, 70]) : undefined,
        detected_pii: { path: job.options.path, entities: [], exception: '', json: '' },
        processing_time: { total: 0, stages: {} },
      });
    },
  };
}

/** A runner that rejects with `error`. */
export function failingRunner(error: unknown): ApiJobRunner {
  return { run: () => Promise.reject(error) };
}

/** A JSON request with the right key unless `headers` says otherwise. */
export function jsonRequest(
  url: string,
  body: unknown,
  headers: Record<string, string> = { 'x-api-key': API_KEY },
): ApiHttpRequest {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { method: 'POST', url, headers, body: { kind: 'json', text } };
}

/** A file part as the service worker hands it over. */
export function filePart(bytes: Uint8Array, filename = 'letter.pdf'): MultipartValue {
  return { filename, type: 'application/pdf', bytes };
}

/** A multipart request: `fields` as name/value pairs in order (names may repeat). */
export function multipartRequest(
  url: string,
  fields: [string, MultipartValue][],
  headers: Record<string, string> = { 'x-api-key': API_KEY },
): ApiHttpRequest {
  return {
    method: 'POST',
    url,
    headers,
    body: { kind: 'multipart', fields: fields.map(([name, value]) => ({ name, value })) },
  };
}

/** The body of a JSON response, parsed. */
export function json<T = Record<string, unknown>>(response: ApiHttpResponse): T {
  if (typeof response.body !== 'string') throw new Error('expected a JSON (text) body');
  return JSON.parse(response.body) as T;
}

/** Base64 of `bytes`, optionally with a data: prefix and wrapped at 76 characters like MIME. */
export function base64(
  bytes: Uint8Array,
  style: 'plain' | 'data-url' | 'wrapped' = 'plain',
): string {
  const text = encodeBase64(bytes);
  if (style === 'data-url') return `data:application/pdf;base64,${text}`;
  if (style === 'wrapped') return text.replace(/.{1,76}/g, '$&\r\n');
  return text;
}
