import type { PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Listener = (event: { data: unknown }) => void;

/** pdf.js's MessageHandler stream message kind for a chunk (`StreamKind.ENQUEUE`). */
const ENQUEUE = 4;

/** A stream chunk message as pdf.js's worker side posts it (text content, operator lists). */
interface ChunkMessage {
  stream?: unknown;
  chunk?: {
    items?: unknown;
    styles?: unknown;
    fnArray?: unknown;
    argsArray?: unknown;
  };
}

/**
 * The message a receiver gets for `message`: text-content and operator-list chunks pass as
 * they are, less the containers the worker side reuses after sending; everything else is
 * structured-cloned, as pdf.js's own in-thread LoopbackPort does for every message.
 *
 * Why those two may skip the clone: the worker side never touches what it sent again. A text
 * chunk's items are new objects and the worker replaces `items` and `styles` after each send
 * (the chunk object itself is reused, so it is copied). An operator-list chunk's `fnArray` and
 * `argsArray` are emptied in place after each send (so both are copied, shallowly); each
 * operation's arguments are new arrays or buffers it transfers (given up), or objects it keeps
 * only to send again as they are (a font's glyphs, a cached image's arguments), which neither
 * side changes. The clone was about 0.7 s of CPU on the 117-page thesis, plus the garbage.
 */
export function passedMessage(message: unknown, transfer: readonly unknown[] | undefined): unknown {
  const m = message as ChunkMessage;
  const chunk = m?.stream === ENQUEUE ? m.chunk : undefined;
  if (chunk && Array.isArray(chunk.items) && typeof chunk.styles === 'object') {
    return { ...m, chunk: { ...chunk } };
  }
  if (chunk && Array.isArray(chunk.fnArray) && Array.isArray(chunk.argsArray)) {
    return {
      ...m,
      chunk: {
        ...chunk,
        fnArray: (chunk.fnArray as unknown[]).slice(),
        argsArray: (chunk.argsArray as unknown[]).slice(),
      },
    };
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
