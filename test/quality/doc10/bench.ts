/** Scores one doc10 part for `npm run bench:quality` (the hook: one call per part). */
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { printDocScores, scoreDocs, type DocDetector } from '../score-docs';
import { hasPart10, loadTruth10, readBack10, type Part10, type Placed10 } from './set';

/** Reads back every committed PDF of a part with its truth placed. */
export async function loadDocs10(part: Part10): Promise<Placed10[]> {
  const engine = createNodePdfEngine();
  const docs: Placed10[] = [];
  for (const truth of loadTruth10(part)) docs.push(await readBack10(engine, truth));
  return docs;
}

/** Prints a part's per-tag table; `showErrors` lists dev10's errors (never held10's). */
export async function scoreDoc10Part(
  part: Part10,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  if (!hasPart10(part)) {
    console.log(`\n${part}: no test/quality/doc10/truth/${part}.json yet, not scored.`);
    return;
  }
  const docs = await loadDocs10(part);
  if (docs.length === 0) return;
  const scores = scoreDocs(docs, detect);
  const title =
    part === 'dev10'
      ? 'Generated documents, development 10 (LibreOffice Writer, independent author, tunable)'
      : 'Generated documents, held out 10 (LibreOffice Writer, independent author, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  const spans = docs.reduce((n, d) => n + d.spans.length, 0);
  const unplaced = docs.reduce((n, d) => n + d.unplaced, 0);
  console.log(
    `  truth spans: ${spans}` +
      (unplaced ? `; ${unplaced} marked values not found in the read-back text` : ''),
  );
  if (!showErrors || part !== 'dev10') return;
  console.log(`\nMisses on the development 10 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 10 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}
