/**
 * The doc9 set as committed: ReportLab PDFs in `pdf/` and their truth in `truth/<part>.json`
 * (every printed occurrence of every personal value, as [tag, text] pairs), both written by
 * `gen/generate.py`. Reading back places that truth in the text the product's reader extracts
 * (the shared code of committed sets: ../committed-set.ts).
 */
import { committedSet, type CommittedTruth, type PlacedCommitted } from '../committed-set';

/** The two parts of doc9: dev9 (tunable) and held9 (never tuned on). */
export type Part9 = 'dev9' | 'held9';

/** One document's entry in a truth file (`font`: a standard Type1 font or a DejaVu TTF). */
export type Truth9 = CommittedTruth;

/** A read-back doc9 document with its truth placed. */
export type Placed9 = PlacedCommitted;

/** The committed doc9 set. */
export const SET9 = committedSet<Part9, Truth9>('test/quality/doc9', 'doc9');

/** The folder of the committed set. */
export const DOC9_DIR = SET9.dir;
/** The truth file of a part. */
export const truthPath9 = SET9.truthPath;
/** The truth entries of a part, in generation order. */
export const loadTruth9 = SET9.loadTruth;
/** True when a part has been generated and committed. */
export const hasPart9 = SET9.hasPart;
/** The committed PDF of a document. */
export const pdfPath9 = SET9.pdfPath;
/** Reads a committed PDF back through the product's reader and places its truth by text. */
export const readBack9 = SET9.readBack;
