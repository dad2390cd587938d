import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../../src/core/api/handle-request';
import {
  API_PATHS,
  EngineUnavailableError,
  type ApiHttpResponse,
} from '../../../src/core/api/http';
import { OCR_LANGUAGES } from '../../../src/core/contract/languages';
import { ALL_TAGS } from '../../../src/core/contract/tags';
import { STAGE_NAMES } from '../../../src/core/contract/types';
import {
  SETTINGS,
  base64,
  buildSamplePdf,
  coreRunner,
  failingRunner,
  filePart,
  jsonRequest,
  multipartRequest,
} from './api-kit';

const DOC_PATH = fileURLToPath(new URL('../../../public/api/openapi.json', import.meta.url));
const text = readFileSync(DOC_PATH, 'utf8');

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, { post: { responses: Record<string, unknown> } }>;
  components: {
    schemas: Record<string, { enum?: string[]; properties?: Record<string, unknown> }>;
  };
}

const doc = JSON.parse(text) as OpenApiDoc;
// Strict mode: the document must use only keywords a JSON Schema 2020-12 validator knows, so the
// Playwright tests (and any client) can validate with it as it is.
const ajv = new Ajv2020({ strict: true, allErrors: true });
ajv.addKeyword({ keyword: 'components' }).addKeyword({ keyword: 'paths' });
ajv.addSchema({ $id: 'openapi.json', components: doc.components, paths: doc.paths });

/** Follows a `$ref` to the components it points at (response objects are references too). */
function resolve<T>(value: unknown): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as T;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as T;
}

/** Validates a live response against the document's schema for its path and status. */
function expectConforms(path: string, response: ApiHttpResponse): void {
  const declared = doc.paths[path]!.post.responses[String(response.status)];
  expect(declared, `status ${response.status} of ${path} is documented`).toBeDefined();
  const content = resolve<{ content: Record<string, { schema: unknown }> }>(declared).content;
  const type = response.headers['content-type']!;
  expect(Object.keys(content)).toContain(type);
  if (type !== 'application/json') return;
  const pointer = `openapi.json#/paths/${path.replace(/\//g, '~1')}/post/responses/${response.status}`;
  const schemaRef = (declared as { $ref?: string }).$ref
    ? `openapi.json${(declared as { $ref: string }).$ref}/content/application~1json/schema`
    : `${pointer}/content/application~1json/schema`;
  const validate = ajv.compile({ $ref: schemaRef });
  const body: unknown = JSON.parse(response.body as string);
  expect(validate(body), JSON.stringify(validate.errors, null, 2)).toBe(true);
}

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await buildSamplePdf();
});

