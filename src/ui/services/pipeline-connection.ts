import { releaseProxy, wrap } from 'comlink';
import type { PipelineApi } from '../../worker/pipeline-api';
import { CRASHED_MESSAGE, PipelineError } from './pipeline-error';
import type { PipelineConnection } from './pipeline-job';

export type { PipelineConnection } from './pipeline-job';

/** Starts a pipeline worker and watches it for crashes. */
export function connectPipeline(): PipelineConnection {
  const worker = new Worker(new URL('../../worker/pipeline.worker.ts', import.meta.url), {
    type: 'module',
    name: 'obscura-pipeline',
  });
  const remote = wrap<PipelineApi>(worker);
  let reject: (reason: PipelineError) => void = () => undefined;
  const lost = new Promise<never>((_, fail) => (reject = fail));
  // Nobody may be awaiting `lost` when the worker dies; that is not an unhandled error.
  lost.catch(() => undefined);

  let stopped = false;
  const stop = (reason: PipelineError) => {
    if (stopped) return;
    stopped = true;
    reject(reason);
    remote[releaseProxy]();
    worker.terminate();
  };
  // An uncaught error or an unreadable message leaves the worker in an unknown state: replace it.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    stop(new PipelineError('crashed', CRASHED_MESSAGE));
  });
  worker.addEventListener('messageerror', () =>
    stop(new PipelineError('crashed', CRASHED_MESSAGE)),
  );
  return { remote, lost, stop };
}
