/**
 * The doc11 set as committed: pdfTeX (LaTeX) PDFs in `pdf/` and their truth in
 * `truth/<part>.json` (every printed occurrence of every personal value, as [tag, text] pairs),
 * both written by `gen/generate.py` through pdflatex. Reading back places that truth in the
 * text the product's reader extracts (the shared code of committed sets: ../committed-set.ts).
 */
import { committedSet, type CommittedTruth, type PlacedCommitted } from '../committed-set';

/** The two parts of doc11: dev11 (tunable) and held11 (never tuned on). */
export type Part11 = 'dev11' | 'held11';

/** One document's entry in a truth file (`font`: the LaTeX font set-up, e.g. 'Latin Modern'). */
export interface Truth11 extends CommittedTruth {
  /** Printed pages (a running header's or footer's values are marked once per page). */
  pages: number;
}

/** A read-back doc11 document with its truth placed. */
export type Placed11 = PlacedCommitted;

/** The committed doc11 set. */
export const SET11 = committedSet<Part11, Truth11>('test/quality/doc11', 'doc11');

/** The truth entries of a part, in generation order. */
export const loadTruth11 = SET11.loadTruth;
/** True when a part has been generated and committed. */
export const hasPart11 = SET11.hasPart;
/** The committed PDF of a document. */
export const pdfPath11 = SET11.pdfPath;
/** Reads a committed PDF back through the product's reader and places its truth by text. */
export const readBack11 = SET11.readBack;
