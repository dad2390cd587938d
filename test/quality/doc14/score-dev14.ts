// A quick loop for tuning on dev14 alone (`npx tsx test/quality/doc14/score-dev14.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 12",
// without the other sets. It never scores or lists held14.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc14Part } from './bench';

scoreDoc14Part(
  'dev14',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev14 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
