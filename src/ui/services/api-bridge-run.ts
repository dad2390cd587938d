import type { ApiJobResult } from '../../core/api/http';
import {
  ENGINE_PROTOCOL_VERSION,
  type EngineJobMessage,
  type EngineReply,
} from '../../sw/engine-protocol';
import type { PipelineClient } from './pipeline-client';
import { PipelineError } from './pipeline-error';

/** A reply and the buffers to transfer with it. */
export interface ReplyToSend {
  reply: EngineReply;
  transfer: Transferable[];
}

/** Progress of API jobs is not shown anywhere: the caller only sees the HTTP answer. */
const ignoreProgress = () => undefined;

/** Runs the pipeline for one job: detect, or detect and redact in one pass. */
async function runPipeline(
  pipeline: PipelineClient,
  message: EngineJobMessage,
): Promise<ApiJobResult> {
  const { operation, pdf, options, prompt } = message.job;
  if (operation === 'detect') return pipeline.detect(pdf, options, ignoreProgress).result;
  if (operation === 'custom') {
    return pipeline.anonymizeCustom(pdf, prompt ?? '', options, ignoreProgress).result;
  }
  return pipeline.anonymize(pdf, options, ignoreProgress).result;
}

/** Runs a job and turns its outcome into the reply for the service worker; never throws. */
export async function runEngineJob(
  pipeline: PipelineClient,
  message: EngineJobMessage,
): Promise<ReplyToSend> {
  try {
    const result = await runPipeline(pipeline, message);
    const transfer = result.pdf ? [result.pdf.buffer as ArrayBuffer] : [];
    return { reply: { type: 'done', version: ENGINE_PROTOCOL_VERSION, result }, transfer };
  } catch (error) {
    const failure =
      error instanceof PipelineError
        ? { kind: error.kind, message: error.message }
        : {
            kind: 'internal' as const,
            message: error instanceof Error ? error.message : String(error),
          };
    return {
      reply: { type: 'failed', version: ENGINE_PROTOCOL_VERSION, error: failure },
      transfer: [],
    };
  }
}
