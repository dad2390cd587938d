import type { DataKind } from './kind-words';

/** A regular expression the instruction wrote as `/source/flags`. */
export interface PatternRequest {
  source: string;
  /** The user's flags, without `g` and `y` (every match is searched for anyway). */
  flags: string;
  /** As written in the instruction, for messages. */
  written: string;
}

/** A kind of data the instruction named, and the words it used. */
export interface KindRequest {
  kind: DataKind;
  phrase: string;
}

/**
 * What an instruction asks for, ready to be run by our own detectors: kinds of data, literal
 * terms, patterns, and the parts that were not understood (reported in `exception`).
 */
export interface CustomPlan {
  kinds: KindRequest[];
  terms: string[];
  patterns: PatternRequest[];
  /** Pieces of the instruction, as written, that the interpreter could not use. */
  notUnderstood: string[];
}

/** An empty plan, to add requests to. */
export function emptyPlan(): CustomPlan {
  return { kinds: [], terms: [], patterns: [], notUnderstood: [] };
}
