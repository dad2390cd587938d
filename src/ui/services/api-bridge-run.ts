import { jobOfApi } from '../../core/api/api-job';
import type { ApiJobResult } from '../../core/api/http';
import { toFailure } from '../../core/contract/failure';
import {
  ENGINE_PROTOCOL_VERSION,
  type EngineJobMessage,
  type EngineReply,
} from '../../shared/protocols/engine-protocol';
import type { JobClient } from './job-client';
import { PipelineError } from './pipeline-error';

/** A reply and the buffers to transfer with it. */
export interface ReplyToSend {
  reply: EngineReply;
  transfer: ArrayBuffer[];
}

/** Progress of API jobs is not shown anywhere: the caller only sees the HTTP answer. */
const ignoreProgress = () => undefined;

/** Runs the API request's job (detect, anonymize or custom) on the bridge's pipeline. */
async function runPipeline(pipeline: JobClient, message: EngineJobMessage): Promise<ApiJobResult> {
  const { detected_pii, processing_time, pdf } = await pipeline.run(
    jobOfApi(message.job),
    message.job.pdf,
    ignoreProgress,
  ).result;
  return pdf ? { pdf, detected_pii, processing_time } : { detected_pii, processing_time };
}

/** Runs a job and turns its outcome into the reply for the service worker; never throws. */
export async function runEngineJob(
  pipeline: JobClient,
  message: EngineJobMessage,
): Promise<ReplyToSend> {
  try {
    const result = await runPipeline(pipeline, message);
    const transfer = result.pdf ? [result.pdf.buffer as ArrayBuffer] : [];
    return { reply: { type: 'done', version: ENGINE_PROTOCOL_VERSION, result }, transfer };
  } catch (error) {
    // The worker's Failure goes on as it was sent: the service worker maps it to HTTP.
    const failure = error instanceof PipelineError ? error.failure : toFailure(error);
    return {
      reply: { type: 'failed', version: ENGINE_PROTOCOL_VERSION, error: failure },
      transfer: [],
    };
  }
}
