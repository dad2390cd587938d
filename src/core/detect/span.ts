import type { TextTag } from '../contract/tags';

/** A stretch of the document text that a recognizer believes is PII. */
export interface Span {
  tag: TextTag;
  /** UTF-16 offsets into the text the recognizer was given (end exclusive). */
  start: number;
  end: number;
  /** Confidence in [0, 1]. */
  score: number;
  /** Name of the recognizer that produced it (shown to reviewers as the source). */
  recognizer: string;
  /** Which rule and context fired ("label 'IBAN'", "joined across a line end"), for the review. */
  reason?: string;
}

/** What a recognizer is given: the original text and a same-length copy normalised for matching. */
export interface RecognizerInput {
  /** The document text exactly as extracted; offsets refer to it. */
  text: string;
  /**
   * `text` with look-alike characters folded one-to-one (dashes and soft hyphens to '-', curly
   * quotes to straight ones, non-breaking spaces to ' '), so patterns stay simple while offsets
   * stay identical. Match against this, slice words from `text`.
   */
  folded: string;
}

/** Finds spans of one or more tags in a text. Must be pure and must not throw on any input. */
export interface Recognizer {
  readonly name: string;
  readonly tags: readonly TextTag[];
  find(input: RecognizerInput): Span[];
}
