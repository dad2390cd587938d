import { Prng } from '../fixtures/prng';
import { loadFixture } from '../setup/fixtures';
import type { FixtureName } from '../fixtures/index';
import type { IsolatedResult, IsolatedRunner } from '../setup/isolated-runner';
import { MUTATIONS } from './mutations';

/** The fixtures mutated: small ones with PII in text, form fields, tables and metadata. */
const SOURCES: readonly FixtureName[] = ['letter-a4', 'form-letter', 'table', 'hard-negatives'];

/** Longest one fuzz case may take (a hang shows as a timed-out case, never a stuck run). */
export const CASE_TIME_BOUND_MS = 20_000;

/** One fuzz case and what the core did with it. */
export interface FuzzOutcome {
  index: number;
  fixture: FixtureName;
  mutation: string;
  result: IsolatedResult;
  /** Why the case fails the fuzz test, or undefined when it passes. */
  problem?: string;
}

/** Whether a case's result is acceptable; a sentence saying what went wrong otherwise. */
export function problemOf(result: IsolatedResult): string | undefined {
  if (result.outcome === 'timed out' || result.outcome === 'crashed') return result.detail;
  if (result.ms > CASE_TIME_BOUND_MS) return `took ${Math.round(result.ms)} ms`;
  if (result.outcome === 'processed') {
    if (!result.verified) return 'output released without passing verification';
    if (result.leaks.length > 0) return `output leaks ${result.leaks.join(', ')}`;
    return undefined;
  }
  if (result.outcome !== 'refused') return 'unknown outcome';
  const body = result.body as { detail?: unknown; error_code?: unknown; message?: unknown };
  if ([400, 413, 415].includes(result.status)) {
    return typeof body.detail === 'string' && body.detail.endsWith('.')
      ? undefined
      : 'bad detail body';
  }
  if (result.status === 500) {
    return body.error_code === 'INTERNAL_ERROR' && typeof body.message === 'string'
      ? undefined
      : 'bad 500 body';
  }
  return `unexpected status ${result.status}`;
}

/**
 * Runs `cases` mutations of the fixture PDFs, chosen by a PRNG seeded with `seed` (the same
 * seed gives the same cases), each in `runner` within the time bound; image-only output at low
 * resolution, checked for the fixture's PII in its text and raw bytes.
 */
export async function runFuzz(
  runner: IsolatedRunner,
  cases: number,
  seed: number,
  onEach?: (outcome: FuzzOutcome) => void,
): Promise<FuzzOutcome[]> {
  const fixtures = await Promise.all(SOURCES.map((name) => loadFixture(name)));
  const rng = new Prng(seed);
  const outcomes: FuzzOutcome[] = [];
  for (let index = 0; index < cases; index++) {
    const source = rng.pick(fixtures);
    const donor = rng.pick(fixtures);
    const mutation = rng.pick(MUTATIONS);
    let pdf = mutation.apply(source.pdf, donor.pdf, rng);
    // Every fourth case stacks a second mutation on the first.
    if (rng.int(4) === 0) pdf = rng.pick(MUTATIONS).apply(pdf, donor.pdf, rng);
    const forbidden = [
      ...new Set([...source.truth.pii.map((p) => p.text), ...source.truth.metadata]),
    ].filter((s) => s.replace(/\s/g, '').length >= 4);
    const result = await runner.run(
      { pdf, dpi: 36, searchable: false, pageTimeLimitMs: CASE_TIME_BOUND_MS / 2, forbidden },
      CASE_TIME_BOUND_MS,
    );
    const outcome: FuzzOutcome = { index, fixture: source.name, mutation: mutation.name, result };
    const problem = problemOf(result);
    if (problem) outcome.problem = problem;
    outcomes.push(outcome);
    onEach?.(outcome);
  }
  return outcomes;
}

/** Counts of outcomes by kind, e.g. "143 processed, 50 refused (400), 7 refused (415)". */
export function summarize(outcomes: readonly FuzzOutcome[]): string {
  const counts = new Map<string, number>();
  for (const { result: r } of outcomes) {
    const key = r.outcome === 'refused' ? `refused (${r.status})` : r.outcome;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => `${v} ${k}`).join(', ');
}
