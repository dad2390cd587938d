/** A rectangle in page points. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Share of a word's area a drawn box must cover for the word to be taken whole. */
const TAKEN = 0.3;
/** Margin added around the snapped words, in points (glyph edges reach past their boxes). */
const MARGIN = 1;

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Snaps a drawn box to whole words of the page's text layer: every word the box covers by at
 * least 30 % is taken whole, words it barely touches are left out, and the box becomes their
 * bounding rectangle (a box over no word stays as drawn). So a box never clips a letter of the
 * next word, nor leaves the edge of a word it meant to cover.
 */
export function snapToWords(
  frame: HTMLElement,
  rect: Rect,
  page: { width: number; height: number },
): Rect {
  const layer = frame.querySelector('.textLayer');
  if (!layer) return rect;
  const bounds = frame.getBoundingClientRect();
  const sx = page.width / bounds.width;
  const sy = page.height / bounds.height;
  const taken: Rect[] = [];
  const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of (node.textContent ?? '').matchAll(/\S+/gu)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const r = range.getBoundingClientRect();
      const word = {
        x: (r.left - bounds.left) * sx,
        y: (r.top - bounds.top) * sy,
        width: r.width * sx,
        height: r.height * sy,
      };
      const area = word.width * word.height;
      if (area > 0 && overlapArea(word, rect) >= TAKEN * area) taken.push(word);
    }
  }
  if (taken.length === 0) return rect;
  const x0 = Math.max(0, Math.min(...taken.map((w) => w.x)) - MARGIN);
  const y0 = Math.max(0, Math.min(...taken.map((w) => w.y)) - MARGIN);
  const x1 = Math.min(page.width, Math.max(...taken.map((w) => w.x + w.width)) + MARGIN);
  const y1 = Math.min(page.height, Math.max(...taken.map((w) => w.y + w.height)) + MARGIN);
  const r = (v: number) => Math.round(v * 100) / 100;
  return { x: r(x0), y: r(y0), width: r(x1 - x0), height: r(y1 - y0) };
}
