// A quick loop for tuning on dev15 alone (`npx tsx test/quality/doc15/score-dev15.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 15",
// without the other sets. It never scores or lists held15.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc15Part } from './bench';

scoreDoc15Part(
  'dev15',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev15 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
