import { runRangeRect, type Rect } from '../document/geometry';
import type { Word } from '../document/model';
import type { TextRun } from '../platform/ports';

/** Share of an OCR word's area that text-layer words must cover for it to be a duplicate. */
const DUPLICATE_OVERLAP = 0.5;

/** Area of the intersection of two rectangles. */
function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The rectangle a whole run covers on the page. */
function runRect(run: TextRun): Rect {
  const edges = new Float64Array(run.str.length + 1);
  edges[run.str.length] = 1;
  return runRangeRect(run, edges, 0, run.str.length);
}

/**
 * OCR runs of a mixed page that the text layer does not already hold: a word read from the
 * page image where a text-layer word is drawn is the same word twice (the text layer is
 * exact, so it wins), while words elsewhere (an embedded scan) are new.
 */
export function ocrRunsNotInTextLayer(
  ocrRuns: readonly TextRun[],
  textWords: readonly Word[],
): TextRun[] {
  const boxes: Rect[] = textWords.map((w) => w.box);
  return ocrRuns.filter((run) => {
    const rect = runRect(run);
    const area = rect.width * rect.height;
    if (!(area > 0)) return false;
    let covered = 0;
    for (const box of boxes) covered += overlapArea(rect, box);
    return covered / area < DUPLICATE_OVERLAP;
  });
}
