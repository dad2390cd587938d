// A quick loop for tuning on dev11 alone (`npx tsx test/quality/doc11/score-dev11.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 11",
// without the other sets. It never scores or lists held11.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc11Part } from './bench';

scoreDoc11Part(
  'dev11',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev11 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
