import { beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import { API_PATHS, type ApiJob } from '../../../src/core/api/http';
import { findJsonSyntaxError } from '../../../src/core/api/json-syntax-error';
import { SETTINGS, base64, buildSamplePdf, jsonRequest, recordingRunner } from './api-kit';

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await buildSamplePdf();
});

async function jobFor(path: string, body: Record<string, unknown>): Promise<ApiJob> {
  const runner = recordingRunner();
  const response = await handleApiRequest(jsonRequest(path, body), SETTINGS, runner);
  expect(response.status, String(response.body)).toBe(200);
  return runner.jobs[0]!;
}

describe('JSON operations', () => {
  it('applies the contract defaults', async () => {
    for (const path of [API_PATHS.detectBase64, API_PATHS.anonymizeBase64]) {
      const job = await jobFor(path, { pdf: base64(pdf) });
      expect(job.options).toMatchObject({
        tags: [],
        customTags: [],
        forceOcr: false,
        ocrLangs: ['eng'],
        rotatedText: false,
        minChunkSize: 0,
        redactText: true,
        path: 'memory',
      });
      expect(job.pdf).toEqual(pdf);
    }
  });

  it('decodes base64 with a data: prefix and with line breaks', async () => {
    expect((await jobFor(API_PATHS.detectBase64, { pdf: base64(pdf, 'data-url') })).pdf).toEqual(
      pdf,
    );
    expect((await jobFor(API_PATHS.anonymizeBase64, { pdf: base64(pdf, 'wrapped') })).pdf).toEqual(
      pdf,
    );
  });

  it('reads tags case-insensitively and languages in upper or lower case', async () => {
    const job = await jobFor(API_PATHS.anonymizeBase64, {
      pdf: base64(pdf),
      tags: ['email', 'Credit_Card', 'FACE'],
      ocr_langs: ['ENG', 'spa', 'Rus'],
      custom_tags: [' PROJECT ', ''],
      force_ocr: true,
      rotated_text: 1,
      redact_text: 'false',
      min_chunk_size: 512,
    });
    expect(job.options).toMatchObject({
      tags: ['EMAIL', 'CREDIT_CARD', 'FACE'],
      ocrLangs: ['eng', 'spa', 'rus'],
      customTags: ['PROJECT'],
      forceOcr: true,
      rotatedText: true,
      redactText: false,
      minChunkSize: 512,
    });
  });

  it('accepts null for the list fields and ignores unknown fields', async () => {
    const job = await jobFor(API_PATHS.detectBase64, {
      pdf: base64(pdf),
      tags: null,
      custom_tags: null,
      ocr_langs: null,
      something_else: { deep: true },
    });
    expect(job.options).toMatchObject({ tags: [], customTags: [], ocrLangs: ['eng'] });
  });
});

describe('findJsonSyntaxError', () => {
  it('places errors where Python would', () => {
    expect(findJsonSyntaxError('')).toEqual({ position: 0, error: 'Expecting value' });
    expect(findJsonSyntaxError('{"a": }')).toEqual({ position: 6, error: 'Expecting value' });
    expect(findJsonSyntaxError('{"a" 1}')).toEqual({
      position: 5,
      error: "Expecting ':' delimiter",
    });
    expect(findJsonSyntaxError('[1 2]')).toEqual({ position: 3, error: "Expecting ',' delimiter" });
    expect(findJsonSyntaxError('{"a": "b')).toEqual({
      position: 6,
      error: 'Unterminated string starting at',
    });
    expect(findJsonSyntaxError('{} x')).toEqual({ position: 3, error: 'Extra data' });
    expect(findJsonSyntaxError('{"a": [1, {"b": null}], "c": "\\u00e9"}')).toBeUndefined();
  });
});
