import type { ApiJob, ApiJobResult, ApiJobRunner } from '../core/api/http';
import type { ServerMetrics } from './metrics';
import type { Slot, WorkerPool } from './pool/worker-pool';

/**
 * The runner handed to the shared request handler: the job goes to the pool in the slot taken
 * when the request was admitted, and stops when the request's time runs out.
 */
export function poolRunner(
  pool: WorkerPool,
  slot: Slot,
  signal: AbortSignal,
  metrics: ServerMetrics,
): ApiJobRunner {
  return {
    async run(job: ApiJob): Promise<ApiJobResult> {
      const outcome = await pool.run(job, { slot, signal });
      metrics.pages.inc({ operation: job.operation }, outcome.pages);
      return outcome.result;
    },
  };
}
