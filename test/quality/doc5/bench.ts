/** Scores one doc5 part for `npm run bench:quality` (the hook: one call per part). */
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { printDocScores, scoreDocs, type DocDetector } from '../score-docs';
import { generateDocs5, type Part5 } from './generate';
import { readBack5, type Placed5 } from './place';
import { printDocs5, type Print5Stats } from './render';

/** A part printed and read back, with what printing cost. */
export interface Loaded5 {
  docs: Placed5[];
  stats: Print5Stats;
  unplaced: number;
}

/** Generates, prints (cached) and reads back one part. */
export async function loadDocs5(part: Part5): Promise<Loaded5> {
  const { printed, stats } = await printDocs5(generateDocs5(part));
  const engine = createNodePdfEngine();
  const docs: Placed5[] = [];
  for (const p of printed) docs.push(await readBack5(engine, p));
  return { docs, stats, unplaced: docs.reduce((n, d) => n + d.unplaced, 0) };
}

/** Prints a part's per-tag table; `showErrors` lists dev5's errors (never held5's). */
export async function scoreDoc5Part(
  part: Part5,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  const { docs, stats, unplaced } = await loadDocs5(part);
  const scores = scoreDocs(docs, detect);
  const title =
    part === 'dev5'
      ? 'Generated documents, development 5 (Chromium pagination + Ghostscript, tunable)'
      : 'Generated documents, held out 5 (Chromium pagination + Ghostscript, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  console.log(
    `  printed: ${stats.printed}, from .cache/quality-doc5: ${stats.cached} ` +
      `(${(stats.ms / 1000).toFixed(1)} s)` +
      (unplaced ? `; ${unplaced} marked values not found in the read-back text` : ''),
  );
  if (!showErrors || part !== 'dev5') return;
  console.log(`\nMisses on the development 5 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 5 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}
