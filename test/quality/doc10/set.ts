/**
 * The doc10 set as committed: LibreOffice Writer PDFs in `pdf/` and their truth in
 * `truth/<part>.json` (every printed occurrence of every personal value, as [tag, text] pairs),
 * both written by `gen/generate.py` through LibreOffice. Reading back places that truth in the
 * text the product's reader extracts (the shared code of committed sets: ../committed-set.ts).
 */
import { committedSet, type CommittedTruth, type PlacedCommitted } from '../committed-set';

/** The two parts of doc10: dev10 (tunable) and held10 (never tuned on). */
export type Part10 = 'dev10' | 'held10';

/** One document's entry in a truth file (`font`: Liberation Serif/Sans or DejaVu Serif/Sans). */
export interface Truth10 extends CommittedTruth {
  /** Printed pages (a running header's or footer's values are marked once per page). */
  pages: number;
}

/** A read-back doc10 document with its truth placed. */
export type Placed10 = PlacedCommitted;

/** The committed doc10 set. */
export const SET10 = committedSet<Part10, Truth10>('test/quality/doc10', 'doc10');

/** The folder of the committed set. */
export const DOC10_DIR = SET10.dir;
/** The truth file of a part. */
export const truthPath10 = SET10.truthPath;
/** The truth entries of a part, in generation order. */
export const loadTruth10 = SET10.loadTruth;
/** True when a part has been generated and committed. */
export const hasPart10 = SET10.hasPart;
/** The committed PDF of a document. */
export const pdfPath10 = SET10.pdfPath;
/** Reads a committed PDF back through the product's reader and places its truth by text. */
export const readBack10 = SET10.readBack;
