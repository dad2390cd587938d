// A quick loop for tuning on dev10 alone (`npx tsx test/quality/doc10/score-dev10.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 10",
// without the other sets. It never scores or lists held10.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc10Part } from './bench';

scoreDoc10Part(
  'dev10',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev10 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
