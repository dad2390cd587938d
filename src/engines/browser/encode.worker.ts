import { encodeBitmap } from './encode-bitmap';
import type { EncodeAnswer, EncodeTask } from './encode-protocol';

/**
 * A page encoder of the pipeline worker (`encode-pool.ts`): encodes page images moved here as
 * ImageBitmaps, so the pipeline worker draws the next page meanwhile. Nothing else is loaded
 * here (no pdf.js), so an encoder costs little memory; one task at a time, in order.
 */

let queue: Promise<unknown> = Promise.resolve();

/** Encodes one page and posts the bytes back (moved, not copied), or the failure's sentence. */
async function answer(task: EncodeTask<ImageBitmap>): Promise<void> {
  const started = performance.now();
  try {
    const bytes = await encodeBitmap(task.bitmap, task.format, task.quality);
    const done: EncodeAnswer = {
      id: task.id,
      ok: true,
      value: bytes,
      ms: performance.now() - started,
    };
    self.postMessage(done, { transfer: [bytes.buffer] });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed: EncodeAnswer = {
      id: task.id,
      ok: false,
      message,
      ms: performance.now() - started,
    };
    self.postMessage(failed);
  }
}

self.addEventListener('message', (event: MessageEvent) => {
  const task = event.data as EncodeTask<ImageBitmap>;
  if (typeof task !== 'object' || task === null || task.kind !== 'encode') return;
  queue = queue.then(() => answer(task));
});
