/** Scores one doc9 part for `npm run bench:quality` (the hook: one call per part). */
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { printDocScores, scoreDocs, type DocDetector } from '../score-docs';
import { hasPart9, loadTruth9, readBack9, type Part9, type Placed9 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export async function loadDocs9(part: Part9): Promise<Placed9[]> {
  const engine = createNodePdfEngine();
  const docs: Placed9[] = [];
  for (const truth of loadTruth9(part)) docs.push(await readBack9(engine, truth));
  return docs;
}

/** Prints a part's per-tag table; `showErrors` lists dev9's errors (never held9's). */
export async function scoreDoc9Part(
  part: Part9,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  if (!hasPart9(part)) {
    console.log(`\n${part}: no test/quality/doc9/truth/${part}.json yet, not scored.`);
    return;
  }
  const docs = await loadDocs9(part);
  if (docs.length === 0) return;
  const scores = scoreDocs(docs, detect);
  const title =
    part === 'dev9'
      ? 'Generated documents, development 9 (ReportLab, independent author, tunable)'
      : 'Generated documents, held out 9 (ReportLab, independent author, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  const spans = docs.reduce((n, d) => n + d.spans.length, 0);
  const unplaced = docs.reduce((n, d) => n + d.unplaced, 0);
  console.log(
    `  truth spans: ${spans}` +
      (unplaced ? `; ${unplaced} marked values not found in the read-back text` : ''),
  );
  if (!showErrors || part !== 'dev9') return;
  console.log(`\nMisses on the development 9 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 9 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}
