import { Worker } from 'node:worker_threads';
import type { TextTag } from '../core/contract/tags';
import type { Span } from '../core/detect/span';
import { threadEntry } from '../engines/node/thread-entry';
import type { DetectReply, DetectRequest } from './detection-protocol';

/** The built-in detector on a worker thread of its own (detect.thread.ts). */
export interface DetectionThread {
  /** `propagateOccurrences(text, findPii(text, tags))`, computed on the thread. */
  findTextSpans(text: string, tags: readonly TextTag[]): Promise<Span[]>;
  /**
   * Runs the detector once on `text` (a first part of the document), answering nothing: the
   * thread's first real call then runs compiled code (about a third of a cold call's time).
   */
  warm(text: string, tags: readonly TextTag[]): void;
  /** Every page's strings of `pdf` as `PdfSource.pageText` reads them, read on the thread. */
  pageTexts(pdf: Uint8Array): Promise<string[]>;
  /** Ends the thread (pending calls fail). */
  end(): Promise<void>;
  /**
   * True when `text` is better detected on the calling thread, without painting ahead (the
   * thread then ends); absent: never.
   */
  declines?(text: string): boolean;
}

/**
 * Starts the detection thread now: it loads the detector (about 0.1-0.15 s of CPU) while the
 * caller goes on, on the other core. A failed thread fails the calls made to it.
 */
export function startDetectionThread(): DetectionThread {
  const { url, execArgv } = threadEntry('src/cli/detect.thread.ts');
  const worker = new Worker(url, { execArgv });
  const pending = new Map<number, { resolve(reply: DetectReply): void; reject(e: Error): void }>();
  let failure: Error | undefined;
  let next = 0;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(failure);
    pending.clear();
  };
  worker.on('message', (reply: DetectReply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if ('error' in reply) call.reject(new Error(reply.error));
    else call.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('The detection thread ended.')));
  // An idle thread never keeps the CLI alive; a call in flight does (see findTextSpans).
  worker.unref();
  /** Sends a numbered request; the thread keeps the process alive until it answers. */
  const ask = (request: DetectRequest & { id: number }): Promise<DetectReply> => {
    if (failure) return Promise.reject(failure);
    worker.ref();
    return new Promise<DetectReply>((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    }).finally(() => {
      if (pending.size === 0) worker.unref();
    });
  };
  return {
    async findTextSpans(text, tags) {
      const reply = await ask({ kind: 'detect', id: next++, text, tags });
      if (!('spans' in reply)) throw new Error('The detection thread answered no spans.');
      return reply.spans;
    },
    warm(text, tags) {
      if (!failure) worker.postMessage({ kind: 'warm', text, tags } satisfies DetectRequest);
    },
    async pageTexts(pdf) {
      const reply = await ask({ kind: 'pageTexts', id: next++, pdf });
      if (!('texts' in reply)) throw new Error('The detection thread answered no page texts.');
      return reply.texts;
    },
    async end() {
      await worker.terminate();
    },
  };
}
