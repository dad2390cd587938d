import type { MultipartValue } from './http';

/** Where a field's value came from; it becomes the first element of a validation `loc`. */
export type FieldSource = 'body' | 'query';

/** Multipart list fields; the decisions also read these three from the query string. */
export const LIST_FIELDS = ['tags', 'ocr_langs', 'custom_tags'] as const;

/** A multipart request reduced to the plain object the request schemas validate. */
export interface NormalisedMultipart {
  /** Field name to value: lists as arrays, scalars as their last text or file part. */
  values: Record<string, unknown>;
  /** Field name to where it was read from (`body` unless a list came from the query string). */
  sources: Record<string, FieldSource>;
}

/**
 * Expands one list value: a JSON array string gives its elements (type-checked later), anything
 * else is split on commas; file parts are kept as they are so validation can name them.
 */
function expandListValue(value: MultipartValue): unknown[] {
  if (typeof value !== 'string') return [value];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed))
        return parsed.map((item) => (typeof item === 'string' ? item.trim() : item));
    } catch {
      // Not JSON after all: fall through to the comma form, where the bad item gets named.
    }
  }
  return trimmed
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Turns multipart fields and query parameters into one object. Repeated fields, comma-separated
 * strings and JSON array strings all become one list; a list given in the form wins over the
 * query string. Scalars take the last occurrence (Starlette's FormData does) and an empty text
 * value counts as absent, as FastAPI treats empty form values, so the default applies.
 */
export function normaliseMultipart(
  fields: readonly { name: string; value: MultipartValue }[],
  query: readonly [string, string][],
): NormalisedMultipart {
  const values: Record<string, unknown> = {};
  const sources: Record<string, FieldSource> = {};
  const isList = (name: string) => (LIST_FIELDS as readonly string[]).includes(name);

  for (const { name, value } of fields) {
    if (isList(name)) {
      const list = (values[name] as unknown[] | undefined) ?? [];
      values[name] = [...list, ...expandListValue(value)];
    } else if (value === '') {
      delete values[name];
    } else {
      values[name] = value;
    }
    sources[name] = 'body';
  }
  for (const name of LIST_FIELDS) {
    if (sources[name] === 'body') continue;
    const given = query.filter(([key]) => key === name);
    if (given.length === 0) continue;
    values[name] = given.flatMap(([, value]) => expandListValue(value));
    sources[name] = 'query';
  }
  return { values, sources };
}
