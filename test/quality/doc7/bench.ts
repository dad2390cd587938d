/** Scores one doc7 part for `npm run bench:quality` (the hook: one call per part). */
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { printDocScores, scoreDocs, type DocDetector } from '../score-docs';
import { generateDocs7 } from './generate';
import type { Part7 } from './kit';
import { readBack7, type Placed7 } from './place';
import { printDocs7, type Print7Stats } from './render';

/** A part printed and read back, with what printing cost. */
export interface Loaded7 {
  docs: Placed7[];
  stats: Print7Stats;
  unplaced: number;
}

/** Generates, prints (cached) and reads back one part. */
export async function loadDocs7(part: Part7): Promise<Loaded7> {
  const { printed, stats } = printDocs7(generateDocs7(part));
  const engine = createNodePdfEngine();
  const docs: Placed7[] = [];
  for (const p of printed) docs.push(await readBack7(engine, p));
  return { docs, stats, unplaced: docs.reduce((n, d) => n + d.unplaced, 0) };
}

/** Prints a part's per-tag table; `showErrors` lists dev7's errors (never held7's). */
export async function scoreDoc7Part(
  part: Part7,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  const { docs, stats, unplaced } = await loadDocs7(part);
  if (docs.length === 0) return;
  const scores = scoreDocs(docs, detect);
  const title =
    part === 'dev7'
      ? 'Generated documents, development 7 (jsPDF, independent author, tunable)'
      : 'Generated documents, held out 7 (jsPDF, independent author, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  console.log(
    `  printed by jsPDF: ${stats.printed}, from .cache/quality-doc7: ${stats.cached} ` +
      `(${(stats.ms / 1000).toFixed(1)} s)` +
      (unplaced ? `; ${unplaced} marked values not found in the read-back text` : ''),
  );
  if (!showErrors || part !== 'dev7') return;
  console.log(`\nMisses on the development 7 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 7 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}
