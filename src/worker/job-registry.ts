/** Tracks the AbortController of each running job so `cancel(jobId)` can reach it. */
export class JobRegistry {
  private readonly jobs = new Map<string, AbortController>();

  /** Registers a job and returns its signal; a repeated id cancels the older job. */
  start(jobId: string): AbortSignal {
    this.jobs.get(jobId)?.abort();
    const controller = new AbortController();
    this.jobs.set(jobId, controller);
    return controller.signal;
  }

  /** Forgets a finished job (only if it is still the one registered under that id). */
  finish(jobId: string, signal: AbortSignal): void {
    if (this.jobs.get(jobId)?.signal === signal) this.jobs.delete(jobId);
  }

  /** Aborts a job; returns false when no such job is running. */
  cancel(jobId: string): boolean {
    const controller = this.jobs.get(jobId);
    controller?.abort();
    return controller !== undefined;
  }
}
