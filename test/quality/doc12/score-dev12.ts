// A quick loop for tuning on dev12 alone (`npx tsx test/quality/doc12/score-dev12.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 12",
// without the other sets. It never scores or lists held12.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { scoreDoc12Part } from './bench';

scoreDoc12Part(
  'dev12',
  (doc) => propagateOccurrences(doc.text, findPii(doc.text)),
  process.argv.includes('--errors'),
).catch((error: unknown) => {
  console.error(`score-dev12 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
