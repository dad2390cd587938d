/**
 * `npm run corpus-table`: runs every file of ../shared/corpus through the core (the same code as
 * test/integration/corpus-outcomes.test.ts) and writes the snapshot docs/corpus-outcomes.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatOutcomeTable, runCorpusOutcomes } from '../test/setup/corpus-outcomes';
import { IsolatedRunner } from '../test/setup/isolated-runner';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs', 'corpus-outcomes.md');

const runner = new IsolatedRunner();
try {
  const outcomes = await runCorpusOutcomes(runner, (o) =>
    console.log(
      `${o.result.outcome.padEnd(9)} ${(o.result.ms / 1000).toFixed(2).padStart(6)} s  ${o.group}/${o.file}`,
    ),
  );
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    formatOutcomeTable(outcomes, '`npm run corpus-table` (scripts/corpus-table.ts)'),
  );
  console.log(`Wrote ${OUT}`);
} finally {
  runner.stop();
}
