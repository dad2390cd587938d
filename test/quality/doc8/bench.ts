/** Scores one doc8 part for `npm run bench:quality` (the hook: one call per part). */
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { printDocScores, scoreDocs, type DocDetector } from '../score-docs';
import { generateDocs8 } from './generate';
import type { Part8 } from './kit';
import { hyphenSplit, readBack8, type Placed8 } from './place';
import { printDocs8, type Print8Stats } from './render';

/** A part printed and read back, with what printing cost. */
export interface Loaded8 {
  docs: Placed8[];
  stats: Print8Stats;
  unplaced: number;
}

/** Generates, prints (cached) and reads back one part. */
export async function loadDocs8(part: Part8): Promise<Loaded8> {
  const { printed, stats } = printDocs8(generateDocs8(part));
  const engine = createNodePdfEngine();
  const docs: Placed8[] = [];
  for (const p of printed) docs.push(await readBack8(engine, p));
  return { docs, stats, unplaced: docs.reduce((n, d) => n + d.unplaced, 0) };
}

/** Prints a part's per-tag table; `showErrors` lists dev8's errors (never held8's). */
export async function scoreDoc8Part(
  part: Part8,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  const { docs, stats, unplaced } = await loadDocs8(part);
  if (docs.length === 0) return;
  const scores = scoreDocs(docs, detect);
  const title =
    part === 'dev8'
      ? 'Generated documents, development 8 (groff, independent author, tunable)'
      : 'Generated documents, held out 8 (groff, independent author, never tuned on)';
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  const spans = docs.reduce((n, d) => n + d.spans.length, 0);
  const split = docs.reduce(
    (n, d) => n + d.spans.filter((s) => hyphenSplit(d.doc.text, s)).length,
    0,
  );
  console.log(
    `  truth spans: ${spans}, of which ${split} are split by a hyphen groff added at a line end`,
  );
  console.log(
    `  printed by groff: ${stats.printed}, from .cache/quality-doc8: ${stats.cached} ` +
      `(${(stats.ms / 1000).toFixed(1)} s)` +
      (unplaced ? `; ${unplaced} marked values not found in the read-back text` : ''),
  );
  if (!showErrors || part !== 'dev8') return;
  console.log(`\nMisses on the development 8 documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the development 8 documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}
