import { PipelineClient } from '../../services/pipeline-client';

/** The custom box's own pipeline worker, started on first use (the review's stays undisturbed). */
let client: PipelineClient | undefined;

/** The pipeline the custom instruction box runs on. */
export function customPipeline(): PipelineClient {
  client ??= new PipelineClient();
  return client;
}
