import type { Box } from '../contract/types';
import { charRangeFragments } from './char-range-boxes';
import { roundScore } from './collect-words';
import type { DocumentModel, PageText } from './model';

/**
 * Padding added around glyph rectangles, in points: a fixed half point plus a share of the line
 * height, so anti-aliased glyph edges are covered at any size.
 */
function paddingFor(height: number): number {
  return Math.min(3, 0.5 + 0.06 * height);
}

/** The page holding document offset `offset` (pages are separated by one `\f`). */
function pageAt(doc: DocumentModel, offset: number): PageText | undefined {
  let lo = 0;
  let hi = doc.pages.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const page = doc.pages[mid]!;
    if (offset < page.offset) hi = mid - 1;
    else if (offset > page.offset + page.text.length) lo = mid + 1;
    else return page;
  }
  return undefined;
}

/**
 * Boxes covering document text [start, end): one per line fragment, padded, clipped to the
 * page, with the fragment's text. Text-layer boxes score 1 (decisions.md); OCR boxes score the
 * lowest word confidence in the fragment.
 */
export function boxesForRange(doc: DocumentModel, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let cursor = start;
  while (cursor < end) {
    const page = pageAt(doc, cursor);
    if (!page) break;
    const localFrom = cursor - page.offset;
    const localTo = Math.min(end - page.offset, page.text.length);
    for (const f of charRangeFragments(page, localFrom, localTo)) {
      const pad = paddingFor(f.rect.height);
      const x = Math.max(0, f.rect.x - pad);
      const y = Math.max(0, f.rect.y - pad);
      const right = Math.min(page.width, f.rect.x + f.rect.width + pad);
      const bottom = Math.min(page.height, f.rect.y + f.rect.height + pad);
      if (right <= x || bottom <= y) continue;
      boxes.push({
        text: page.text.slice(f.from, f.to),
        score: roundScore(f.score),
        x: round(x),
        y: round(y),
        width: round(right - x),
        height: round(bottom - y),
        angle: f.angle,
        page: page.page,
      });
    }
    cursor = page.offset + page.text.length + 1;
  }
  return boxes;
}

/** Rounds to 1/100 pt: enough for any renderer, and keeps the JSON readable. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
