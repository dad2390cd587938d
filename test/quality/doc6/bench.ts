/** Scores one doc6 part for `npm run bench:quality` (the hook: one call per part). */
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { printDocScores, scoreDocs, type DocDetector } from '../score-docs';
import { generateDocs6 } from './generate';
import type { Part6 } from './kit';
import { readBack6, type Placed6 } from './place';
import { printDocs6, type Print6Stats } from './render';

/** A part printed and read back, with what printing cost. */
export interface Loaded6 {
  docs: Placed6[];
  stats: Print6Stats;
  unplaced: number;
}

/** Generates, prints (cached) and reads back one part. */
export async function loadDocs6(part: Part6): Promise<Loaded6> {
  const { printed, stats } = await printDocs6(generateDocs6(part));
  const engine = createNodePdfEngine();
  const docs: Placed6[] = [];
  for (const p of printed) docs.push(await readBack6(engine, p));
  return { docs, stats, unplaced: docs.reduce((n, d) => n + d.unplaced, 0) };
}

/** Prints a part's per-tag table; `showErrors` lists dev6's errors (never held6's). */
export async function scoreDoc6Part(
  part: Part6,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  const { docs, stats, unplaced } = await loadDocs6(part);
  const scores = scoreDocs(docs, detect);
  const title =
    part === 'dev6'
      ? 'Generated documents, development 6 (pdfmake, independent author, tunable)'
      : 'Generated documents, held out 6 (pdfmake, independent author, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  console.log(
    `  printed by pdfmake: ${stats.printed}, from .cache/quality-doc6: ${stats.cached} ` +
      `(${(stats.ms / 1000).toFixed(1)} s)` +
      (unplaced ? `; ${unplaced} marked values not found in the read-back text` : ''),
  );
  if (!showErrors || part !== 'dev6') return;
  console.log(`\nMisses on the development 6 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 6 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}
