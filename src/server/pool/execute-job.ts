import type { ApiJob, ApiJobResult } from '../../core/api/http';
import { anonymizeCustom, type CustomDeps } from '../../core/pipeline/anonymize-custom';
import { anonymize, detect } from '../../core/pipeline/operations';
import type { OperationHooks } from '../../core/pipeline/progress';
import type { PdfEngine } from '../../core/platform/ports';

/** What a job needs besides its input: the PDF engine and the pipeline's optional engines. */
export interface JobRuntime {
  engine: PdfEngine;
  deps: CustomDeps;
}

/**
 * Runs one API job with the pure core. The only place the server, batch and queue call the
 * pipeline, so moving to the pipeline's single job entry point changes this file alone.
 */
export async function executeJob(
  job: ApiJob,
  runtime: JobRuntime,
  hooks: OperationHooks,
): Promise<ApiJobResult> {
  const { engine, deps } = runtime;
  if (job.operation === 'detect') return detect(engine, job.pdf, job.options, hooks, deps);
  const result =
    job.operation === 'custom'
      ? await anonymizeCustom(engine, job.pdf, job.prompt ?? '', job.options, hooks, deps)
      : await anonymize(engine, job.pdf, job.options, hooks, deps);
  return {
    pdf: result.pdf,
    detected_pii: result.detected_pii,
    processing_time: result.processing_time,
  };
}
