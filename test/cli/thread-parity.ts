// The CLI's output with and without a detection thread, for the tests of each way the CLI
// detects off the main thread: the same lease is anonymized twice and both results returned.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { buildLease } from '../../scripts/bench-docs';
import type { DetectionThread } from '../../src/cli/detection-thread';
import { main } from '../../src/cli/main';

/** Anonymizes a `pages`-page lease in `dir` plainly and through `thread()`; expects both byte-identical. */
export async function expectThreadParity(
  dir: string,
  pages: number,
  thread: () => DetectionThread,
): Promise<void> {
  const input = join(dir, 'lease.pdf');
  writeFileSync(input, await buildLease(pages));
  const run = async (name: string, withThread: boolean) => {
    const out = join(dir, `${name}.pdf`);
    const json = join(dir, `${name}.json`);
    const io = { stdout: () => undefined, stderr: () => undefined };
    const argv = ['anonymize', input, '--out', out, '--json', json];
    expect(await main(argv, io, withThread ? thread() : undefined)).toBe(0);
    const body = JSON.parse(readFileSync(json, 'utf8')) as { detected_pii: unknown };
    return { pdf: readFileSync(out), pii: body.detected_pii };
  };
  const plain = await run('plain', false);
  const threaded = await run('threaded', true);
  expect((plain.pii as { entities: unknown[] }).entities.length).toBeGreaterThan(10);
  expect(threaded.pii).toEqual(plain.pii);
  expect(Buffer.compare(threaded.pdf, plain.pdf)).toBe(0);
}
