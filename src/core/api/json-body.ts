import { findJsonSyntaxError } from './json-syntax-error';
import { RequestValidationError } from './validation-issue';

/**
 * Parses a JSON request body the way FastAPI does: an empty body is a missing body, and a syntax
 * error is a `json_invalid` issue located at `["body", <character offset>]`.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') {
    throw new RequestValidationError([{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const found = findJsonSyntaxError(text) ?? { position: 0, error: 'Expecting value' };
    throw new RequestValidationError([
      {
        loc: ['body', found.position],
        msg: 'JSON decode error',
        type: 'json_invalid',
        input: {},
        ctx: { error: found.error },
      },
    ]);
  }
}
