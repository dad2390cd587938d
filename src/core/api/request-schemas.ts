import { z } from 'zod';
import { decodeBase64 } from '../contract/base64';
import { ocrLanguageSchema, tagSchema } from '../contract/option-schema';
import type { ApiRoute } from './routes';

/** The document a request carries, decoded, with the name `detected_pii.path` reports. */
export interface RequestPdf {
  bytes: Uint8Array;
  name: string;
}

/** Fields of every validated request, in the contract's names, defaults applied. */
export interface ValidatedRequest {
  pdf: RequestPdf;
  tags: z.output<typeof tagSchema>[];
  custom_tags: string[];
  ocr_langs: z.output<typeof ocrLanguageSchema>[];
  force_ocr: boolean;
  rotated_text: boolean;
  min_chunk_size: number;
  redact_text: boolean;
  /** Extension field of the anonymize endpoints (absent: true). */
  searchable?: boolean;
  /** The instruction of `/api/anonymize/custom/pdf` (absent on the other endpoints). */
  prompt?: string;
}

/** Name reported as `path` when an upload has no file name (the contract has no word for it). */
export const UNNAMED_UPLOAD = 'document.pdf';

/** Adds an issue carrying pydantic's error type, which validation-issues maps to the 422 body. */
function fail(ctx: z.core.$RefinementCtx, input: unknown, type: string, message: string): never {
  ctx.issues.push({ code: 'custom', message, input, params: { type } });
  return z.NEVER;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** A boolean as pydantic's lax mode reads it: JSON booleans, 0/1, and the decisions' words. */
const laxBoolean = z.unknown().transform((value, ctx): boolean => {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  if (typeof value !== 'string')
    return fail(ctx, value, 'bool_type', 'Input should be a valid boolean');
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return fail(
    ctx,
    value,
    'bool_parsing',
    'Input should be a valid boolean, unable to interpret input',
  );
});

/** A non-negative integer, from a JSON number or (multipart) its decimal text. */
const chunkSize = z.unknown().transform((value, ctx): number => {
  let n: number;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) {
      return fail(
        ctx,
        value,
        'int_from_float',
        'Input should be a valid integer, got a number with a fractional part',
      );
    }
    n = value;
  } else if (typeof value === 'string') {
    if (!/^\s*[+-]?\d+\s*$/.test(value)) {
      return fail(
        ctx,
        value,
        'int_parsing',
        'Input should be a valid integer, unable to parse string as an integer',
      );
    }
    n = Number(value);
  } else {
    return fail(ctx, value, 'int_type', 'Input should be a valid integer');
  }
  if (!Number.isSafeInteger(n))
    return fail(
      ctx,
      value,
      'int_parsing_size',
      'Unable to parse input string as an integer, exceeded maximum size',
    );
  if (n < 0)
    return fail(ctx, value, 'greater_than_equal', 'Input should be greater than or equal to 0');
  return n;
});

/**
 * A list field: null, absent or empty means the default (an empty language list would leave OCR
 * nothing to read with, and an empty tag list already means all tags); items are checked one by one.
 */
function listOf<T extends z.ZodType>(item: T, fallback: z.output<T>[]) {
  return z
    .array(item)
    .nullish()
    .transform((list): z.output<T>[] => (list && list.length > 0 ? list : fallback));
}

const customTag = z.string().transform((value) => value.trim());

/** The base64 `pdf` of the JSON operations (a `data:` prefix and whitespace are accepted). */
const base64Pdf = z.string().transform((text, ctx): RequestPdf => {
  const bytes = decodeBase64(text);
  if (bytes) return { bytes, name: 'memory' };
  return fail(
    ctx,
    undefined,
    'value_error',
    'Value error, the pdf field is not valid base64 (standard or URL-safe alphabet, optional data: prefix)',
  );
});

