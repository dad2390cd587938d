// A quick loop for tuning on dev9 alone (`npx tsx test/quality/doc9/score-dev9.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 9",
// without the other sets. It never scores or lists held9.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc9Part } from './bench';

scoreDoc9Part(
  'dev9',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev9 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
