/**
 * The doc13 set as committed: TCPDF 6.6.2 (PHP) PDFs in `pdf/` and their truth in
 * `truth/<part>.json` (every printed occurrence of every personal value, as [tag, text] pairs),
 * both written by `gen/generate.php` through TCPDF. Reading back places that truth in the
 * text the product's reader extracts (the shared code of committed sets: ../committed-set.ts).
 */
import { committedSet, type CommittedTruth, type PlacedCommitted } from '../committed-set';

/** The two parts of doc13: dev13 (tunable) and held13 (never tuned on). */
export type Part13 = 'dev13' | 'held13';

/** One document's entry in a truth file (`font`: a core font (helvetica, times, courier) or an embedded DejaVu subset). */
export interface Truth13 extends CommittedTruth {
  /** Printed pages (a long table or a return ticket runs over pages; the running header and footer repeat). */
  pages: number;
}

/** A read-back doc13 document with its truth placed. */
export type Placed13 = PlacedCommitted;

/** The committed doc13 set. */
export const SET13 = committedSet<Part13, Truth13>('test/quality/doc13', 'doc13');

/** The truth entries of a part, in generation order. */
export const loadTruth13 = SET13.loadTruth;
/** True when a part has been generated and committed. */
export const hasPart13 = SET13.hasPart;
/** The committed PDF of a document. */
export const pdfPath13 = SET13.pdfPath;
/** Reads a committed PDF back through the product's reader and places its truth by text. */
export const readBack13 = SET13.readBack;
