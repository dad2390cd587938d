// Worker-thread entry that runs pdf.js's worker side (parsing, fonts, image decoding, operator
// lists) off the main thread, as a browser's Web Worker would. The main side
// (pdfjs-thread-worker.ts) talks to it through pdf.js's own message protocol.
import { setMaxListeners } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { loadNodePdfjsWorker } from './pdfjs-node-module';

type Listener = (event: { data: unknown }) => void;

if (!parentPort) throw new Error('pdfjs.thread.ts must run as a worker thread.');
const port = parentPort;
const wrapped = new Map<Listener, (data: unknown) => void>();
// One message listener per open document: many documents at once are expected, not a leak.
setMaxListeners(0, port);

// Loaded lazily so V8's Array.prototype.push survives it (pdfjs-node-module.ts); messages the
// main side sends meanwhile wait in the port until the listener below is added.
const { WorkerMessageHandler } = (await loadNodePdfjsWorker()) as {
  WorkerMessageHandler: { initializeFromPort(port: unknown): void };
};

// pdf.js expects a Web Worker's `self`: postMessage and message events with `data`.
WorkerMessageHandler.initializeFromPort({
  postMessage(message: unknown, transfer?: readonly unknown[]) {
    port.postMessage(message, transfer as never);
  },
  addEventListener(_type: string, listener: Listener) {
    const onMessage = (data: unknown) => listener({ data });
    wrapped.set(listener, onMessage);
    port.on('message', onMessage);
  },
  removeEventListener(_type: string, listener: Listener) {
    const onMessage = wrapped.get(listener);
    if (onMessage) port.off('message', onMessage);
    wrapped.delete(listener);
  },
});
