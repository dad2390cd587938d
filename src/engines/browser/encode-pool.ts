import { type EncodeAnswer, type EncodeTask, isEncodeAnswer } from './encode-protocol';
import { recordSpan } from './spans';

/** How long encoders stay up after their last page (a later export reuses them meanwhile). */
const IDLE_MS = 20_000;

/**
 * How many page encoders a pipeline worker starts: none on a single core (an encoder there only
 * takes turns with the drawing), else one. The core keeps one page encoding while it draws the
 * next (render-redacted.ts), so a second encoder would have nothing to do; drawing more pages at
 * once (a pool of pdf.js renderers) was measured and rejected, see docs/ARCHITECTURE.md.
 */
export function encodePoolSize(cores: number): number {
  return Number.isFinite(cores) && cores >= 2 ? 1 : 0;
}

/**
 * What the pool uses of an encoder's Worker (`spawnEncoder` in spawn-encoder.ts starts the
 * app's; tests pass stand-ins), typed without the DOM so Node's type-check reads this file.
 */
export interface EncoderThread {
  postMessage(message: unknown, transfer: object[]): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorLike) => void): void;
  addEventListener(type: 'messageerror', listener: () => void): void;
  terminate(): void;
}

/** The part of an ErrorEvent the pool reads. */
interface ErrorLike {
  message?: string;
  preventDefault(): void;
}

/** One encoder worker and its unanswered pages. */
interface Encoder {
  worker: EncoderThread;
  pending: Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>;
  dead: boolean;
}

/**
 * The pipeline worker's page encoders (`encode.worker.ts`), started on first use and stopped
 * after `IDLE_MS` without work. Any failure (an encoder that could not start, crashed or refused
 * a page) rejects with an Error, and the raster then encodes in its own thread
 * (`offscreen-raster.ts`), so the output never depends on the pool.
 */
export class EncodePool<Bitmap extends object = object> {
  private readonly encoders: Encoder[] = [];
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param size encoders at most (`encodePoolSize`)
   * @param spawn starts one encoder (`spawnEncoder`; tests pass their own)
   */
  constructor(
    readonly size: number,
    private readonly spawn: () => EncoderThread,
  ) {}

  /** Encodes the bitmap in an encoder (the bitmap is moved there). */
  async encode(bitmap: Bitmap, format: 'jpeg' | 'png', quality: number): Promise<Uint8Array> {
    if (this.size < 1) throw new Error('This pool has no encoders.');
    const encoder = this.leastBusy();
    const id = this.nextId++;
    const sent = performance.now();
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      encoder.pending.set(id, { resolve, reject });
      const task: EncodeTask<Bitmap> = { id, kind: 'encode', bitmap, format, quality };
      try {
        encoder.worker.postMessage(task, [bitmap]);
      } catch (error) {
        encoder.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    recordSpan('pool:encode', sent);
    return bytes;
  }

  /** Stops every encoder now. */
  dispose(): void {
    clearTimeout(this.idleTimer);
    for (const encoder of [...this.encoders]) this.stop(encoder, 'The encoders were stopped.');
  }

  /** The encoder with the fewest unanswered pages, starting one while below `size`. */
  private leastBusy(): Encoder {
    clearTimeout(this.idleTimer);
    const idle = this.encoders.find((e) => e.pending.size === 0);
    if (idle) return idle;
    if (this.encoders.length < this.size) return this.start();
    return this.encoders.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Encoder {
    const encoder: Encoder = { worker: this.spawn(), pending: new Map(), dead: false };
    encoder.worker.addEventListener('message', (event) => {
      if (!isEncodeAnswer(event.data)) return;
      const answer: EncodeAnswer = event.data;
      const waiting = encoder.pending.get(answer.id);
      encoder.pending.delete(answer.id);
      if (answer.ok) waiting?.resolve(answer.value);
      else waiting?.reject(new Error(answer.message));
      this.scheduleIdleStop();
    });
    // A script that failed to load or an encoder that crashed: its pages fail, it is replaced.
    encoder.worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.stop(encoder, `A page encoder stopped (${event.message || 'no reason given'}).`);
    });
    encoder.worker.addEventListener('messageerror', () =>
      this.stop(encoder, 'A page encoder could not read a message.'),
    );
    this.encoders.push(encoder);
    return encoder;
  }

  private stop(encoder: Encoder, reason: string): void {
    encoder.dead = true;
    encoder.worker.terminate();
    for (const waiting of encoder.pending.values()) waiting.reject(new Error(reason));
    encoder.pending.clear();
    const index = this.encoders.indexOf(encoder);
    if (index >= 0) this.encoders.splice(index, 1);
  }

  /** Stops the encoders once none has had work for IDLE_MS. */
  private scheduleIdleStop(): void {
    if (this.encoders.some((e) => e.pending.size > 0)) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.dispose(), IDLE_MS);
  }
}
