// A quick loop for tuning on dev4 alone (`npx tsx test/quality/html/score-dev4.ts [--errors]`):
// the same detector, reading and scoring as `npm run bench:quality` prints for "development 4",
// without the other sets (seconds instead of minutes). It never scores or lists held4.
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { printDocScores, scoreDocs } from '../score-docs';
import { loadHtmlSet } from './load-set';

async function main(): Promise<void> {
  const { docs, stats } = await loadHtmlSet('dev4', createNodePdfEngine());
  const scores = scoreDocs(docs, (doc) => propagateOccurrences(doc.text, findPii(doc.text)));
  printDocScores(
    `Generated documents, development 4 (Chromium, tunable): ${docs.length} PDFs read back`,
    scores,
  );
  console.log(`  printed by Chromium: ${stats.rendered}, from the cache: ${stats.cached}`);
  if (!process.argv.includes('--errors')) return;
  console.log(`\nMisses on the development 4 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 4 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}

main().catch((error: unknown) => {
  console.error(`score-dev4 failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
