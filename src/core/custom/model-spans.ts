import { foldText } from '../ner/fold';
import { findTermRanges } from './locate-terms';
import type { InstructionModel, SpanSuggestion } from './ports';
import { mergeOverlapping, type CustomSpan } from './run-plan';

/**
 * Score of a model's span: chat models give no calibrated confidence, so a span the model named
 * and that was found verbatim in the text is reported just below a literal term's 1.
 */
export const MODEL_SPAN_SCORE = 0.9;

/** Splits a page into parts of at most `max` characters, cut at line ends where possible. */
export function splitForModel(page: string, max: number): string[] {
  const parts: string[] = [];
  let rest = page;
  while (rest.length > max) {
    const cut = rest.lastIndexOf('\n', max);
    const at = cut > max / 2 ? cut + 1 : max;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest.trim()) parts.push(rest);
  return parts;
}

/**
 * Asks the model page by page (long pages in parts) which spans the instruction means, then
 * finds every occurrence of each named text in the whole document as whole words, so one
 * suggestion covers all pages. Suggestions not found in the text are counted, never guessed at.
 */
export async function findModelCustomSpans(
  text: string,
  instruction: string,
  model: InstructionModel,
): Promise<{ spans: CustomSpan[]; unmatched: string[] }> {
  const suggestions: SpanSuggestion[] = [];
  for (const page of text.split('\f')) {
    for (const part of splitForModel(page, model.maxChars)) {
      suggestions.push(...(await model.suggestSpans(part, instruction)));
    }
  }
  const folded = foldText(text);
  const spans: CustomSpan[] = [];
  const unmatched: string[] = [];
  const seen = new Set<string>();
  for (const suggestion of suggestions) {
    const key = suggestion.text.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const ranges = findTermRanges(text, folded, suggestion.text);
    if (ranges.length === 0) unmatched.push(suggestion.text.trim());
    for (const range of ranges) {
      spans.push({ ...range, score: MODEL_SPAN_SCORE, reason: `model ${suggestion.label}` });
    }
  }
  return { spans: mergeOverlapping(spans), unmatched };
}
