import { afterAll, describe, expect, it } from 'vitest';
import { IsolatedRunner } from '../setup/isolated-runner';
import { runFuzz, summarize } from './fuzz-cases';

/** Cases in the normal run; `npm run fuzz -- --cases N --seed S` runs more. */
const CASES = Number(process.env.OBSCURA_FUZZ_CASES ?? 300);
/** A fresh seed per run unless OBSCURA_FUZZ_SEED is set; printed so a failure can be replayed. */
const SEED = Number(process.env.OBSCURA_FUZZ_SEED ?? Date.now() % 2 ** 31);

const runner = new IsolatedRunner();
afterAll(() => runner.stop());

describe('fuzzed fixture PDFs', () => {
  it(
    `are processed (verified, no leak) or refused with the contract body (seed ${SEED})`,
    async () => {
      console.log(
        `Fuzz seed ${SEED}, ${CASES} cases; replay with OBSCURA_FUZZ_SEED=${SEED} or ` +
          `npm run fuzz -- --cases ${CASES} --seed ${SEED}`,
      );
      const outcomes = await runFuzz(runner, CASES, SEED);
      console.log(`Fuzz outcomes: ${summarize(outcomes)}`);
      const problems = outcomes
        .filter((o) => o.problem)
        .map((o) => `case ${o.index} (${o.fixture}, ${o.mutation}, seed ${SEED}): ${o.problem}`);
      expect(problems).toEqual([]);
      // The mutations must reach both paths, or the test proves little.
      expect(outcomes.some((o) => o.result.outcome === 'processed')).toBe(true);
      // The leak search finds what it looks for: processed inputs show their secrets first.
      const shown = outcomes.map((o) => (o.result.outcome === 'processed' ? o.result.shown : 0));
      expect(shown.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(outcomes.some((o) => o.result.outcome === 'refused')).toBe(true);
    },
    10 * 60_000,
  );
});
