import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_UNAVAILABLE_MESSAGE } from '../../../src/core/api/error-responses';
import { fromFailure, toFailure } from '../../../src/core/contract/failure';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import { API_PATHS, EngineUnavailableError, type ApiHttpRequest } from '../../../src/core/api/http';
import { DocumentError } from '../../../src/core/contract/errors';
import { corpusPath } from '../../support/shared-corpus';
import {
  API_KEY,
  SETTINGS,
  base64,
  buildSamplePdf,
  coreRunner,
  failingRunner,
  filePart,
  json,
  jsonRequest,
  multipartRequest,
  recordingRunner,
} from './api-kit';

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await buildSamplePdf();
});

type Detail = {
  detail: { loc: (string | number)[]; msg: string; type: string; input?: unknown }[];
};

describe('routing', () => {
  it('answers 404 Not Found for an unknown /api path, before looking at the key', async () => {
    const response = await handleApiRequest(
      jsonRequest('/api/nothing/here', {}, {}),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(404);
    expect(json(response)).toEqual({ detail: 'Not Found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 405 with Allow: POST for another method on a known path', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await handleApiRequest(
        { ...jsonRequest(API_PATHS.detectBase64, {}), method },
        SETTINGS,
        coreRunner,
      );
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(json(response)).toEqual({ detail: 'Method Not Allowed' });
    }
  });

  it('ignores the query string and an origin when routing', async () => {
    const runner = recordingRunner();
    const response = await handleApiRequest(
      jsonRequest(`http://localhost:4173${API_PATHS.detectBase64}?x=1#f`, { pdf: base64(pdf) }),
      SETTINGS,
      runner,
    );
    expect(response.status).toBe(200);
  });
});

describe('401', () => {
  const cases: [string, Record<string, string>][] = [
    ['missing', {}],
    ['wrong', { 'x-api-key': 'not-the-key' }],
    ['a prefix of the key', { 'x-api-key': API_KEY.slice(0, 5) }],
  ];
  for (const [name, headers] of cases) {
    it(`refuses a ${name} key before reading the body`, async () => {
      const runner = recordingRunner();
      const response = await handleApiRequest(
        jsonRequest(API_PATHS.anonymizeBase64, '{not json', headers),
        SETTINGS,
        runner,
      );
      expect(response.status).toBe(401);
      expect(json(response)).toEqual({ detail: 'Invalid or missing API key' });
      expect(runner.jobs).toHaveLength(0);
    });
  }

  it('admits nobody when no key is configured', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }, { 'x-api-key': '' }),
      { ...SETTINGS, apiKey: '' },
      coreRunner,
    );
    expect(response.status).toBe(401);
  });

  it('reads the header name case-insensitively', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }, { 'X-API-Key': API_KEY }),
      SETTINGS,
      recordingRunner(),
    );
    expect(response.status).toBe(200);
  });
});

