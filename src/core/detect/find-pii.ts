import type { TextTag } from '../contract/tags';
import { foldForMatching } from './normalize';
import { BUILT_IN_RECOGNIZERS } from './recognizers';
import { resolveOverlaps } from './resolve-overlaps';
import type { Recognizer, Span } from './span';

/** Runs the recognizers whose tags are wanted (all when `tags` is empty) and resolves overlaps. */
export function findPii(
  text: string,
  tags: readonly TextTag[] = [],
  recognizers: readonly Recognizer[] = BUILT_IN_RECOGNIZERS,
): Span[] {
  const wanted = tags.length === 0 ? undefined : new Set<TextTag>(tags);
  const input = { text, folded: foldForMatching(text) };
  const spans: Span[] = [];
  for (const recognizer of recognizers) {
    if (wanted && !recognizer.tags.some((t) => wanted.has(t))) continue;
    for (const span of recognizer.find(input)) {
      if (!wanted || wanted.has(span.tag)) spans.push(span);
    }
  }
  return resolveOverlaps(spans);
}
