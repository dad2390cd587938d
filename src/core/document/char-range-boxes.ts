import { type Rect, runAngle, runRangeRect, unionRect } from './geometry';
import type { PageText } from './model';

/** A rectangle covering a stretch of characters on one line of a page. */
export interface LineFragment {
  rect: Rect;
  angle: number;
  /** Lowest confidence of the runs drawn in the fragment (1 for the text layer). */
  score: number;
  /** Page-local offsets of the fragment's first and last-plus-one characters. */
  from: number;
  to: number;
}

/**
 * Rectangles covering page characters [from, to): one per line fragment (characters on the same
 * line of text are merged into one rectangle). Inserted characters (spaces, line breaks) have no
 * geometry of their own.
 */
export function charRangeFragments(page: PageText, from: number, to: number): LineFragment[] {
  const fragments: LineFragment[] = [];
  let current: LineFragment | undefined;
  let i = Math.max(0, from);
  const end = Math.min(to, page.text.length);
  while (i < end) {
    if (page.text[i] === '\n') {
      current = undefined;
      i++;
      continue;
    }
    const run = page.origin.run[i]!;
    if (run < 0) {
      i++;
      continue;
    }
    // Extend over the characters drawn consecutively by the same run.
    const first = page.origin.index[i]!;
    let j = i + 1;
    while (j < end && page.origin.run[j] === run && page.origin.index[j] === first + (j - i)) j++;
    const textRun = page.runs[run]!;
    const rect = runRangeRect(textRun, page.edges[run]!, first, first + (j - i));
    const angle = runAngle(textRun);
    const score = textRun.score ?? 1;
    if (current && current.angle === angle) {
      current.rect = unionRect(current.rect, rect);
      current.score = Math.min(current.score, score);
      current.to = j;
    } else {
      current = { rect, angle, score, from: i, to: j };
      fragments.push(current);
    }
    i = j;
  }
  return fragments;
}
