// A quick loop for tuning on dev13 alone (`npx tsx test/quality/doc13/score-dev13.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 12",
// without the other sets. It never scores or lists held13.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc13Part } from './bench';

scoreDoc13Part(
  'dev13',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev13 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
