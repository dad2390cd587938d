import type { SearchQuery } from '../../core/review/search';
import type { SearchMatch } from '../../worker/protocol';
import type { PageSelection } from './app-state';

/** Characters a regular expression treats specially. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The search that finds a selected text in the document text. The browser's selection and the
 * document text may space words differently (the text layer has no space between two runs the
 * core joins with one, and line ends become `\n`), so any whitespace between the selected
 * words matches any amount, none included. Undefined for a selection of whitespace only.
 */
export function selectionQuery(text: string): SearchQuery | undefined {
  const words = text.split(/\s+/u).filter((w) => w.length > 0);
  if (words.length === 0) return undefined;
  return { pattern: words.map(escapeRegExp).join('\\s*'), regex: true, caseSensitive: true };
}

/** Area shared by two rectangles (0 when they do not touch). */
function overlapArea(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The occurrence of the selected text that lies under the selection: the match on the
 * selection's page whose boxes cover most of the selected rectangles. The same words often
 * appear several times on a page, and only geometry tells which one the user selected.
 */
export function matchUnderSelection(
  matches: readonly SearchMatch[],
  selection: PageSelection,
): SearchMatch | undefined {
  let best: SearchMatch | undefined;
  let bestArea = 0;
  for (const match of matches) {
    const area = match.boxes
      .filter((box) => box.page === selection.page)
      .reduce((sum, box) => sum + selection.rects.reduce((s, r) => s + overlapArea(box, r), 0), 0);
    if (area > bestArea) {
      best = match;
      bestArea = area;
    }
  }
  return best;
}
