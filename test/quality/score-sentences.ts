/**
 * Redaction recall and label-agnostic precision on labelled sentences: a gold span counts as
 * redacted when every visible character of it lies inside some prediction, whatever its tag; a
 * prediction is right when at least half of its visible characters are inside gold spans.
 */
import type { TagCounts } from './score-docs';

/** One labelled sentence, already mapped to our tags. */
export interface LabelledSentence {
  text: string;
  gold: Array<{ tag: string; start: number; end: number }>;
  /** Gold spans of kinds we do not score; predictions on them are left out. */
  ignored: Array<[number, number]>;
}

/** Per-tag redaction counts over sentences. */
export function redactionCounts(
  sentences: readonly LabelledSentence[],
  predictions: ReadonlyArray<ReadonlyArray<{ tag: string; start: number; end: number }>>,
): Map<string, TagCounts> {
  const perTag = new Map<string, TagCounts>();
  const get = (tag: string) => {
    let c = perTag.get(tag);
    if (!c) perTag.set(tag, (c = { truth: 0, covered: 0, predicted: 0, correct: 0 }));
    return c;
  };
  sentences.forEach((s, i) => {
    const covered = new Uint8Array(s.text.length);
    const gold = new Uint8Array(s.text.length);
    const preds = predictions[i]!.filter(
      (p) => !s.ignored.some(([a, b]) => Math.min(b, p.end) > Math.max(a, p.start)),
    );
    for (const p of preds) covered.fill(1, p.start, p.end);
    for (const g of s.gold) gold.fill(1, g.start, g.end);
    for (const g of s.gold) {
      const c = get(g.tag);
      c.truth++;
      let full = true;
      for (let k = g.start; k < g.end; k++) if (!covered[k] && /\S/.test(s.text[k]!)) full = false;
      if (full) c.covered++;
    }
    for (const p of preds) {
      const c = get(p.tag);
      c.predicted++;
      let visible = 0;
      let inGold = 0;
      for (let k = p.start; k < p.end; k++) {
        if (!/\S/.test(s.text[k]!)) continue;
        visible++;
        if (gold[k]) inGold++;
      }
      if (visible > 0 && inGold * 2 >= visible) c.correct++;
    }
  });
  return perTag;
}
