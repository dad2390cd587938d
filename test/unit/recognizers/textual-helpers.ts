import { foldForMatching } from '../../../src/core/detect/normalize';
import type { Recognizer, Span } from '../../../src/core/detect/span';

/** Runs one recognizer on `text` and returns the matched texts (with tag) in order. */
export function found(recognizer: Recognizer, text: string): string[] {
  return spans(recognizer, text).map((s) => text.slice(s.start, s.end));
}

/** Runs one recognizer on `text`; spans sorted by start. */
export function spans(recognizer: Recognizer, text: string): Span[] {
  return recognizer
    .find({ text, folded: foldForMatching(text) })
    .sort((a, b) => a.start - b.start || b.end - a.end);
}
