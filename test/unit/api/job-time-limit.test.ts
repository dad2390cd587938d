import { describe, expect, it } from 'vitest';
import { failureAnswer } from '../../../src/core/api/error-responses';
import {
  JobQueue,
  type QueueClock,
  timeLimitReply,
} from '../../../src/ui/services/api-bridge-queue';

/** A clock whose time moves only when the test says so. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const clock: QueueClock = {
    setTimeout: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.run();
      }
    }
    await flush();
  };
  return { clock, advance, pending: () => timers.size };
}

/** Lets queued promise callbacks run. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('API job wall-clock limit', () => {
  it('answers a job that never finishes with the limit error and serves the next one', async () => {
    const { clock, advance, pending } = fakeClock();
    const limitMs = 10 * 60 * 1000;
    const queue = new JobQueue(1, async () => limitMs, clock);
    const answers: string[] = [];
    let stopped = 0;
    queue.push({
      run: () => new Promise<string>(() => undefined), // a regex that never returns
      answer: (a) => answers.push(a),
      timedOut: (ms) => `timeout after ${ms}`,
      stop: () => stopped++,
    });
    let secondStarted = false;
    queue.push({
      run: async () => {
        secondStarted = true;
        return 'second done';
      },
      answer: (a) => answers.push(a),
      timedOut: () => 'second timed out',
      stop: () => undefined,
    });
    await flush();
    expect(secondStarted).toBe(false);
    expect(queue.size).toBe(2);

    await advance(limitMs - 1);
    expect(answers).toEqual([]);
    await advance(1);
    expect(answers).toEqual([`timeout after ${limitMs}`, 'second done']);
    expect(stopped).toBe(1);
    expect(secondStarted).toBe(true);
    expect(queue.size).toBe(0);
    expect(pending()).toBe(0);
  });

  it('answers once: a result arriving after the limit is dropped', async () => {
    const { clock, advance } = fakeClock();
    const queue = new JobQueue(1, async () => 1000, clock);
    const answers: string[] = [];
    let finish: (v: string) => void = () => undefined;
    queue.push({
      run: () => new Promise<string>((resolve) => (finish = resolve)),
      answer: (a) => answers.push(a),
      timedOut: () => 'timed out',
      stop: () => undefined,
    });
    await flush();
    await advance(1000);
    finish('late result');
    await flush();
    expect(answers).toEqual(['timed out']);
  });

  it('applies no limit when it is 0, and clears the timer of a job that finishes', async () => {
    const { clock, advance, pending } = fakeClock();
    const none = new JobQueue(1, async () => 0, clock);
    let finish: (v: string) => void = () => undefined;
    const answers: string[] = [];
    none.push({
      run: () => new Promise<string>((resolve) => (finish = resolve)),
      answer: (a) => answers.push(a),
      timedOut: () => 'timed out',
      stop: () => undefined,
    });
    await flush();
    expect(pending()).toBe(0);
    await advance(24 * 60 * 60 * 1000);
    finish('done');
    await flush();
    expect(answers).toEqual(['done']);

    const limited = new JobQueue(1, async () => 5000, clock);
    limited.push({
      run: async () => 'quick',
      answer: (a) => answers.push(a),
      timedOut: () => 'timed out',
      stop: () => undefined,
    });
    await flush();
    expect(answers).toEqual(['done', 'quick']);
    expect(pending()).toBe(0);
  });

  it('the limit answer is an engine failure the service worker maps to a 500 with a sentence', () => {
    const reply = timeLimitReply(10 * 60 * 1000);
    expect(reply).toMatchObject({
      type: 'failed',
      error: { kind: 'time-limit', limitMs: 10 * 60 * 1000 },
    });
    if (reply.type !== 'failed') throw new Error('not a failure');
    expect(failureAnswer(reply.error).status).toBe(500);
    expect(reply.error.message).toBe(
      'The request took longer than its 10-minute time limit (Settings › Limits) and was cancelled.',
    );
  });
});
