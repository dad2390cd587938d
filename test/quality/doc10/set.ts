/**
 * The doc10 set as committed: LibreOffice Writer PDFs in `pdf/` and their truth in
 * `truth/<part>.json` (every printed occurrence of every personal value, as [tag, text] pairs),
 * both written by `gen/generate.py` through LibreOffice. Reading back places that truth in the
 * text the product's reader extracts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import type { PdfEngine } from '../../../src/core/platform/ports';
import type { ReadDoc } from '../score-docs';
import { placeMarks, type Count8, type Span8 } from '../doc8/place';

/** The two parts of doc10: dev10 (tunable) and held10 (never tuned on). */
export type Part10 = 'dev10' | 'held10';

/** The folder of the committed set. */
export const DOC10_DIR = join(process.cwd(), 'test/quality/doc10');

/** One document's entry in a truth file. */
export interface Truth10 {
  name: string;
  kind: string;
  lang: string;
  /** The font family the document is set in (Liberation Serif/Sans or DejaVu Serif/Sans). */
  font: string;
  /** Printed pages (a running header's or footer's values are marked once per page). */
  pages: number;
  /** Every printed occurrence of a personal value: [tag, text]. */
  marks: Array<[string, string]>;
}

/** A read-back doc10 document with its truth placed. */
export interface Placed10 extends ReadDoc {
  counts: Count8[];
  spans: Span8[];
}

/** The truth file of a part. */
export function truthPath10(part: Part10): string {
  return join(DOC10_DIR, 'truth', `${part}.json`);
}

/** The truth entries of a part, in generation order. */
export function loadTruth10(part: Part10): Truth10[] {
  return JSON.parse(readFileSync(truthPath10(part), 'utf8')) as Truth10[];
}

/** True when a part has been generated and committed. */
export function hasPart10(part: Part10): boolean {
  return existsSync(truthPath10(part));
}

/** The committed PDF of a document. */
export function pdfPath10(name: string): string {
  return join(DOC10_DIR, 'pdf', `${name}.pdf`);
}

/** Reads a committed PDF back through the product's reader and places its truth by text. */
export async function readBack10(engine: PdfEngine, truth: Truth10): Promise<Placed10> {
  const bytes = new Uint8Array(readFileSync(pdfPath10(truth.name)));
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
          'doc10 unplaced',
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