describe('422', () => {
  it('lists every problem of a JSON body at once, in the FastAPI shape', async () => {
    const runner = recordingRunner();
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeBase64, {
        tags: ['EMAIL', 'NOT_A_TAG'],
        ocr_langs: ['ENG', 'klingon'],
        force_ocr: 'perhaps',
        rotated_text: [],
        min_chunk_size: 'big',
        custom_tags: 'PROJECT',
      }),
      SETTINGS,
      runner,
    );
    expect(response.status).toBe(422);
    expect(runner.jobs).toHaveLength(0);
    const { detail } = json<Detail>(response);
    const byLoc = Object.fromEntries(detail.map((d) => [d.loc.join('.'), d]));
    expect(byLoc['body.pdf']).toMatchObject({ type: 'missing', msg: 'Field required' });
    expect(byLoc['body.tags.1']).toMatchObject({ type: 'enum' });
    expect(byLoc['body.tags.1']!.msg).toContain('NOT_A_TAG');
    expect(byLoc['body.ocr_langs.1']).toMatchObject({ type: 'enum' });
    expect(byLoc['body.ocr_langs.1']!.msg).toContain('klingon');
    expect(byLoc['body.force_ocr']).toMatchObject({ type: 'bool_parsing', input: 'perhaps' });
    expect(byLoc['body.rotated_text']).toMatchObject({ type: 'bool_type' });
    expect(byLoc['body.min_chunk_size']).toMatchObject({ type: 'int_parsing' });
    expect(byLoc['body.custom_tags']).toMatchObject({ type: 'list_type' });
    expect(detail).toHaveLength(7);
    for (const item of detail) {
      expect(item.loc[0]).toBe('body');
      expect(typeof item.msg).toBe('string');
    }
  });

  it('names a wrongly typed pdf and list item with string_type', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: 42, tags: ['EMAIL', 7] }),
      SETTINGS,
      recordingRunner(),
    );
    expect(json<Detail>(response).detail).toEqual([
      { loc: ['body', 'pdf'], msg: 'Input should be a valid string', type: 'string_type' },
      {
        loc: ['body', 'tags', 1],
        msg: 'Input should be a valid string',
        type: 'string_type',
        input: 7,
      },
    ]);
  });

  it('answers bad base64 on ["body","pdf"] without echoing the document', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: 'this is *not* base64!' }),
      SETTINGS,
      recordingRunner(),
    );
    expect(response.status).toBe(422);
    const [issue, ...rest] = json<Detail>(response).detail;
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ loc: ['body', 'pdf'], type: 'value_error' });
    expect(issue).not.toHaveProperty('input');
  });

  it('reports a JSON syntax error as json_invalid at its character position', async () => {
    const text = '{"pdf": "abc",, "tags": []}';
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, text),
      SETTINGS,
      recordingRunner(),
    );
    expect(response.status).toBe(422);
    expect(json<Detail>(response).detail).toEqual([
      {
        loc: ['body', text.indexOf(',,') + 1],
        msg: 'JSON decode error',
        type: 'json_invalid',
        input: {},
        ctx: { error: 'Expecting property name enclosed in double quotes' },
      },
    ]);
  });

  it('answers a body that is not an object, and an empty body, as FastAPI does', async () => {
    const list = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, '[]'),
      SETTINGS,
      recordingRunner(),
    );
    expect(list.status).toBe(422);
    expect(json<Detail>(list).detail[0]).toMatchObject({
      loc: ['body'],
      type: 'model_attributes_type',
    });
    const empty = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, ''),
      SETTINGS,
      recordingRunner(),
    );
    expect(json<Detail>(empty).detail).toEqual([
      { loc: ['body'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('answers a content type that is neither JSON nor multipart with 422, as FastAPI does', async () => {
    const request: ApiHttpRequest = {
      method: 'POST',
      url: API_PATHS.anonymizeBase64,
      headers: { 'x-api-key': API_KEY },
      body: { kind: 'other', contentType: 'text/plain', size: 12 },
    };
    const response = await handleApiRequest(request, SETTINGS, recordingRunner());
    expect(response.status).toBe(422);
    const [issue] = json<Detail>(response).detail;
    expect(issue).toMatchObject({ loc: ['body'], type: 'model_attributes_type' });
    expect(issue!.msg).toContain('text/plain');

    const onFile = await handleApiRequest(
      { ...request, url: API_PATHS.detectFile },
      SETTINGS,
      recordingRunner(),
    );
    expect(onFile.status).toBe(422);
    expect(json<Detail>(onFile).detail).toEqual([
      { loc: ['body', 'pdf'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('lists several multipart problems, with query-string ones under query', async () => {
    const response = await handleApiRequest(
      multipartRequest(`${API_PATHS.anonymizeFile}?ocr_langs=eng,xx`, [
        ['pdf', 'not a file'],
        ['tags', 'EMAIL,BOGUS'],
        ['redact_text', 'maybe'],
        ['min_chunk_size', '1.5'],
      ]),
      SETTINGS,
      recordingRunner(),
    );
    expect(response.status).toBe(422);
    const { detail } = json<Detail>(response);
    expect(detail.map((d) => [d.loc, d.type])).toEqual([
      [['body', 'pdf'], 'value_error'],
      [['body', 'tags', 1], 'enum'],
      [['query', 'ocr_langs', 1], 'enum'],
      [['body', 'min_chunk_size'], 'int_parsing'],
      [['body', 'redact_text'], 'bool_parsing'],
    ]);
    expect(detail[1]!.msg).toContain("'BOGUS'");
    expect(detail[2]!.msg).toContain("'xx'");
  });

  it('refuses a negative min_chunk_size', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf), min_chunk_size: -1 }),
      SETTINGS,
      recordingRunner(),
    );
    expect(json<Detail>(response).detail).toEqual([
      {
        loc: ['body', 'min_chunk_size'],
        msg: 'Input should be greater than or equal to 0',
        type: 'greater_than_equal',
        input: -1,
      },
    ]);
  });
});

describe('documents the engine refuses', () => {
  it('answers 415 for data that is not a PDF, and for an empty upload', async () => {
    const notPdf = new TextEncoder().encode('hello, this is a text file and not a PDF');
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.detectFile, [['pdf', filePart(notPdf, 'notes.txt')]]),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(415);
    expect(typeof json(response).detail).toBe('string');
    const empty = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: '' }),
      SETTINGS,
      coreRunner,
    );
    expect(empty.status).toBe(415);
    expect(json(empty).detail).toMatch(/empty/i);
  });

  it('answers 400 for a truncated PDF', async () => {
    const truncated = pdf.slice(0, Math.floor(pdf.length / 3));
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(truncated) }),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(400);
    expect(json(response).detail).toEqual(expect.any(String));
  });

  it('answers 400 for an encrypted PDF', async () => {
    const encrypted = new Uint8Array(
      readFileSync(
        corpusPath('real', '005-libreoffice-writer-password_libreoffice-writer-password.pdf'),
      ),
    );
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(encrypted, 'secret.pdf')]]),
      SETTINGS,
      coreRunner,
    );
    expect(response.status).toBe(400);
    expect(json(response).detail).toMatch(/password|encrypt/i);
  });

  it('passes a DocumentError that crossed a thread as a Failure through with its status', async () => {
    // Bridges send failures as data and rebuild them with fromFailure; names are never compared.
    const sent = structuredClone(toFailure(new DocumentError('not-pdf', 'The file is not a PDF.')));
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }),
      SETTINGS,
      failingRunner(fromFailure(sent)),
    );
    expect(response.status).toBe(415);
    expect(json(response)).toEqual({ detail: 'The file is not a PDF.' });
  });
});

