// Entry of one pool thread: loads the engines once, then runs the jobs the pool posts, one at a
// time, and answers each with its result or its error. Started by WorkerPool, never imported.
import { parentPort, workerData } from 'node:worker_threads';
import { executeJob } from './execute-job';
import { toFailure } from '../../core/contract/failure';
import {
  type ThreadConfig,
  type ThreadReady,
  type ThreadReply,
  type ThreadRequest,
} from './job-protocol';
import { createNodeJobRuntime } from './node-runtime';

const port = parentPort;
if (!port) throw new Error('job.thread.ts runs only as a worker thread.');

const runtime = await createNodeJobRuntime(workerData as ThreadConfig);

/** Bytes that own their whole buffer can be transferred; a view into a larger one is copied. */
function transferable(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : bytes.slice();
}

port.on('message', (request: ThreadRequest) => {
  void (async () => {
    let pages = 0;
    const started = performance.now();
    let reply: ThreadReply;
    const transfer: ArrayBuffer[] = [];
    try {
      const result = await executeJob(request.job, runtime, {
        clock: () => performance.now(),
        // The largest page total any stage announces is the document's processed page count.
        onProgress: (event) => (pages = Math.max(pages, event.total)),
      });
      if (result.pdf) {
        result.pdf = transferable(result.pdf);
        transfer.push(result.pdf.buffer as ArrayBuffer);
      }
      const seconds = (performance.now() - started) / 1000;
      reply = { id: request.id, ok: true, result, pages, seconds };
    } catch (error) {
      reply = { id: request.id, ok: false, failure: toFailure(error) };
    }
    port.postMessage(reply, transfer);
  })();
});

port.postMessage({ ready: true } satisfies ThreadReady);
