/**
 * The doc14 set as committed: Prawn 2.4 (Ruby) PDFs in `pdf/` and their truth in
 * `truth/<part>.json` (every printed occurrence of every personal value, as [tag, text] pairs),
 * both written by `gen/generate.rb` through Prawn. Reading back places that truth in the
 * text the product's reader extracts (the shared code of committed sets: ../committed-set.ts).
 */
import { committedSet, type CommittedTruth, type PlacedCommitted } from '../committed-set';

/** The two parts of doc14: dev14 (tunable) and held14 (never tuned on). */
export type Part14 = 'dev14' | 'held14';

/** One document's entry in a truth file (`font`: Liberation or DejaVu, Sans or Serif). */
export interface Truth14 extends CommittedTruth {
  /** Printed pages (a long prawn-table breaks over pages with its header row repeated). */
  pages: number;
}

/** A read-back doc14 document with its truth placed. */
export type Placed14 = PlacedCommitted;

/** The committed doc14 set. */
export const SET14 = committedSet<Part14, Truth14>('test/quality/doc14', 'doc14');

/** The truth entries of a part, in generation order. */
export const loadTruth14 = SET14.loadTruth;
/** True when a part has been generated and committed. */
export const hasPart14 = SET14.hasPart;
/** The committed PDF of a document. */
export const pdfPath14 = SET14.pdfPath;
/** Reads a committed PDF back through the product's reader and places its truth by text. */
export const readBack14 = SET14.readBack;