describe('413', () => {
  it('refuses a PDF over the limit before any work, naming both sizes', async () => {
    const runner = recordingRunner();
    const big = new Uint8Array(3 * 1024 * 1024);
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.detectFile, [['pdf', filePart(big)]]),
      { ...SETTINGS, maxBytes: 2 * 1024 * 1024 },
      runner,
    );
    expect(response.status).toBe(413);
    expect(json(response)).toEqual({ detail: 'The PDF is 3 MB; the largest accepted is 2 MB.' });
    expect(runner.jobs).toHaveLength(0);
  });

  it('measures the decoded base64, not the text', async () => {
    const limit = pdf.length;
    const fits = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf, 'wrapped') }),
      { ...SETTINGS, maxBytes: limit },
      recordingRunner(),
    );
    expect(fits.status).toBe(200);
    const over = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }),
      { ...SETTINGS, maxBytes: limit - 1 },
      recordingRunner(),
    );
    expect(over.status).toBe(413);
    expect(json(over).detail).toMatch(
      /^The PDF is [\d.]+ MB; the largest accepted is [\d.]+ MB\.$/,
    );
  });
});

describe('500 and 503', () => {
  it('answers 500 INTERNAL_ERROR when the runner fails unexpectedly', async () => {
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(pdf) }),
      SETTINGS,
      failingRunner(new TypeError('boom')),
    );
    expect(response.status).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json(response);
    expect(body).toEqual({
      error_code: 'INTERNAL_ERROR',
      message: expect.stringContaining('boom'),
    });
  });

  it('answers 500 for a runner that throws synchronously or rejects with a non-Error', async () => {
    const throwing = {
      run: () => {
        throw new Error('sync');
      },
    };
    const a = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }),
      SETTINGS,
      throwing,
    );
    expect(a.status).toBe(500);
    const b = await handleApiRequest(
      jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }),
      SETTINGS,
      failingRunner('a string'),
    );
    expect(json(b)).toEqual({
      error_code: 'INTERNAL_ERROR',
      message: expect.stringContaining('a string'),
    });
  });

  it('answers 500 when an anonymize result has no PDF', async () => {
    const runner = {
      run: () => recordingRunner().run({ operation: 'detect', pdf, options: {} as never }),
    };
    const response = await handleApiRequest(
      jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(pdf) }),
      SETTINGS,
      runner,
    );
    expect(response.status).toBe(500);
  });

  it('answers 503 with a sentence that says what to do when no engine runs', async () => {
    const response = await handleApiRequest(
      multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(pdf)]]),
      SETTINGS,
      failingRunner(new EngineUnavailableError('no tab')),
    );
    expect(response.status).toBe(503);
    expect(json(response)).toEqual({ detail: ENGINE_UNAVAILABLE_MESSAGE });
    expect(response.headers['content-type']).toBe('application/json');
  });

  it('keeps DocumentError statuses for errors thrown by a runner', async () => {
    for (const [kind, status] of [
      ['not-pdf', 415],
      ['empty', 415],
      ['unreadable', 400],
      ['encrypted', 400],
      ['too-large', 413],
    ] as const) {
      const response = await handleApiRequest(
        jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }),
        SETTINGS,
        failingRunner(new DocumentError(kind, `kind ${kind}`)),
      );
      expect(response.status).toBe(status);
      expect(json(response)).toEqual({ detail: `kind ${kind}` });
    }
  });
});
