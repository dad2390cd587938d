import { foldForMatching } from '../../../src/core/detect/normalize';
import type { Recognizer } from '../../../src/core/detect/span';

/** Runs one recognizer on `text` and returns `[tag, matched text, score]` for each span, in order. */
export function run(recognizer: Recognizer, text: string): Array<[string, string, number]> {
  return recognizer
    .find({ text, folded: foldForMatching(text) })
    .sort((a, b) => a.start - b.start)
    .map((s) => [s.tag, text.slice(s.start, s.end), s.score]);
}

/** The matched texts only. */
export function found(recognizer: Recognizer, text: string): string[] {
  return run(recognizer, text).map(([, value]) => value);
}
