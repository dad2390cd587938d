import {
  ENGINE_PROTOCOL_VERSION,
  type EngineJobMessage,
  type EngineReadyMessage,
  type EngineReply,
  isServiceWorkerToEngine,
} from '../../shared/protocols/engine-protocol';
import { JobQueue, timeLimitReply } from './api-bridge-queue';
import { jobTimeLimit } from '../../shared/storage/api-settings';
import { runEngineJob } from './api-bridge-run';
import { PipelineClient } from './pipeline-client';

/** Jobs run one at a time: the pipeline worker is one thread, so more would only interleave. */
const CONCURRENCY = 1;

/** The running bridge: the pipeline it uses (the benchmark hook reads from the same one). */
export interface ApiBridge {
  pipeline: PipelineClient;
}

/** Tells the active service worker that this window runs jobs. */
async function announce(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const ready: EngineReadyMessage = {
    type: 'obscura-engine-ready',
    version: ENGINE_PROTOCOL_VERSION,
  };
  registration.active?.postMessage(ready);
}

/** Queues a job; confirms at once so the service worker knows this window is alive. */
function acceptJob(
  queue: JobQueue,
  pipeline: PipelineClient,
  message: EngineJobMessage,
  port: MessagePort,
): void {
  const accepted: EngineReply = { type: 'accepted', version: ENGINE_PROTOCOL_VERSION };
  port.postMessage(accepted);
  queue.push({
    run: () => runEngineJob(pipeline, message),
    answer: ({ reply, transfer }) => {
      port.postMessage(reply, transfer);
      port.close();
    },
    timedOut: (limitMs) => ({ reply: timeLimitReply(limitMs), transfer: [] }),
    // Stops the worker even if it is stuck; the next job starts a fresh one.
    stop: () => pipeline.dispose(),
  });
}

/**
 * Makes this window an engine of the local API: jobs from the service worker run, in order, on a
 * pipeline worker of their own, so a document open for review is never disturbed.
 */
export function startApiBridge(): ApiBridge | undefined {
  if (!('serviceWorker' in navigator)) return undefined;
  const pipeline = new PipelineClient();
  // Each job's wall-clock limit is read when it starts (Settings › Limits, 10 minutes by default).
  const queue = new JobQueue(CONCURRENCY, () => jobTimeLimit.get());
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isServiceWorkerToEngine(message)) return;
    if (message.type === 'obscura-engine-hello') void announce();
    else if (event.ports[0]) acceptJob(queue, pipeline, message, event.ports[0]);
  });
  // Messages from the service worker are held until this call (addEventListener alone waits).
  container.startMessages();
  // A new service worker version knows no engines yet.
  container.addEventListener('controllerchange', () => void announce());
  void announce();
  addEventListener('pagehide', () => pipeline.dispose());
  return { pipeline };
}
