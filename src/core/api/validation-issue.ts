import type { ValidationIssue } from '../contract/types';

/**
 * One item of a 422 body. Besides the contract's `loc`/`msg`/`type` it may carry pydantic's
 * `input` (only for short scalar values, never the document) and `ctx`, as FastAPI does.
 */
export interface ApiValidationIssue extends ValidationIssue {
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** Raised inside the handler to answer 422 with the issues; caught before it can escape. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  constructor(readonly issues: ApiValidationIssue[]) {
    super(issues.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`).join('; '));
  }
}
