import type { z } from 'zod';
import type { FieldSource } from './multipart-body';
import type { ApiValidationIssue } from './validation-issue';

/** Pydantic's wording for the zod type failures our schemas can produce. */
const TYPE_ERRORS: Record<string, { type: string; msg: string }> = {
  string: { type: 'string_type', msg: 'Input should be a valid string' },
  array: { type: 'list_type', msg: 'Input should be a valid list' },
  boolean: { type: 'bool_type', msg: 'Input should be a valid boolean' },
  number: { type: 'int_type', msg: 'Input should be a valid integer' },
  int: { type: 'int_type', msg: 'Input should be a valid integer' },
  object: {
    type: 'model_attributes_type',
    msg: 'Input should be a valid dictionary or object to extract fields from',
  },
};

/** Echoes short scalar inputs back as FastAPI does, never the document or a long value. */
function echoedInput(field: unknown, input: unknown): { input?: unknown } {
  if (field === 'pdf') return {};
  if (typeof input === 'string') return input.length <= 200 ? { input } : {};
  if (typeof input === 'number' || typeof input === 'boolean' || input === null) return { input };
  return {};
}

/** The pydantic `type` and `msg` for one zod issue. */
function describe(issue: z.core.$ZodIssue): {
  type: string;
  msg: string;
  ctx?: Record<string, unknown>;
} {
  if (issue.code === 'custom') {
    const type = (issue.params as { type?: unknown } | undefined)?.type;
    return { type: typeof type === 'string' ? type : 'value_error', msg: issue.message };
  }
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return { type: 'missing', msg: 'Field required' };
    return (
      TYPE_ERRORS[issue.expected] ?? { type: 'value_error', msg: `Value error, ${issue.message}` }
    );
  }
  if (issue.code === 'invalid_value') {
    return {
      type: 'enum',
      msg: issue.message,
      ctx: { expected: issue.values.map((value) => `'${String(value)}'`).join(', ') },
    };
  }
  return { type: 'value_error', msg: `Value error, ${issue.message}` };
}

/**
 * Converts zod issues to FastAPI's 422 items: `loc` starts with where the field was read from
 * (`body`, or `query` for multipart lists taken from the query string), then the zod path.
 */
export function toValidationIssues(
  issues: readonly z.core.$ZodIssue[],
  sources: Readonly<Record<string, FieldSource>> = {},
): ApiValidationIssue[] {
  return issues.map((issue) => {
    const field = issue.path[0];
    const source = typeof field === 'string' ? (sources[field] ?? 'body') : 'body';
    const loc = [
      source,
      ...issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    ];
    const { type, msg, ctx } = describe(issue);
    const input = type === 'missing' ? {} : echoedInput(field, issue.input);
    return { loc, msg, type, ...input, ...(ctx ? { ctx } : {}) };
  });
}
