import type { TextTag } from '../contract/tags';
import type { Span } from '../detect/span';
import { foldText } from '../ner/fold';
import { BIRTH_CUE } from './kind-words';
import { findPatternRanges, findTermRanges, type TextRange } from './locate-terms';
import type { CustomPlan } from './plan';

/** A stretch of text the plan asks for, with a real score and what asked for it. */
export interface CustomSpan extends TextRange {
  /** 1 for literal terms and patterns; the detector's own score for kinds of data. */
  score: number;
  /** The request that found it ("term Project Falcon", "PHONE", "pattern /x/"). */
  reason: string;
}

/** Characters before and after a date searched for a birth cue ("Date of birth:", "born"). */
const BIRTH_BEFORE = 40;
const BIRTH_AFTER = 25;

/**
 * True when a birth cue stands near the date on its own line: a cue on the line above belongs
 * to that line's date, not to the next one ("Follow-up on 05/06/2024" under a birth date).
 */
export function nearBirthCue(text: string, start: number, end: number): boolean {
  const lineStart =
    Math.max(text.lastIndexOf('\n', start - 1), text.lastIndexOf('\f', start - 1)) + 1;
  const after = text.slice(end, end + BIRTH_AFTER);
  const lineEnd = after.search(/[\n\f]/);
  const before = text.slice(Math.max(lineStart, start - BIRTH_BEFORE), start);
  return BIRTH_CUE.test(before) || BIRTH_CUE.test(lineEnd < 0 ? after : after.slice(0, lineEnd));
}

/** Runs the built-in detectors for the wanted tags (the pipeline supplies rules and any model). */
export type DetectSpans = (tags: readonly TextTag[]) => Promise<Span[]> | Span[];

/** Spans of the plan's kinds of data, dates of birth kept only next to a birth cue. */
async function kindSpans(
  text: string,
  plan: CustomPlan,
  detect: DetectSpans,
): Promise<CustomSpan[]> {
  if (plan.kinds.length === 0) return [];
  const tags = [...new Set(plan.kinds.flatMap((k) => k.kind.tags))];
  const found = await detect(tags);
  const out: CustomSpan[] = [];
  for (const span of found) {
    const wanted = plan.kinds.some(
      (k) =>
        k.kind.tags.includes(span.tag) &&
        (!k.kind.birth || nearBirthCue(text, span.start, span.end)),
    );
    if (wanted) out.push({ start: span.start, end: span.end, score: span.score, reason: span.tag });
  }
  return out;
}

/**
 * Every span the plan asks for in `text`: literal terms (whole words, case- and accent-blind),
 * patterns, and kinds found by `detect`. Overlapping spans are merged into one covering both,
 * with the higher score, so nothing requested is left partly visible.
 */
export async function runPlan(
  text: string,
  plan: CustomPlan,
  detect: DetectSpans,
): Promise<CustomSpan[]> {
  const spans: CustomSpan[] = await kindSpans(text, plan, detect);
  if (plan.terms.length > 0) {
    const folded = foldText(text);
    for (const term of plan.terms) {
      for (const range of findTermRanges(text, folded, term)) {
        spans.push({ ...range, score: 1, reason: `term ${term}` });
      }
    }
  }
  for (const pattern of plan.patterns) {
    for (const range of findPatternRanges(text, pattern)) {
      spans.push({ ...range, score: 1, reason: `pattern ${pattern.written}` });
    }
  }
  return mergeOverlapping(spans);
}

/** Merges overlapping spans (never across a page break, which no single span crosses). */
export function mergeOverlapping(spans: CustomSpan[]): CustomSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: CustomSpan[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.score = Math.max(last.score, span.score);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}
