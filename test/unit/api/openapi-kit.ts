import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { ApiHttpResponse } from '../../../src/core/api/http';

const DOC_PATH = fileURLToPath(new URL('../../../public/api/openapi.json', import.meta.url));

interface OpenApiDoc {
  paths: Record<string, { post: { responses: Record<string, unknown> } }>;
  components: Record<string, unknown>;
}

/** The OpenAPI document the app serves. */
export const openApiDoc = JSON.parse(readFileSync(DOC_PATH, 'utf8')) as OpenApiDoc;

const ajv = new Ajv2020({ strict: true, allErrors: true });
ajv.addKeyword({ keyword: 'components' }).addKeyword({ keyword: 'paths' });
ajv.addSchema({ $id: 'openapi.json', components: openApiDoc.components, paths: openApiDoc.paths });

/** Validates a live JSON response against the document's schema for its path and status. */
export function expectConformsToOpenApi(path: string, response: ApiHttpResponse): void {
  const declared = openApiDoc.paths[path]?.post.responses[String(response.status)] as
    { $ref?: string } | undefined;
  expect(declared, `status ${response.status} of ${path} is documented`).toBeDefined();
  const schemaRef = declared!.$ref
    ? `openapi.json${declared!.$ref}/content/application~1json/schema`
    : `openapi.json#/paths/${path.replace(/\//g, '~1')}/post/responses/${response.status}/content/application~1json/schema`;
  const validate = ajv.compile({ $ref: schemaRef });
  const body: unknown = JSON.parse(response.body as string);
  expect(validate(body), JSON.stringify(validate.errors, null, 2)).toBe(true);
}
