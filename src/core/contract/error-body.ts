import { failureAnswer } from '../api/error-responses';
import { toFailure } from './failure';
import type { AppErrorBody, DetailErrorBody } from './types';

/** An HTTP-like answer for a failure: the decisions' status and the contract's body. */
export interface ErrorAnswer {
  status: number;
  body: DetailErrorBody | AppErrorBody;
}

/**
 * Maps any failure of an operation to the contract's error status and body, through the one
 * mapping (`failureAnswer` in core/api/error-responses.ts); never silent.
 */
export function errorAnswerFor(error: unknown): ErrorAnswer {
  const { status, body } = failureAnswer(toFailure(error));
  return { status, body: body as DetailErrorBody | AppErrorBody };
}
