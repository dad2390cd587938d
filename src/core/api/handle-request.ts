import { encodeBase64 } from '../contract/base64';
import type { AnonymizeResponse, DetectResponse } from '../contract/types';
import { answerBeforeBody } from './answer-before-body';
import { headerValue } from './auth';
import { anonymizedFileName, attachmentDisposition } from './content-disposition';
import { errorResponse } from './error-responses';
import type {
  ApiHttpRequest,
  ApiHttpResponse,
  ApiJobResult,
  ApiJobRunner,
  ApiSettings,
} from './http';
import { toJobOptions } from './job-options';
import { parseJsonBody } from './json-body';
import { normaliseMultipart, type FieldSource } from './multipart-body';
import { requestSchemaFor, withRedactDefault, type ValidatedRequest } from './request-schemas';
import { parseRequestUrl } from './request-url';
import { detailResponse, jsonResponse, pdfResponse } from './responses';
import type { ApiRoute } from './routes';
import { tooLargeMessage } from './size-limit';
import { RequestValidationError } from './validation-issue';
import { toValidationIssues } from './validation-issues';

/** What the body of a request gives the schema: the raw fields and where each came from. */
interface RawInput {
  values: unknown;
  sources: Record<string, FieldSource>;
}

/**
 * Reads the body the way FastAPI would for the route. A body that is neither JSON nor multipart
 * is a 422, not a 415: FastAPI validates whatever arrived against the declared shape.
 */
function readInput(route: ApiRoute, req: ApiHttpRequest): RawInput {
  const { body } = req;
  if (route.input === 'json') {
    if (body.kind === 'json') return { values: parseJsonBody(body.text), sources: {} };
    if (body.kind === 'other' && body.size === 0) return { values: parseJsonBody(''), sources: {} };
    const declared = headerValue(req.headers, 'content-type');
    const got = (body.kind === 'other' ? body.contentType : declared) || 'no content type';
    throw new RequestValidationError([
      {
        loc: ['body'],
        msg: `Input should be a valid dictionary or object to extract fields from: send the fields as application/json (got ${got})`,
        type: 'model_attributes_type',
      },
    ]);
  }
  // A multipart endpoint given another body sees an empty form, as FastAPI does, so `pdf` is missing.
  const fields = body.kind === 'multipart' ? body.fields : [];
  return normaliseMultipart(fields, parseRequestUrl(req.url).query);
}

/** Validates with the route's schema, listing every problem at once. */
function validate(route: ApiRoute, input: RawInput): ValidatedRequest {
  const result = requestSchemaFor(route).safeParse(input.values, { reportInput: true });
  if (!result.success) {
    throw new RequestValidationError(toValidationIssues(result.error.issues, input.sources));
  }
  return withRedactDefault(result.data);
}

/** Builds the success body of the route from the engine's result. */
function successResponse(
  route: ApiRoute,
  request: ValidatedRequest,
  result: ApiJobResult,
): ApiHttpResponse {
  if (route.operation === 'detect') {
    const body: DetectResponse = {
      detected_pii: result.detected_pii,
      processing_time: result.processing_time,
    };
    return jsonResponse(200, body);
  }
  if (!result.pdf) throw new Error('the engine returned no anonymized PDF');
  if (route.output === 'pdf') {
    return pdfResponse(result.pdf, attachmentDisposition(anonymizedFileName(request.pdf.name)));
  }
  // Built here rather than with the pipeline's toAnonymizeResponse so that the service worker's
  // bundle does not pull in the whole detection pipeline.
  const body: AnonymizeResponse = {
    pdf: encodeBase64(result.pdf),
    detected_pii: result.detected_pii,
    processing_time: result.processing_time,
  };
  return jsonResponse(200, body);
}

async function answer(
  req: ApiHttpRequest,
  settings: ApiSettings,
  runner: ApiJobRunner,
): Promise<ApiHttpResponse> {
  // The same checks the service worker made before reading the body (answer-before-body.ts):
  // route, then key, then declared length. Repeated here for callers that read bodies themselves.
  const head = answerBeforeBody(req, settings.apiKey, settings.maxBytes);
  if (head.kind === 'answer') return head.response;
  const { route } = head;
  const request = validate(route, readInput(route, req));
  const tooLarge = tooLargeMessage(request.pdf.bytes.length, settings.maxBytes);
  if (tooLarge) return detailResponse(413, tooLarge);
  const result = await runner.run({
    operation: route.operation,
    pdf: request.pdf.bytes,
    options: toJobOptions(request, settings.limits),
    ...(request.prompt === undefined ? {} : { prompt: request.prompt }),
  });
  return successResponse(route, request, result);
}

/**
 * Answers one request to the local API: routing, key, declared length, body, validation, PDF
 * size, then the engine. The service worker runs the first three (`answerBeforeBody`) before it
 * reads a byte of the body, and counts bytes while reading one that declares no length
 * (src/sw/read-request.ts); they are checked again here for callers that read bodies themselves.
 * Never rejects; every failure becomes the contract's error body with the decisions' status.
 */
export async function handleApiRequest(
  req: ApiHttpRequest,
  settings: ApiSettings,
  runner: ApiJobRunner,
): Promise<ApiHttpResponse> {
  try {
    return await answer(req, settings, runner);
  } catch (error) {
    try {
      return errorResponse(error);
    } catch {
      return {
        status: 500,
        headers: { 'cache-control': 'no-store', 'content-type': 'application/json' },
        body: '{"error_code":"INTERNAL_ERROR","message":"Processing failed."}',
      };
    }
  }
}
