import { describe, expect, it } from 'vitest';
import { errorResponse, failureAnswer } from '../../../src/core/api/error-responses';
import { EngineUnavailableError } from '../../../src/core/api/http';
import { RequestValidationError } from '../../../src/core/api/validation-issue';
import { CancelledError, DocumentError } from '../../../src/core/contract/errors';
import {
  type Failure,
  FailureError,
  fromFailure,
  toFailure,
} from '../../../src/core/contract/failure';
import { LlmCallError } from '../../../src/core/custom/ports';
import { OcrLanguageError } from '../../../src/core/ocr/ports';
import { checkPageTime } from '../../../src/core/pipeline/page-limits';
import { VerificationError } from '../../../src/core/redact/verify-output';

/** Every failure kind with the status the decisions give it. */
const CASES: Array<[Failure, number]> = [
  [{ kind: 'not-pdf', message: 'The file is not a PDF.' }, 415],
  [{ kind: 'empty', message: 'The file is empty.' }, 415],
  [{ kind: 'unreadable', message: 'Page 2 took too long.', pages: [2] }, 400],
  [{ kind: 'encrypted', message: 'The PDF is password-protected.' }, 400],
  [{ kind: 'too-large', message: 'The PDF is 3 MB.' }, 413],
  [{ kind: 'ocr-language', message: "No data for 'rus'.", language: 'rus' }, 400],
  [{ kind: 'llm-call', message: 'The model did not answer.' }, 502],
  [
    {
      kind: 'validation',
      message: 'body.tags.0: not a tag',
      issues: [{ loc: ['body', 'tags', 0], msg: 'not a tag', type: 'value_error' }],
    },
    422,
  ],
  [{ kind: 'unavailable', message: 'Every worker is busy.', retryAfterSeconds: 7 }, 503],
  [{ kind: 'verification', message: 'Output verification failed.' }, 500],
  [{ kind: 'time-limit', message: 'Took too long.', limitMs: 600_000 }, 500],
  [{ kind: 'cancelled', message: 'The operation was cancelled.' }, 500],
  [{ kind: 'crashed', message: 'The worker stopped.' }, 500],
  [{ kind: 'internal', message: 'boom' }, 500],
];

describe('Failure: one codec across threads, one mapping to HTTP', () => {
  it('survives a thread boundary (structured clone) and comes back as the same failure', () => {
    for (const [failure] of CASES) {
      const received = structuredClone(failure);
      expect(toFailure(fromFailure(received))).toEqual(failure);
    }
  });

  it('maps every kind to the decisions status in one place', () => {
    for (const [failure, status] of CASES) {
      const answer = failureAnswer(failure);
      expect(answer.status, failure.kind).toBe(status);
      if (status === 500) {
        expect(answer.body).toEqual({
          error_code: 'INTERNAL_ERROR',
          message: `Processing failed: ${failure.message}`,
        });
      }
    }
    expect(failureAnswer(CASES[8]![0]).headers['retry-after']).toBe('7');
    expect(failureAnswer(CASES[7]![0]).body).toEqual({
      detail: (CASES[7]![0] as never as { issues: unknown }).issues,
    });
    expect(failureAnswer(CASES[6]![0]).body).toEqual({
      error_code: 'LLM_CALL_ERROR',
      message: 'The model did not answer.',
    });
  });

  it('reads the structured fields from the errors the pipeline throws', () => {
    expect(toFailure(new OcrLanguageError('deu'))).toMatchObject({
      kind: 'ocr-language',
      language: 'deu',
    });
    let slow: unknown;
    try {
      checkPageTime(3, 9000, 1000);
    } catch (error) {
      slow = error;
    }
    expect(toFailure(slow)).toMatchObject({ kind: 'unreadable', pages: [3] });
    expect(toFailure(new VerificationError({ passed: false, checks: [] })).kind).toBe(
      'verification',
    );
    expect(toFailure(new CancelledError()).kind).toBe('cancelled');
    expect(toFailure(Object.assign(new Error('x'), { name: 'AbortError' })).kind).toBe('cancelled');
    expect(toFailure(new Error('anything'), true).kind).toBe('cancelled');
    expect(toFailure(new EngineUnavailableError('no tab')).kind).toBe('unavailable');
    expect(toFailure(new RequestValidationError([])).kind).toBe('validation');
    expect(toFailure('a string')).toEqual({ kind: 'internal', message: 'a string' });
  });

  it('rebuilds typed errors, so code on the other side can use instanceof', () => {
    expect(fromFailure(CASES[3]![0])).toBeInstanceOf(DocumentError);
    expect(fromFailure(CASES[5]![0])).toBeInstanceOf(OcrLanguageError);
    expect(fromFailure(CASES[6]![0])).toBeInstanceOf(LlmCallError);
    expect(fromFailure(CASES[11]![0])).toBeInstanceOf(CancelledError);
    expect(fromFailure(CASES[10]![0])).toBeInstanceOf(FailureError);
    // A name alone is not trusted: an Error called DocumentError is an internal failure.
    const impostor = Object.assign(new Error('x'), { name: 'DocumentError', kind: 'not-pdf' });
    expect(errorResponse(impostor).status).toBe(500);
  });
});
