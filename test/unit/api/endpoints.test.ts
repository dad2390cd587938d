import { beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import { API_PATHS } from '../../../src/core/api/http';
import { decodeBase64 } from '../../../src/core/contract/base64';
import {
  DEFAULT_ANONYMIZE_OPTIONS,
  type AnonymizeOptions,
} from '../../../src/core/contract/options';
import type { AnonymizeResponse, DetectResponse } from '../../../src/core/contract/types';
import { anonymize, detect } from '../../../src/core/pipeline/operations';
import {
  SETTINGS,
  base64,
  buildSamplePdf,
  coreRunner,
  engine,
  filePart,
  json,
  jsonRequest,
  multipartRequest,
} from './api-kit';

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await buildSamplePdf();
});

const TAGS = ['EMAIL', 'PHONE', 'PERSON_NAME', 'DATE'] as const;
const options = (overrides: Partial<AnonymizeOptions> = {}): AnonymizeOptions => ({
  ...DEFAULT_ANONYMIZE_OPTIONS,
  tags: [...TAGS],
  ...overrides,
});

/** Text layer of every page of a PDF, to prove the redacted output carries none of the PII. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const source = await engine.open(bytes);
  const parts: string[] = [];
  for (let page = 1; page <= source.pageCount; page++) {
    parts.push((await source.textRuns(page)).map((run) => run.str).join(' '));
  }
  await source.close();
  return parts.join('\f');
}

describe('POST /api/detect/pii/pdf', () => {
  it('answers 200 JSON with the entities the core finds for the same options', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, {
        pdf: base64(pdf),
        tags: ['email', 'Phone', 'PERSON_NAME', 'date'],
      }),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json<DetectResponse>(response);
    expect(Object.keys(body).sort()).toEqual(['detected_pii', 'processing_time']);
    const direct = await detect(engine, pdf, options());
    expect(body.detected_pii).toEqual(direct.detected_pii);
    expect(body.detected_pii.path).toBe('memory');
    const groups = new Set(body.detected_pii.entities.map((e) => e.entity_group));
    expect(groups).toContain('EMAIL');
    expect(groups).toContain('PHONE');
    expect(Object.keys(body.processing_time.stages).sort()).toEqual(['Ner', 'PdfDataToDocument']);
  });
});

describe('POST /api/anonymize/pdf', () => {
  it('answers 200 JSON with a base64 redacted PDF and the same entities as the core', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(pdf), tags: [...TAGS] }),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json<AnonymizeResponse>(response);
    expect(Object.keys(body).sort()).toEqual(['detected_pii', 'pdf', 'processing_time']);
    const direct = await anonymize(engine, pdf, options());
    expect(body.detected_pii).toEqual(direct.detected_pii);
    const out = decodeBase64(body.pdf)!;
    expect(new TextDecoder().decode(out.subarray(0, 5))).toBe('%PDF-');
    expect(await textOf(out)).not.toContain('john.smith@example.com');
    expect(body.processing_time.stages).toHaveProperty('SingleImageToPdf');
  });
});

describe('POST /api/detect/pii/file/pdf', () => {
  it('answers 200 JSON with the file name as path and the file operation defaults', async () => {
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.detectFile, [
        ['pdf', filePart(pdf, 'letter.pdf')],
        ['tags', TAGS.join(',')],
      ]),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(200);
    const body = json<DetectResponse>(response);
    const direct = await detect(
      engine,
      pdf,
      options({ path: 'letter.pdf', forceOcr: true, rotatedText: true }),
    );
    expect(body.detected_pii).toEqual(direct.detected_pii);
    expect(body.detected_pii.path).toBe('letter.pdf');
    // force_ocr defaults to true here, and this build says honestly that it used the text layer.
    expect(body.detected_pii.exception).toContain('force_ocr');
    for (const box of body.detected_pii.entities.flatMap((e) => e.boxes)) {
      expect(box).toMatchObject({ angle: 0, page: 1 });
    }
  });
});

describe('POST /api/anonymize/file/pdf', () => {
  it('answers 200 with the redacted PDF as a download named after the upload', async () => {
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(pdf, 'Letter to John.pdf')]]),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Letter to John-anonymized.pdf"',
    );
    expect(response.body).toBeInstanceOf(Uint8Array);
    const out = response.body as Uint8Array;
    expect(new TextDecoder().decode(out.subarray(0, 5))).toBe('%PDF-');
    const text = await textOf(out);
    expect(text).not.toContain('john.smith@example.com');
    expect(text).not.toContain('555 0132');
  });
});
