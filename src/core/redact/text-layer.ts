import type { Box } from '../contract/types';
import type { Word } from '../document/model';

/** A word of the invisible text layer: its text and its box on the displayed page. */
export interface LayerWord {
  text: string;
  box: Box;
}

/** True when two boxes share any area (touching edges do not count). */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The words of a page that may go into the searchable layer: every word that no redaction box
 * touches. A word even partly covered is left out whole, because its visible half would still
 * give the redacted part away in a search or a copy.
 */
export function wordsOutsideRedactions(
  words: readonly Pick<Word, 'text' | 'box'>[],
  redactions: readonly Box[],
): LayerWord[] {
  return words
    .filter((w) => w.text.trim() !== '' && !redactions.some((r) => intersects(w.box, r)))
    .map((w) => ({ text: w.text, box: w.box }));
}
