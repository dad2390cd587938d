import type { DrawnGlyph } from '../platform/ports';
import { applyTransform } from './geometry';
import type { PageText } from './model';

/** How far outside a glyph's box (fractions of its advance and em) a character may still match. */
const SLACK = 0.15;

/** Where a page character sits: halfway along its advance, a third of an em up. */
function charPoint(page: PageText, i: number): [number, number] | undefined {
  const run = page.runs[page.origin.run[i]!];
  const edges = page.edges[page.origin.run[i]!];
  const index = page.origin.index[i]!;
  if (!run || !edges || index < 0) return undefined;
  let mid = (((edges[index] ?? 0) + (edges[index + 1] ?? 1)) / 2) * run.width;
  if (run.rtl) mid = run.width - mid;
  return applyTransform(run.transform, mid, 0.33);
}

/** Whether page point (x, y) lies in the glyph's box: along [0, 1] of its advance, up [0, 1] em. */
function inGlyph(glyph: DrawnGlyph, x: number, y: number): boolean {
  const { advance: a, up: u } = glyph;
  const det = a.x * u.y - a.y * u.x;
  if (Math.abs(det) < 1e-9) return false;
  const dx = x - glyph.origin.x;
  const dy = y - glyph.origin.y;
  const along = (dx * u.y - dy * u.x) / det;
  const upward = (a.x * dy - a.y * dx) / det;
  return along >= -SLACK && along <= 1 + SLACK && upward >= -SLACK && upward <= 1 + SLACK;
}

/** Whether a text-layer character and a painted glyph are the same letter. */
function sameLetter(char: string, glyph: string): boolean {
  const a = char.normalize('NFKC').toLowerCase();
  const b = glyph.normalize('NFKC').toLowerCase();
  return a === b || b.includes(a);
}

/**
 * Marks the characters of a page's text that are drawn by hidden glyphs (found by
 * `findCoveredGlyphs`): same letter, and the character's position inside the glyph's box.
 * Returns one flag per character of `page.text`.
 */
export function markHiddenCharacters(page: PageText, hidden: readonly DrawnGlyph[]): Uint8Array {
  const marks = new Uint8Array(page.text.length);
  if (hidden.length === 0) return marks;
  const boxes = hidden.map((g) => {
    const xs = [
      g.origin.x,
      g.origin.x + g.advance.x,
      g.origin.x + g.up.x,
      g.origin.x + g.advance.x + g.up.x,
    ];
    const ys = [
      g.origin.y,
      g.origin.y + g.advance.y,
      g.origin.y + g.up.y,
      g.origin.y + g.advance.y + g.up.y,
    ];
    return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  });
  for (let i = 0; i < page.text.length; i++) {
    const char = page.text[i]!;
    if (/\s/.test(char) || page.origin.run[i]! < 0) continue;
    const point = charPoint(page, i);
    if (!point) continue;
    const [x, y] = point;
    // Text an annotation paints is matched to that annotation's glyphs only, page text to the
    // page's: an appearance drawn over the text it replaces is not itself hidden.
    const fromAnnotation = page.runs[page.origin.run[i]!]?.source === 'annotation';
    for (let k = 0; k < hidden.length; k++) {
      if ((hidden[k]!.annotation !== undefined) !== fromAnnotation) continue;
      const b = boxes[k]!;
      const pad = 0.5 * Math.max(b.x1 - b.x0, b.y1 - b.y0);
      if (x < b.x0 - pad || x > b.x1 + pad || y < b.y0 - pad || y > b.y1 + pad) continue;
      const glyph = hidden[k]!;
      if (sameLetter(char, glyph.text) && inGlyph(glyph, x, y)) {
        marks[i] = 1;
        break;
      }
    }
  }
  return marks;
}

/**
 * Page-local ranges [from, to) of hidden text: runs of marked characters, joined across the
 * spaces between them on one line (a hidden phrase is one range), never across a line break.
 */
export function hiddenRanges(page: PageText, marks: Uint8Array): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let i = 0;
  while (i < marks.length) {
    if (!marks[i]) {
      i++;
      continue;
    }
    let end = i + 1;
    for (let j = end; j < marks.length; j++) {
      if (marks[j]) end = j + 1;
      else if (page.text[j] === '\n' || !/\s/.test(page.text[j]!)) break;
    }
    ranges.push([i, end]);
    i = end;
  }
  return ranges;
}
