/**
 * The doc12 set as committed: wkhtmltopdf (Qt WebKit) PDFs in `pdf/` and their truth in
 * `truth/<part>.json` (every printed occurrence of every personal value, as [tag, text] pairs),
 * both written by `gen/generate.py` through wkhtmltopdf. Reading back places that truth in the
 * text the product's reader extracts (the shared code of committed sets: ../committed-set.ts).
 */
import { committedSet, type CommittedTruth, type PlacedCommitted } from '../committed-set';

/** The two parts of doc12: dev12 (tunable) and held12 (never tuned on). */
export type Part12 = 'dev12' | 'held12';

/** One document's entry in a truth file (`font`: Liberation or DejaVu, Sans or Serif). */
export interface Truth12 extends CommittedTruth {
  /** Printed pages (a long table breaks over pages with its header row repeated). */
  pages: number;
}

/** A read-back doc12 document with its truth placed. */
export type Placed12 = PlacedCommitted;

/** The committed doc12 set. */
export const SET12 = committedSet<Part12, Truth12>('test/quality/doc12', 'doc12');

/** The truth entries of a part, in generation order. */
export const loadTruth12 = SET12.loadTruth;
/** True when a part has been generated and committed. */
export const hasPart12 = SET12.hasPart;
/** The committed PDF of a document. */
export const pdfPath12 = SET12.pdfPath;
/** Reads a committed PDF back through the product's reader and places its truth by text. */
export const readBack12 = SET12.readBack;
