import { isMainThread, Worker } from 'node:worker_threads';
import type { PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfSource } from '../../core/platform/ports';
import { loadNodePdfjs } from './pdfjs-node-module';
import { threadEntry } from './thread-entry';

type Listener = (event: { data: unknown }) => void;

/** One worker thread running pdf.js's worker side, shared by the documents this thread opens. */
interface PdfjsThread {
  thread: Worker;
  worker: PDFWorker;
  /** Documents open on it: the thread keeps the process alive only while one is. */
  open: number;
  /** Rejects when the thread stops unexpectedly, so no read waits forever on it. */
  died: Promise<never>;
}

let current: PdfjsThread | undefined;

/**
 * Whether documents opened on this thread read through a pdf.js thread: only when
 * OBSCURA_PDFJS_THREAD=1 asks for it, and on the main thread only (a server's or page pool's
 * worker threads already run beside others). Off by default: on the quiet 2-core machine,
 * once reading and verification got cheaper, it no longer paid (117-page thesis 17.9 s and
 * 774 MB with it, 17.2 s and 630 MB without; the 12-page lease 2.47 s against 2.39 s).
 */
export function pdfjsThreadWanted(): boolean {
  return isMainThread && process.env.OBSCURA_PDFJS_THREAD === '1';
}

/** Starts the thread and wraps it in pdf.js's message port interface (a Web Worker's shape). */
function startThread(PdfWorker: typeof PDFWorker): PdfjsThread {
  const { url, execArgv } = threadEntry('src/engines/node/pdfjs.thread.ts');
  const thread = new Worker(url, { execArgv });
  // One message listener per open document: many documents at once are expected, not a leak.
  thread.setMaxListeners(0);
  const wrapped = new Map<Listener, (data: unknown) => void>();
  const port = {
    postMessage: (message: unknown, transfer?: readonly unknown[]) =>
      thread.postMessage(message, transfer as never),
    addEventListener: (_type: string, listener: Listener) => {
      const onMessage = (data: unknown) => listener({ data });
      wrapped.set(listener, onMessage);
      thread.on('message', onMessage);
    },
    removeEventListener: (_type: string, listener: Listener) => {
      const onMessage = wrapped.get(listener);
      if (onMessage) thread.off('message', onMessage);
      wrapped.delete(listener);
    },
  };
  const died = new Promise<never>((_, reject) => {
    const stop = (why: string) => {
      if (current?.thread === thread) current = undefined;
      reject(new Error(`The PDF reading thread stopped unexpectedly (${why}).`));
    };
    thread.once('error', (error) => stop(error.message));
    thread.once('exit', (code) => stop(`exit code ${code}`));
  });
  died.catch(() => undefined);
  const worker = new PdfWorker({ port: port as never, verbosity: 0 });
  return { thread, worker, open: 0, died };
}

/** Settles like `promise`, or rejects when the thread dies first. */
const orDeath = <T>(promise: Promise<T>, died: Promise<never>): Promise<T> =>
  Promise.race([promise, died]);

/**
 * Opens a document through the shared pdf.js thread (`open` gets the PDFWorker to pass to
 * getDocument). Parsing, font loading, image decoding and operator lists then run beside the
 * main thread's painting, encoding and detection: on a 2-core machine both cores work. The
 * returned source fails (never hangs) if the thread dies, and frees the thread when closed.
 */
export async function openOnPdfjsThread(
  open: (worker: PDFWorker) => Promise<PdfSource>,
): Promise<PdfSource> {
  // pdf.js is loaded lazily (pdfjs-node-module.ts: V8's Array.prototype.push is kept).
  const { PDFWorker: PdfWorker } = await loadNodePdfjs();
  const shared = (current ??= startThread(PdfWorker));
  shared.open++;
  shared.thread.ref();
  const release = () => {
    shared.open--;
    if (shared.open === 0) shared.thread.unref();
  };
  let source: PdfSource;
  try {
    source = await orDeath(open(shared.worker), shared.died);
  } catch (error) {
    release();
    throw error;
  }
  let closed = false;
  return new Proxy(source, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'close') {
        return async () => {
          if (closed) return;
          closed = true;
          try {
            await orDeath(target.close(), shared.died);
          } finally {
            release();
          }
        };
      }
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result instanceof Promise ? orDeath(result, shared.died) : result;
      };
    },
  });
}

/**
 * Stops the pdf.js thread now (documents still open on it then fail with a sentence); the next
 * open starts a fresh one. For shutdown paths and tests.
 */
export async function stopPdfjsThread(): Promise<void> {
  const shared = current;
  current = undefined;
  await shared?.thread.terminate();
}
