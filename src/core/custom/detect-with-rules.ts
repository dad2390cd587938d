import type { TextTag } from '../contract/tags';
import type { CancelSignal } from '../contract/errors';
import { findPii } from '../detect/find-pii';
import type { Span } from '../detect/span';
import { findModelSpans } from '../ner/find-model-spans';
import { mergeModelSpans } from '../ner/merge';
import type { NerEngine } from '../ner/ports';
import type { DetectSpans } from './run-plan';

/**
 * The detectors a plan's kinds run on: the built-in recognizers for the wanted tags, merged with
 * the token-classification model's entities when one is chosen (as the standard detection does).
 */
export function detectorsFor(
  text: string,
  ner: NerEngine | undefined,
  minChunkSize: number,
  signal?: CancelSignal,
): DetectSpans {
  return async (tags: readonly TextTag[]): Promise<Span[]> => {
    const rules = findPii(text, tags);
    if (!ner) return rules;
    const model = await findModelSpans(text, ner, {
      minChunkSize,
      tags: [...tags],
      ...(signal ? { signal } : {}),
    });
    return mergeModelSpans(rules, model);
  };
}
