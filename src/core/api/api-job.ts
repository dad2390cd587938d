import type { JobSpec } from '../contract/job';
import type { ApiJob } from './http';

/**
 * The job an API request stands for: `/api/detect/*` a detect job, `/api/anonymize/*` an
 * anonymize job, `/api/anonymize/custom/pdf` a custom job writing the PDF. Every runtime that
 * answers the API (the browser engine, the Node server) runs it with `runJob`.
 */
export function jobOfApi(job: ApiJob): JobSpec {
  switch (job.operation) {
    case 'detect':
      return { kind: 'detect', options: job.options };
    case 'anonymize':
      return { kind: 'anonymize', options: job.options };
    case 'custom':
      return {
        kind: 'custom',
        options: { ...job.options, prompt: job.prompt ?? '', output: 'pdf' },
      };
  }
}
