/** Every thread is busy and the waiting line is full: the caller should try again later. */
export class PoolFullError extends Error {
  override readonly name = 'PoolFullError';
  constructor() {
    super('Every worker is busy and the waiting line is full.');
  }
}

/** A job ran past its time limit; its thread was stopped and replaced. */
export class JobTimeoutError extends Error {
  override readonly name = 'JobTimeoutError';
  constructor(readonly seconds: number) {
    super(`Processing took longer than the limit of ${seconds} s and was stopped.`);
  }
}

/** The pool is closing and takes no new jobs. */
export class PoolClosedError extends Error {
  override readonly name = 'PoolClosedError';
  constructor() {
    super('The worker pool is shutting down and takes no new jobs.');
  }
}
