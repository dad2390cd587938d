// A quick loop for tuning on dev6 alone (`npx tsx test/quality/doc6/score-dev6.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 6",
// without the other sets. It never scores or lists held6.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc6Part } from './bench';

scoreDoc6Part(
  'dev6',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev6 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
