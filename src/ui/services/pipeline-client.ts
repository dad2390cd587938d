import { JobClient } from './job-client';
import { connectPipeline } from './pipeline-connection';

export type { OnProgress, PipelineJob } from './pipeline-job';
export type { RunPlace } from './job-client';

/** The app's pipeline client: jobs run on a Web Worker of its own (`pipeline.worker.ts`). */
export class PipelineClient extends JobClient {
  constructor() {
    super(connectPipeline);
  }
}
