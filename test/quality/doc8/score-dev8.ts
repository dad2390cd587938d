// A quick loop for tuning on dev8 alone (`npx tsx test/quality/doc8/score-dev8.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 7",
// without the other sets. It never scores or lists held7.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc8Part } from './bench';

scoreDoc8Part(
  'dev8',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev8 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
