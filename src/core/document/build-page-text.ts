import type { PageGeometry, TextRun } from '../platform/ports';
import { applyTransform } from './geometry';
import { glyphEdges } from './glyph-widths';
import type { PageText } from './model';
import { collectWords } from './collect-words';

/** Characters that would break the `\n`/`\f` structure of the document text if kept in a run. */
const STRUCTURAL_WHITESPACE = /[\n\r\f\t\v\u2028\u2029]/g;

/** True when `mark` is digits or a footnote sign set smaller and higher than `base`'s text. */
function isRaisedMark(mark: TextRun, base: TextRun): boolean {
  if (!/^[\d*†‡]{1,3}$/u.test(mark.str) || mark.fontSize > 0.8 * base.fontSize) return false;
  // Height above the base line along the text's own up direction (the transform's second column).
  const [, , upX, upY, bx, by] = base.transform;
  const len = Math.hypot(upX, upY) || 1;
  const rise = ((mark.transform[4] - bx) * upX + (mark.transform[5] - by) * upY) / len;
  return rise > 0.15 * base.fontSize;
}

/** Separator to put between two runs: nothing, a space, or a line break. */
function separatorBetween(
  prev: TextRun,
  next: TextRun,
  lineBreakPending: boolean,
): '' | ' ' | '\n' {
  if (lineBreakPending || prev.hasEOL) return '\n';
  const [ex, ey] = applyTransform(prev.transform, prev.width, 0);
  const [sx, sy] = applyTransform(next.transform, 0, 0);
  const len = Math.hypot(prev.transform[0], prev.transform[1]) || 1;
  const dirX = prev.transform[0] / len;
  const dirY = prev.transform[1] / len;
  const along = (sx - ex) * dirX + (sy - ey) * dirY;
  const across = Math.abs(-(sx - ex) * dirY + (sy - ey) * dirX);
  const em = Math.max(prev.fontSize, next.fontSize, 1);
  if (across > 0.5 * em || along < -0.5 * em) return '\n';
  // A wide gap on the same baseline separates table cells or columns: keep them apart so a
  // recognizer never joins "Jane Doe" in one cell to "Marketing" in the next.
  if (along > 2.5 * em) return '\n';
  if (/\s$/.test(prev.str) || /^\s/.test(next.str)) return '';
  // A footnote mark raised in a smaller size ("273,879,750¹", "Okafor²") is no part of the word:
  // glued, it turns a population into a phone number and hides a name.
  if (isRaisedMark(prev, next) || isRaisedMark(next, prev)) return ' ';
  // OCR runs are whole words: two of them on one line are always two words, however tight.
  if (prev.source === 'ocr' && next.source === 'ocr') return ' ';
  return along > 0.15 * em ? ' ' : '';
}

/**
 * Assembles a page's text from its runs: lines joined by `\n`, spaces inserted where runs are
 * apart, and for every character the run and index it was drawn from (-1 when inserted).
 */
export function buildPageText(
  geometry: PageGeometry,
  rawRuns: TextRun[],
  offset: number,
): PageText {
  const runs: TextRun[] = [];
  const parts: string[] = [];
  const runOf: number[] = [];
  const indexOf: number[] = [];
  let prev: TextRun | undefined;
  let lineBreakPending = false;

  for (const raw of rawRuns) {
    if (raw.str.length === 0) {
      if (raw.hasEOL && prev) lineBreakPending = true;
      continue;
    }
    const run = { ...raw, str: raw.str.replace(STRUCTURAL_WHITESPACE, ' ') };
    if (prev) {
      const sep = separatorBetween(prev, run, lineBreakPending);
      if (sep) {
        parts.push(sep);
        runOf.push(-1);
        indexOf.push(-1);
      }
    }
    const runIndex = runs.length;
    runs.push(run);
    parts.push(run.str);
    for (let i = 0; i < run.str.length; i++) {
      runOf.push(runIndex);
      indexOf.push(i);
    }
    prev = run;
    lineBreakPending = false;
  }

  const text = parts.join('');
  const page: PageText = {
    ...geometry,
    offset,
    text,
    runs,
    edges: runs.map((r) => glyphEdges(r.str, r.fontFamily, r.charWidths)),
    origin: { run: Int32Array.from(runOf), index: Int32Array.from(indexOf) },
    words: [],
  };
  page.words = collectWords(page);
  return page;
}
