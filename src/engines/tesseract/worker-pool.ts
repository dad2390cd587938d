import { CancelledError, type CancelSignal } from '../../core/contract/errors';

/** How the pool makes and ends its workers; `key` names a worker's configuration. */
export interface WorkerFactory<W> {
  create(key: string): Promise<W>;
  terminate(worker: W): Promise<void>;
}

interface Slot<W> {
  key: string;
  worker: Promise<W>;
  busy: boolean;
}

/** An AbortSignal seen through the core's CancelSignal (the core has no DOM or Node types). */
interface ListeningSignal extends CancelSignal {
  addEventListener?(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener?(type: 'abort', listener: () => void): void;
}

/**
 * A fixed-size pool of workers started lazily and kept between documents. A task asks for a
 * worker of one configuration (the OCR languages); an idle worker of another configuration is
 * replaced rather than reconfigured, because languages rarely change between documents.
 * Tasks beyond the pool's size wait in order. Cancelling a running task ends its worker, since
 * a recognition cannot be interrupted any other way; the pool starts a fresh one when needed.
 */
export class WorkerPool<W> {
  private readonly slots: Slot<W>[] = [];
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly size: number,
    private readonly factory: WorkerFactory<W>,
  ) {}

  /** Runs `task` on a worker configured for `key`, once one is free. */
  async run<T>(key: string, task: (worker: W) => Promise<T>, signal?: ListeningSignal): Promise<T> {
    const slot = await this.acquire(key, signal);
    let cancelled = false;
    let onAbort = (): void => undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        cancelled = true;
        reject(new CancelledError());
      };
    });
    signal?.addEventListener?.('abort', onAbort, { once: true });
    try {
      if (signal?.aborted) throw new CancelledError();
      return await Promise.race([slot.worker.then(task), aborted]);
    } catch (error) {
      // A worker that failed or was cancelled mid-task is not trusted with another one.
      this.discard(slot);
      throw cancelled ? new CancelledError() : error;
    } finally {
      signal?.removeEventListener?.('abort', onAbort);
      this.release(slot);
    }
  }

  /** Ends every worker; the pool starts new ones if used again. */
  async terminate(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => this.end(s)));
  }

  private async acquire(key: string, signal?: CancelSignal): Promise<Slot<W>> {
    for (;;) {
      if (signal?.aborted) throw new CancelledError();
      const same = this.slots.find((s) => !s.busy && s.key === key);
      if (same) {
        same.busy = true;
        return same;
      }
      if (this.slots.length >= this.size) {
        const other = this.slots.find((s) => !s.busy);
        if (other) this.discard(other);
      }
      if (this.slots.length < this.size) {
        const slot: Slot<W> = { key, worker: this.factory.create(key), busy: true };
        // A worker that fails to start leaves its place to the next attempt.
        slot.worker.catch(() => this.discard(slot));
        this.slots.push(slot);
        return slot;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(slot: Slot<W>): void {
    slot.busy = false;
    this.waiting.shift()?.();
  }

  private discard(slot: Slot<W>): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    void this.end(slot);
  }

  private async end(slot: Slot<W>): Promise<void> {
    try {
      await this.factory.terminate(await slot.worker);
    } catch {
      // A worker that never started or already died has nothing left to end.
    }
  }
}
