/**
 * `npm run fuzz -- --cases N --seed S`: the fuzz test's mutations of the fixture PDFs, as many
 * as asked, each through the core in a child process with a time bound. Prints one line per
 * failing case and a summary; exits 1 when any case crashed, hung, leaked or answered badly.
 */
import { parseArgs } from 'node:util';
import { runFuzz, summarize } from '../test/fuzz/fuzz-cases';
import { IsolatedRunner } from '../test/setup/isolated-runner';

const { values } = parseArgs({
  options: { cases: { type: 'string', default: '1000' }, seed: { type: 'string' } },
});
const cases = Number(values.cases);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(cases) || cases < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- --cases N --seed S (N and S whole numbers).');
  process.exit(2);
}

console.log(`Fuzzing ${cases} cases with seed ${seed}.`);
const runner = new IsolatedRunner();
const started = performance.now();
let slowest = 0;
try {
  const outcomes = await runFuzz(runner, cases, seed, (o) => {
    slowest = Math.max(slowest, o.result.ms);
    if (o.problem) console.log(`FAIL case ${o.index} (${o.fixture}, ${o.mutation}): ${o.problem}`);
    if ((o.index + 1) % 100 === 0) console.log(`${o.index + 1} cases done`);
  });
  const failed = outcomes.filter((o) => o.problem).length;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${summarize(outcomes)}; ${failed} failing; ${seconds.toFixed(1)} s in all, ` +
      `slowest case ${(slowest / 1000).toFixed(2)} s. Replay: npm run fuzz -- --cases ${cases} --seed ${seed}`,
  );
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  runner.stop();
}
