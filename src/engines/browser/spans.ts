/**
 * Where a job's time goes, recorded as User Timing measures (`performance.measure`) named
 * `obscura:<span>` on the pipeline worker's timeline: `npm run bench` reads them after an export
 * and prints the stage breakdown (render, encode, write, verification). Each job starts a fresh
 * list, so the timeline holds one job's spans at most. A measure costs microseconds; nothing in
 * the product reads them.
 */

/** Prefix of every measure recorded here. */
export const SPAN_PREFIX = 'obscura:';

/** Forgets the previous job's spans. */
export function startJobSpans(): void {
  performance.clearMeasures();
}

/** Records one span from `start` to `end` (this thread's performance.now clock). */
export function recordSpan(name: string, start: number, end: number = performance.now()): void {
  try {
    performance.measure(`${SPAN_PREFIX}${name}`, { start, end: Math.max(start, end) });
  } catch {
    // A clock oddity must never fail a job: the span is only for the benchmark.
  }
}

/** Runs `work` and records it as span `name`, whether it succeeds or throws. */
export async function timeSpan<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    recordSpan(name, start);
  }
}
