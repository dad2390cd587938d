import type { EncoderThread } from './encode-pool';

/** Starts a page encoder (`encode.worker.ts`: no pdf.js, only the browser's image encoder). */
export function spawnEncoder(): EncoderThread {
  return new Worker(new URL('./encode.worker.ts', import.meta.url), {
    type: 'module',
    name: 'page encoder',
  });
}
