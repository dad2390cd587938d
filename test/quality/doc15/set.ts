/**
 * The doc15 set as committed: Apache FOP 2.8 (XSL-FO) PDFs in `pdf/` and their truth in
 * `truth/<part>.json` (every printed occurrence of every personal value, as [tag, text] pairs),
 * both written by `gen/generate.py` through FOP. Reading back places that truth in the
 * text the product's reader extracts (the shared code of committed sets: ../committed-set.ts).
 */
import { committedSet, type CommittedTruth, type PlacedCommitted } from '../committed-set';

/** The two parts of doc15: dev15 (tunable) and held15 (never tuned on). */
export type Part15 = 'dev15' | 'held15';

/** One document's entry in a truth file (`font`: DejaVu Sans, Serif or Sans Condensed; Liberation Sans or Serif). */
export interface Truth15 extends CommittedTruth {
  /** Printed pages (a long fo:table breaks over pages with its table-header repeated). */
  pages: number;
}

/** A read-back doc15 document with its truth placed. */
export type Placed15 = PlacedCommitted;

/** The committed doc15 set. */
export const SET15 = committedSet<Part15, Truth15>('test/quality/doc15', 'doc15');

/** The truth entries of a part, in generation order. */
export const loadTruth15 = SET15.loadTruth;
/** True when a part has been generated and committed. */
export const hasPart15 = SET15.hasPart;
/** The committed PDF of a document. */
export const pdfPath15 = SET15.pdfPath;
/** Reads a committed PDF back through the product's reader and places its truth by text. */
export const readBack15 = SET15.readBack;
