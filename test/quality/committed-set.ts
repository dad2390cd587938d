/**
 * A quality set committed as PDFs with their truth (doc9 printed by ReportLab, doc10 by
 * LibreOffice Writer): `pdf/<name>.pdf` and `truth/<part>.json` (every printed occurrence of
 * every personal value, as [tag, text] pairs). Reading back places that truth in the text the
 * product's reader extracts; scoring prints the per-tag table of `npm run bench:quality`.
 * One copy for every such set: each set's `set.ts` and `bench.ts` only name their folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleDocument, readPageLayers } from '../../src/core/document/load-document';
import type { PdfEngine } from '../../src/core/platform/ports';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { placeMarks, type Count8, type Span8 } from './doc8/place';
import { printDocScores, scoreDocs, type DocDetector, type ReadDoc } from './score-docs';

/** What every committed set's truth entry has (a set may add fields). */
export interface CommittedTruth {
  name: string;
  kind: string;
  lang: string;
  /** The font the document is set in. */
  font: string;
  /** Every printed occurrence of a personal value: [tag, text]. */
  marks: Array<[string, string]>;
}

/** A read-back document of a committed set with its truth placed. */
export interface PlacedCommitted extends ReadDoc {
  counts: Count8[];
  spans: Span8[];
}

/** The paths and readers of one committed set, parts `P`, truth entries `T`. */
export interface CommittedSet<P extends string, T extends CommittedTruth> {
  /** The set's folder. */
  dir: string;
  /** The truth file of a part. */
  truthPath(part: P): string;
  /** The truth entries of a part, in generation order. */
  loadTruth(part: P): T[];
  /** True when a part has been generated and committed. */
  hasPart(part: P): boolean;
  /** The committed PDF of a document. */
  pdfPath(name: string): string;
  /** Reads a committed PDF back through the product's reader and places its truth by text. */
  readBack(engine: PdfEngine, truth: T): Promise<PlacedCommitted>;
}

/** The committed set in `folder` (relative to the repository root); `label` names it in logs. */
export function committedSet<P extends string, T extends CommittedTruth>(
  folder: string,
  label: string,
): CommittedSet<P, T> {
  const dir = join(process.cwd(), folder);
  const truthPath = (part: P): string => join(dir, 'truth', `${part}.json`);
  const pdfPath = (name: string): string => join(dir, 'pdf', `${name}.pdf`);
  return {
    dir,
    truthPath,
    loadTruth: (part) => JSON.parse(readFileSync(truthPath(part), 'utf8')) as T[],
    hasPart: (part) => existsSync(truthPath(part)),
    pdfPath,
    async readBack(engine, truth) {
      const source = await engine.open(new Uint8Array(readFileSync(pdfPath(truth.name))));
      const doc = assembleDocument(await readPageLayers(source));
      await source.close();
      const marks = truth.marks.map(([tag, text]) => ({ tag, text }));
      const { spans, counts } = placeMarks(doc.text, marks);
      const unplaced = counts.reduce((n, c) => n + Math.max(0, c.marked - c.found), 0);
      if (unplaced && process.env.QUALITY_DEBUG)
        for (const c of counts)
          if (c.found < c.marked)
            console.log(
              `${label} unplaced`,
              truth.name,
              c.tag,
              JSON.stringify(c.text),
              c.found,
              '/',
              c.marked,
            );
      return {
        name: truth.name,
        doc,
        truth: spans.map((s) => ({ tag: s.tag, ranges: [[s.start, s.end] as [number, number]] })),
        unplaced,
        counts,
        spans,
      };
    },
  };
}

/** Reads back every committed PDF of a part with its truth placed. */
export async function loadCommittedDocs<P extends string, T extends CommittedTruth>(
  set: CommittedSet<P, T>,
  part: P,
): Promise<PlacedCommitted[]> {
  const engine = createNodePdfEngine();
  const docs: PlacedCommitted[] = [];
  for (const truth of set.loadTruth(part)) docs.push(await set.readBack(engine, truth));
  return docs;
}

/** How a set's bench hook names its parts. */
export interface CommittedPartNames<P extends string> {
  /** The tunable part, the only one whose errors may be listed. */
  devPart: P;
  /** The table's title for the development part and for the held-out part. */
  devTitle: string;
  heldTitle: string;
  /** The development part's name in the error lists ("development 9"). */
  devName: string;
}

/** Prints a part's per-tag table; `showErrors` lists the development part's errors (never the held-out part's). */
export async function scoreCommittedPart<P extends string, T extends CommittedTruth>(
  set: CommittedSet<P, T>,
  names: CommittedPartNames<P>,
  part: P,
  detect: DocDetector,
  showErrors: boolean,
): Promise<void> {
  if (!set.hasPart(part)) {
    console.log(`\n${part}: no ${set.truthPath(part)} yet, not scored.`);
    return;
  }
  const docs = await loadCommittedDocs(set, part);
  if (docs.length === 0) return;
  const scores = scoreDocs(docs, detect);
  const title = part === names.devPart ? names.devTitle : names.heldTitle;
  printDocScores(`${title}: ${docs.length} PDFs read back`, scores);
  const spans = docs.reduce((n, d) => n + d.spans.length, 0);
  const unplaced = docs.reduce((n, d) => n + d.unplaced, 0);
  console.log(
    `  truth spans: ${spans}` +
      (unplaced ? `; ${unplaced} marked values not found in the read-back text` : ''),
  );
  if (!showErrors || part !== names.devPart) return;
  console.log(`\nMisses on the ${names.devName} documents (${scores.misses.length}):`);
  for (const line of scores.misses) console.log(`  MISS ${line}`);
  console.log(`False alarms on the ${names.devName} documents (${scores.falseAlarms.length}):`);
  for (const line of scores.falseAlarms) console.log(`  FALSE ${line}`);
}
