import type { Remote } from 'comlink';
import type { PdfEngine } from '../../src/core/platform/ports';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import type { PipelineConnection } from '../../src/ui/services/pipeline-job';
import { JobClient } from '../../src/ui/services/job-client';
import {
  createPipelineApi,
  type PipelineApi,
  type WorkerDeps,
} from '../../src/worker/pipeline-api';

/** Worker dependencies without models, visual detectors or OCR (the text layer only). */
export const PLAIN_WORKER_DEPS: WorkerDeps = {
  base: {},
  standard: async () => ({}),
  instruction: async () => ({}),
  model: async (id) => {
    throw new Error(`no model '${id}' in this test`);
  },
};

/**
 * The UI's job client talking to the worker's pipeline API in this process (Node engines),
 * instead of a Web Worker: the same job building, session and failure paths, no browser.
 */
export function inProcessPipeline(
  deps: WorkerDeps = PLAIN_WORKER_DEPS,
  engine: PdfEngine = createNodePdfEngine(),
): { client: JobClient; api: PipelineApi } {
  const api = createPipelineApi(engine, deps);
  const connect = (): PipelineConnection => ({
    // The API's methods answer plain values or promises, as a comlink remote's do.
    remote: api as unknown as Remote<PipelineApi>,
    lost: new Promise<never>(() => undefined),
    stop: () => undefined,
  });
  return { client: new JobClient(connect), api };
}
