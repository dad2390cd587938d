import type { ApiJob, ApiJobResult } from '../core/api/http';
import {
  ENGINE_PROTOCOL_VERSION,
  type EngineJobMessage,
  isEngineReply,
} from '../shared/protocols/engine-protocol';
import { EngineJobFailure, EngineLostError } from './engine-errors';

export { EngineJobFailure, EngineLostError };

declare const self: ServiceWorkerGlobalScope;

/** An engine that does not confirm a job within this time is taken for gone. */
const ACCEPT_TIMEOUT_MS = 3000;
/** How often the window running a job is checked for still being open. */
const WATCH_INTERVAL_MS = 1000;

/**
 * Posts one job to an engine window on its own MessageChannel and awaits the reply. The PDF is
 * transferred as a copy, so the caller keeps its bytes for a retry on another window.
 */
export function sendJob(client: Client, jobId: string, job: ApiJob): Promise<ApiJobResult> {
  const channel = new MessageChannel();
  const pdf = job.pdf.slice();
  const message: EngineJobMessage = {
    type: 'obscura-engine-job',
    version: ENGINE_PROTOCOL_VERSION,
    jobId,
    job: { ...job, pdf },
  };
  return new Promise<ApiJobResult>((resolve, reject) => {
    let accepted = false;
    const finish = () => {
      clearTimeout(acceptTimer);
      clearInterval(watch);
      channel.port1.close();
    };
    const lose = (why: string) => {
      finish();
      reject(new EngineLostError(why));
    };
    const acceptTimer = setTimeout(() => {
      if (!accepted) lose('The engine window did not accept the job.');
    }, ACCEPT_TIMEOUT_MS);
    // A closed window never answers and MessagePorts do not say so: look for the window itself.
    const watch = setInterval(() => {
      void self.clients.get(client.id).then((alive) => {
        if (!alive) lose('The engine window closed during the job.');
      });
    }, WATCH_INTERVAL_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const reply = event.data;
      if (!isEngineReply(reply)) return;
      if (reply.type === 'accepted') {
        accepted = true;
        return;
      }
      finish();
      if (reply.type === 'done') resolve(reply.result);
      else reject(new EngineJobFailure(reply.error));
    };
    client.postMessage(message, [channel.port2, pdf.buffer]);
  });
}
