import { describe, expect, it } from 'vitest';
import {
  EncodePool,
  type EncoderThread,
  encodePoolSize,
} from '../../../src/engines/browser/encode-pool';
import type { EncodeAnswer, EncodeTask } from '../../../src/engines/browser/encode-protocol';

/** A stand-in for an encoder worker: answers each task as `reply` says, or crashes. */
class FakeEncoder extends EventTarget {
  readonly tasks: EncodeTask[] = [];
  terminated = false;

  constructor(private readonly reply: (task: EncodeTask) => EncodeAnswer | 'crash' | 'silent') {
    super();
  }

  postMessage(task: EncodeTask): void {
    this.tasks.push(task);
    const answer = this.reply(task);
    queueMicrotask(() => {
      if (answer === 'silent') return;
      if (answer === 'crash') {
        const error = new Event('error') as Event & { message: string };
        error.message = 'out of memory';
        this.dispatchEvent(error);
        return;
      }
      this.dispatchEvent(new MessageEvent('message', { data: answer }));
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** An ImageBitmap as far as the pool is concerned (it only moves it). */
const bitmap = { width: 1275, height: 1650 };

describe('encodePoolSize', () => {
  it('starts one encoder from two cores, none on one core or an unknown count', () => {
    expect(encodePoolSize(1)).toBe(0);
    expect(encodePoolSize(2)).toBe(1);
    expect(encodePoolSize(16)).toBe(1);
    expect(encodePoolSize(Number.NaN)).toBe(0);
  });
});

describe('EncodePool', () => {
  it('returns the bytes the encoder answers, starting it on first use only', async () => {
    const spawned: FakeEncoder[] = [];
    const pool = new EncodePool(1, () => {
      const encoder = new FakeEncoder((t) => ({
        id: t.id,
        ok: true,
        value: new Uint8Array([t.id]),
        ms: 1,
      }));
      spawned.push(encoder);
      return encoder as unknown as EncoderThread;
    });
    expect(spawned).toHaveLength(0);
    expect([...(await pool.encode(bitmap, 'jpeg', 0.85))]).toEqual([1]);
    expect([...(await pool.encode(bitmap, 'jpeg', 0.85))]).toEqual([2]);
    expect(spawned).toHaveLength(1);
    expect(spawned[0]!.tasks.map((t) => [t.kind, t.format, t.quality])).toEqual([
      ['encode', 'jpeg', 0.85],
      ['encode', 'jpeg', 0.85],
    ]);
    pool.dispose();
    expect(spawned[0]!.terminated).toBe(true);
  });

  it('rejects when the encoder refuses or crashes, and starts a fresh one next time', async () => {
    const replies: Array<'crash' | 'refuse' | 'ok'> = ['refuse', 'crash', 'ok'];
    const spawned: FakeEncoder[] = [];
    const pool = new EncodePool(1, () => {
      const encoder = new FakeEncoder((t) => {
        const reply = replies.shift();
        if (reply === 'crash') return 'crash';
        return reply === 'refuse'
          ? { id: t.id, ok: false, message: 'no encoder for this format', ms: 1 }
          : { id: t.id, ok: true, value: new Uint8Array([7]), ms: 1 };
      });
      spawned.push(encoder);
      return encoder as unknown as EncoderThread;
    });
    await expect(pool.encode(bitmap, 'png', 1)).rejects.toThrow('no encoder for this format');
    await expect(pool.encode(bitmap, 'jpeg', 0.85)).rejects.toThrow(
      'A page encoder stopped (out of memory).',
    );
    expect(spawned[0]!.terminated).toBe(true);
    expect([...(await pool.encode(bitmap, 'jpeg', 0.85))]).toEqual([7]);
    expect(spawned).toHaveLength(2);
    pool.dispose();
  });

  it('has nothing to encode with when its size is 0', async () => {
    const pool = new EncodePool(0, () => {
      throw new Error('never started');
    });
    await expect(pool.encode(bitmap, 'jpeg', 0.85)).rejects.toThrow('no encoders');
  });
});
