import { beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import { API_PATHS } from '../../../src/core/api/http';
import { decodeBase64 } from '../../../src/core/contract/base64';
import { LlmCallError } from '../../../src/core/custom/ports';
import { loadDocument } from '../../../src/core/document/load-document';
import type { AnonymizeResponse, DetectResponse } from '../../../src/core/contract/types';
import { buildCustomPdf } from '../custom/custom-kit';
import {
  SETTINGS,
  base64,
  coreRunner,
  engine,
  failingRunner,
  json,
  jsonRequest,
  recordingRunner,
} from './api-kit';
import { expectConformsToOpenApi } from './openapi-kit';

const CUSTOM = API_PATHS.anonymizeCustom;
let pdf: Uint8Array;

beforeAll(async () => {
  pdf = await buildCustomPdf();
});

/** The text layer of a PDF, pages joined by form feeds. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const source = await engine.open(bytes, {});
  try {
    return (await loadDocument(source)).text;
  } finally {
    await source.close();
  }
}

describe('/api/anonymize/custom/pdf', () => {
  it('redacts every occurrence of the requested terms on every page, and nothing else', async () => {
    const response = await handleApiRequest(
      jsonRequest(CUSTOM, {
        pdf: base64(pdf),
        prompt: 'remove every mention of "Project Falcon" and phone numbers',
      }),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(200);
    expectConformsToOpenApi(CUSTOM, response);
    const body = json<AnonymizeResponse>(response);
    const { entities, exception, path } = body.detected_pii;
    expect(path).toBe('memory');
    expect(exception).toBe('');
    expect(entities.map((e) => e.word)).toEqual([
      'Project Falcon',
      // pdf.js reads the three spaces drawn between the words as one.
      'PROJECT FALCON',
      '+1 415 555 0132',
      'Projéct Falcon',
    ]);
    expect(new Set(entities.map((e) => e.entity_group))).toEqual(new Set(['CUSTOM']));
    expect(entities.map((e) => e.boxes[0]!.page)).toEqual([1, 2, 2, 2]);
    expect(entities[0]!.score).toBe(1);
    const phone = entities[2]!;
    expect(phone.score).toBeGreaterThan(0);
    expect(phone.score).toBeLessThanOrEqual(1);
    // The output's searchable layer keeps every other word, look-alikes included.
    const out = (await textOf(decodeBase64(body.pdf)!)).replace(/\s+/g, ' ');
    expect(out).not.toMatch(/proj[eé]ct\s*falcon\b/i);
    expect(out).not.toContain('555');
    for (const kept of ['Falconry', 'falcons', 'Alpha', 'Maria Lopez', '12/03/1980']) {
      expect(out).toContain(kept);
    }
  });

  it('redacts dates of birth only, and names what it did not understand in exception', async () => {
    const response = await handleApiRequest(
      jsonRequest(CUSTOM, {
        pdf: base64(pdf),
        prompt: "the patient's date of birth and the secret bits",
      }),
      SETTINGS,
      coreRunner,
    );
    const body = json<AnonymizeResponse>(response);
    expect(body.detected_pii.entities.map((e) => e.word)).toEqual(['12/03/1980']);
    expect(body.detected_pii.exception).toContain("'secret bits'");
  });

  it('answers 422 naming both missing fields', async () => {
    const response = await handleApiRequest(jsonRequest(CUSTOM, {}), SETTINGS, coreRunner);
    expect(response.status).toBe(422);
    expectConformsToOpenApi(CUSTOM, response);
    const detail = json<{ detail: { loc: string[]; type: string }[] }>(response).detail;
    expect(detail.map((d) => [d.loc.join('.'), d.type])).toEqual([
      ['body.pdf', 'missing'],
      ['body.prompt', 'missing'],
    ]);
  });

  it('answers 422 for a blank prompt', async () => {
    const response = await handleApiRequest(
      jsonRequest(CUSTOM, { pdf: base64(pdf), prompt: '   ' }),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(422);
    const detail = json<{ detail: { loc: string[]; type: string }[] }>(response).detail;
    expect(detail.map((d) => [d.loc.join('.'), d.type])).toEqual([
      ['body.prompt', 'string_too_short'],
    ]);
  });

  it('hands the engine a custom job carrying the prompt and the reading options', async () => {
    const runner = recordingRunner();
    await handleApiRequest(
      jsonRequest(CUSTOM, {
        pdf: base64(pdf),
        prompt: 'names',
        ocr_langs: ['DEU'],
        tags: ['EMAIL'],
      }),
      SETTINGS,
      runner,
    );
    expect(runner.jobs).toHaveLength(1);
    const job = runner.jobs[0]!;
    expect(job.operation).toBe('custom');
    expect(job.prompt).toBe('names');
    expect(job.options).toMatchObject({ ocrLangs: ['deu'], tags: [], customTags: [] });
  });

  it('answers 502 LLM_CALL_ERROR with the sentence when the language model fails', async () => {
    const message = 'The chat endpoint at http://127.0.0.1:9/v1 did not answer within 5 s.';
    const response = await handleApiRequest(
      jsonRequest(CUSTOM, { pdf: base64(pdf), prompt: 'names' }),
      SETTINGS,
      failingRunner(new LlmCallError(message)),
    );
    expect(response.status).toBe(502);
    expectConformsToOpenApi(CUSTOM, response);
    expect(json(response)).toEqual({ error_code: 'LLM_CALL_ERROR', message });
  });
});

describe('custom_tags on the standard endpoints', () => {
  it('serves kinds and label=/regex/ tags with the custom tag as entity_group, and names the rest', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, {
        pdf: base64(pdf),
        tags: ['EMAIL'],
        custom_tags: ['telephone numbers', 'code=/\\bAB-\\d{2,4}\\b/', 'project codenames'],
      }),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(200);
    expectConformsToOpenApi(API_PATHS.detectBase64, response);
    const body = json<DetectResponse>(response);
    const found = body.detected_pii.entities.map((e) => [e.entity_group, e.word]);
    expect(found).toEqual([
      ['telephone numbers', '+1 415 555 0132'],
      ['code', 'AB-1234'],
      ['code', 'AB-99'],
    ]);
    expect(body.detected_pii.exception).toContain("'project codenames'");
  });
});