/** The uploaded `pdf` part of the multipart operations. */
const uploadedPdf = z.unknown().transform((value, ctx): RequestPdf => {
  if (value !== null && typeof value === 'object' && 'bytes' in value && 'filename' in value) {
    const file = value as { bytes: Uint8Array; filename: string };
    return { bytes: file.bytes, name: file.filename || UNNAMED_UPLOAD };
  }
  if (value === undefined) return fail(ctx, undefined, 'missing', 'Field required');
  return fail(
    ctx,
    undefined,
    'value_error',
    'Value error, Expected UploadFile, received a text field: send pdf as a file part',
  );
});

/** Fields shared by every operation, with the contract's common defaults. */
const commonFields = {
  tags: listOf(tagSchema, []),
  custom_tags: listOf(customTag, []).transform((tags) => tags.filter((tag) => tag !== '')),
  ocr_langs: listOf(ocrLanguageSchema, ['eng']),
  min_chunk_size: chunkSize.default(0),
};

/** `/api/anonymize/pdf` (contract 4.2). */
export const anonymizeJsonRequestSchema = z.object({
  pdf: base64Pdf,
  ...commonFields,
  force_ocr: laxBoolean.default(false),
  rotated_text: laxBoolean.default(false),
  redact_text: laxBoolean.default(true),
  /** Extension: false gives image-only pages (no invisible text layer). */
  searchable: laxBoolean.default(true),
});

/** `/api/anonymize/file/pdf` (contract 4.3). */
export const anonymizeFileRequestSchema = anonymizeJsonRequestSchema.extend({ pdf: uploadedPdf });

/** `/api/detect/pii/pdf` (contract 4.4); `redact_text` does not apply and is ignored. */
export const detectJsonRequestSchema = z.object({
  pdf: base64Pdf,
  ...commonFields,
  force_ocr: laxBoolean.default(false),
  rotated_text: laxBoolean.default(false),
});

/** `/api/detect/pii/file/pdf` (contract 4.5): `force_ocr` and `rotated_text` default to true. */
export const detectFileRequestSchema = detectJsonRequestSchema.extend({
  pdf: uploadedPdf,
  force_ocr: laxBoolean.default(true),
  rotated_text: laxBoolean.default(true),
});

/** The custom `prompt`: required, and it must ask for something (blank is a 422). */
const promptText = z.string().transform((value, ctx): string => {
  if (value.trim() === '') {
    return fail(ctx, value, 'string_too_short', 'String should have at least 1 character');
  }
  return value;
});

/**
 * `/api/anonymize/custom/pdf` (contract 4.1): `pdf` and `prompt` required; the anonymize
 * endpoint's reading and rendering options are accepted as extensions. `tags` and `custom_tags`
 * do not apply (the prompt alone decides what is redacted) and are ignored.
 */
export const customJsonRequestSchema = z
  .object({
    pdf: base64Pdf,
    prompt: promptText,
    ocr_langs: commonFields.ocr_langs,
    min_chunk_size: commonFields.min_chunk_size,
    force_ocr: laxBoolean.default(false),
    rotated_text: laxBoolean.default(false),
    redact_text: laxBoolean.default(true),
    searchable: laxBoolean.default(true),
  })
  .transform((fields) => ({ ...fields, tags: [], custom_tags: [] }));

/** The one schema that validates a route's request. */
export function requestSchemaFor(route: ApiRoute) {
  if (route.operation === 'custom') return customJsonRequestSchema;
  if (route.operation === 'anonymize') {
    return route.input === 'json' ? anonymizeJsonRequestSchema : anonymizeFileRequestSchema;
  }
  return route.input === 'json' ? detectJsonRequestSchema : detectFileRequestSchema;
}

/** Validated fields with `redact_text` filled in for the detection operations (unused there). */
export function withRedactDefault(
  data: Omit<ValidatedRequest, 'redact_text'> & { redact_text?: boolean },
): ValidatedRequest {
  return { ...data, redact_text: data.redact_text ?? true };
}
