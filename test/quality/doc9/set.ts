/**
 * The doc9 set as committed: ReportLab PDFs in `pdf/` and their truth in `truth/<part>.json`
 * (every printed occurrence of every personal value, as [tag, text] pairs), both written by
 * `gen/generate.py`. Reading back places that truth in the text the product's reader extracts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import type { PdfEngine } from '../../../src/core/platform/ports';
import type { ReadDoc } from '../score-docs';
import { placeMarks, type Count8, type Span8 } from '../doc8/place';

/** The two parts of doc9: dev9 (tunable) and held9 (never tuned on). */
export type Part9 = 'dev9' | 'held9';

/** The folder of the committed set. */
export const DOC9_DIR = join(process.cwd(), 'test/quality/doc9');

/** One document's entry in a truth file. */
export interface Truth9 {
  name: string;
  kind: string;
  lang: string;
  /** The regular font the document is set in (a standard Type1 font or a DejaVu TTF). */
  font: string;
  /** Every printed occurrence of a personal value: [tag, text]. */
  marks: Array<[string, string]>;
}

/** A read-back doc9 document with its truth placed. */
export interface Placed9 extends ReadDoc {
  counts: Count8[];
  spans: Span8[];
}

/** The truth file of a part. */
export function truthPath9(part: Part9): string {
  return join(DOC9_DIR, 'truth', `${part}.json`);
}

/** The truth entries of a part, in generation order. */
export function loadTruth9(part: Part9): Truth9[] {
  return JSON.parse(readFileSync(truthPath9(part), 'utf8')) as Truth9[];
}

/** True when a part has been generated and committed. */
export function hasPart9(part: Part9): boolean {
  return existsSync(truthPath9(part));
}

/** The committed PDF of a document. */
export function pdfPath9(name: string): string {
  return join(DOC9_DIR, 'pdf', `${name}.pdf`);
}

/** Reads a committed PDF back through the product's reader and places its truth by text. */
export async function readBack9(engine: PdfEngine, truth: Truth9): Promise<Placed9> {
  const bytes = new Uint8Array(readFileSync(pdfPath9(truth.name)));
  const source = await engine.open(bytes);
  const doc = assembleDocument(await readPageLayers(source));
  await source.close();
  const marks = truth.marks.map(([tag, text]) => ({ tag, text }));
  const { spans, counts } = placeMarks(doc.text, marks);
  const unplaced = counts.reduce((n, c) => n + Math.max(0, c.marked - c.found), 0);
  if (unplaced && process.env.QUALITY_DEBUG)
    for (const c of counts)
      if (c.found < c.marked)
        console.log(
          'doc9 unplaced',
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
}