describe('public/api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing the five local paths', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths).sort()).toEqual(Object.values(API_PATHS).sort());
  });

  it('compiles every component schema under strict JSON Schema 2020-12', () => {
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` })).not.toThrow();
    }
  });

  it('lists the same tags, languages and stages as the code', () => {
    expect(doc.components.schemas.PredefinedTag!.enum).toEqual([...ALL_TAGS]);
    expect(doc.components.schemas.OcrLanguage!.enum).toEqual([...OCR_LANGUAGES]);
    const stages = doc.components.schemas.ProcessingTime!.properties!.stages as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(stages.properties)).toEqual([...STAGE_NAMES]);
  });

  it('states the decisions a client needs', () => {
    for (const phrase of [
      'points',
      'seconds',
      'top-left',
      'counter-clockwise',
      'UTF-16',
      '1-based',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('describes real success responses of every endpoint', async () => {
    const responses: [string, ApiHttpResponse][] = [
      [
        API_PATHS.detectBase64,
        await handleApiRequest(
          jsonRequest(API_PATHS.detectBase64, { pdf: base64(pdf) }),
          SETTINGS,
          coreRunner,
        ),
      ],
      [
        API_PATHS.anonymizeBase64,
        await handleApiRequest(
          jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(pdf), tags: ['EMAIL', 'FACE'] }),
          SETTINGS,
          coreRunner,
        ),
      ],
      [
        API_PATHS.detectFile,
        await handleApiRequest(
          multipartRequest(API_PATHS.detectFile, [['pdf', filePart(pdf)]]),
          SETTINGS,
          coreRunner,
        ),
      ],
      [
        API_PATHS.anonymizeFile,
        await handleApiRequest(
          multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(pdf, 'Café.pdf')]]),
          SETTINGS,
          coreRunner,
        ),
      ],
    ];
    for (const [path, response] of responses) {
      expect(response.status).toBe(200);
      expectConforms(path, response);
    }
    const detected = JSON.parse(responses[0]![1].body as string) as {
      detected_pii: { entities: unknown[] };
    };
    expect(detected.detected_pii.entities.length).toBeGreaterThan(0);
  });

  it('describes real error responses', async () => {
    const truncated = pdf.slice(0, 200);
    const cases: [string, Promise<ApiHttpResponse>][] = [
      [
        API_PATHS.detectBase64,
        handleApiRequest(jsonRequest(API_PATHS.detectBase64, {}, {}), SETTINGS, coreRunner),
      ],
      [
        API_PATHS.anonymizeBase64,
        handleApiRequest(
          jsonRequest(API_PATHS.anonymizeBase64, { tags: ['x'], force_ocr: 'maybe' }),
          SETTINGS,
          coreRunner,
        ),
      ],
      [
        API_PATHS.detectBase64,
        handleApiRequest(jsonRequest(API_PATHS.detectBase64, '{"pdf": '), SETTINGS, coreRunner),
      ],
      [
        API_PATHS.detectFile,
        handleApiRequest(
          multipartRequest(`${API_PATHS.detectFile}?tags=nope`, [['pdf', 'text']]),
          SETTINGS,
          coreRunner,
        ),
      ],
      [
        API_PATHS.anonymizeFile,
        handleApiRequest(
          multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(new Uint8Array([1, 2, 3]))]]),
          SETTINGS,
          coreRunner,
        ),
      ],
      [
        API_PATHS.detectBase64,
        handleApiRequest(
          jsonRequest(API_PATHS.detectBase64, { pdf: base64(truncated) }),
          SETTINGS,
          coreRunner,
        ),
      ],
      [
        API_PATHS.detectFile,
        handleApiRequest(
          multipartRequest(API_PATHS.detectFile, [['pdf', filePart(pdf)]]),
          { ...SETTINGS, maxBytes: 100 },
          coreRunner,
        ),
      ],
      [
        API_PATHS.anonymizeBase64,
        handleApiRequest(
          jsonRequest(API_PATHS.anonymizeBase64, { pdf: base64(pdf) }),
          SETTINGS,
          failingRunner(new Error('boom')),
        ),
      ],
      [
        API_PATHS.anonymizeFile,
        handleApiRequest(
          multipartRequest(API_PATHS.anonymizeFile, [['pdf', filePart(pdf)]]),
          SETTINGS,
          failingRunner(new EngineUnavailableError()),
        ),
      ],
    ];
    const statuses: number[] = [];
    for (const [path, pending] of cases) {
      const response = await pending;
      statuses.push(response.status);
      expectConforms(path, response);
    }
    expect(statuses).toEqual([401, 422, 422, 422, 415, 400, 413, 500, 503]);
  });

  it('rejects bodies that break the documented shapes', () => {
    const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/DetectResponse' });
    const box = { text: 'a', score: 1, x: 0, y: 0, width: 1, height: 1, angle: 0, page: 1 };
    const entity = { entity_group: 'EMAIL', score: 1, word: 'a', start: 0, end: 1, boxes: [box] };
    const good = {
      detected_pii: { path: 'memory', entities: [entity], exception: '', json: '' },
      processing_time: { total: 0.1, stages: { Ner: 0.05 } },
    };
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, detected_pii: [good.detected_pii] })).toBe(false);
    const noPage = { ...entity, boxes: [{ ...box, page: undefined }] };
    expect(
      validate({
        ...good,
        detected_pii: { ...good.detected_pii, entities: [JSON.parse(JSON.stringify(noPage))] },
      }),
    ).toBe(false);
    expect(validate({ ...good, processing_time: { total: 1, stages: { Unknown: 1 } } })).toBe(
      false,
    );
  });
});
