import { jobOfApi } from '../../core/api/api-job';
import type { ApiJob, ApiJobResult } from '../../core/api/http';
import type { JobDeps } from '../../core/pipeline/deps';
import type { OperationHooks } from '../../core/pipeline/progress';
import { runJob } from '../../core/pipeline/run-job';

/** What a job needs besides its input: the PDF engine and the pipeline's optional engines. */
export type JobRuntime = JobDeps;

/**
 * Runs one API job with the pure core's single job entry (`runJob`), as the browser engine
 * does for the service worker: the only place the server, batch and queue call the pipeline.
 */
export async function executeJob(
  job: ApiJob,
  runtime: JobRuntime,
  hooks: OperationHooks,
): Promise<ApiJobResult> {
  const result = await runJob({ ...jobOfApi(job), pdf: job.pdf }, runtime, hooks);
  return {
    ...('pdf' in result ? { pdf: result.pdf } : {}),
    detected_pii: result.detected_pii,
    processing_time: result.processing_time,
  };
}
