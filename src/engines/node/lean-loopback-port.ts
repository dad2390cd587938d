import type { PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Listener = (event: { data: unknown }) => void;

/** pdf.js's MessageHandler stream message kind for a chunk (`StreamKind.ENQUEUE`). */
const ENQUEUE = 4;

/** A stream chunk message as pdf.js's worker side posts it (here: text content). */
interface ChunkMessage {
  stream?: unknown;
  chunk?: {
    items?: unknown;
    styles?: unknown;
  };
}

/**
 * The message a receiver gets for `message`: text-content chunks pass as they are, less the
 * chunk object the worker side reuses after sending; everything else is structured-cloned, as
 * pdf.js's own in-thread LoopbackPort does for every message.
 *
 * Why text chunks may skip the clone: the worker side never touches what it sent again. A text
 * chunk's items are new objects and the worker replaces `items` and `styles` after each send
 * (the chunk object itself is reused, so it is copied). Operator-list chunks are still cloned:
 * passing them as they are (their arrays copied, as the worker empties them in place) cost the
 * same CPU on the 117-page thesis and raised its peak memory by 60-70 MB (555-560 MB against
 * 481-494 MB, two runs each), so it was not kept.
 */
export function passedMessage(message: unknown, transfer: readonly unknown[] | undefined): unknown {
  const m = message as ChunkMessage;
  const chunk = m?.stream === ENQUEUE ? m.chunk : undefined;
  if (chunk && Array.isArray(chunk.items) && typeof chunk.styles === 'object') {
    return { ...m, chunk: { ...chunk } };
  }
  return structuredClone(message, transfer ? { transfer: transfer as never } : undefined);
}

/**
 * pdf.js's in-thread ("fake worker") message port with the cheaper delivery above: both sides
 * listen on the one port, each message is delivered to every listener after the current task's
 * microtasks (as pdf.js's LoopbackPort does), and each side's MessageHandler keeps the messages
 * addressed to it.
 */
export class LeanLoopbackPort {
  private readonly listeners = new Set<Listener>();
  private readonly deferred: Promise<void> = Promise.resolve();

  /** Delivers `message` (see `passedMessage`) to every listener. */
  postMessage(message: unknown, transfer?: readonly unknown[]): void {
    const event = { data: passedMessage(message, transfer) };
    void this.deferred.then(() => {
      for (const listener of this.listeners) listener.call(this, event);
    });
  }

  /** Adds a message listener (the type is always "message"). */
  addEventListener(_type: string, listener: Listener): void {
    this.listeners.add(listener);
  }

  /** Removes a message listener. */
  removeEventListener(_type: string, listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** Nothing to stop: both sides run on this thread. */
  terminate(): void {
    this.listeners.clear();
  }
}

/** pdf.js's worker module as loaded into this thread (only the part used here). */
interface WorkerModule {
  WorkerMessageHandler: { initializeFromPort(port: unknown): void };
}

/**
 * A PDFWorker for one document whose worker side runs on this thread behind a LeanLoopbackPort
 * (`worker` is pdf.js's worker module, loaded beforehand). The caller destroys it after the
 * document: pdf.js leaves a worker passed to getDocument alone.
 */
export function leanInThreadWorker(PdfWorker: typeof PDFWorker, worker: unknown): PDFWorker {
  const port = new LeanLoopbackPort();
  (worker as WorkerModule).WorkerMessageHandler.initializeFromPort(port);
  return new PdfWorker({ port: port as never, verbosity: 0 });
}
