import type { Failure } from '../core/contract/failure';

/** The engine window closed or stopped answering before it finished the job: try another. */
export class EngineLostError extends Error {
  override readonly name = 'EngineLostError';
}

/** What an engine reported as the job's failure, as it sent it. */
export class EngineJobFailure extends Error {
  override readonly name = 'EngineJobFailure';
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}
