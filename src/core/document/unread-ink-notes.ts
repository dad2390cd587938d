import type { PageText } from './model';

/** Whether a word's box and an ink rectangle overlap. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * One `exception` sentence per page whose annotations paint ink that could not be read as text
 * (a stamp's picture, glyphs without Unicode) and where OCR read no word either:
 * that ink is in the page image as drawn, so the person is told to look at it.
 */
export function unreadInkNotes(pages: readonly PageText[]): string[] {
  const notes: string[] = [];
  for (const page of pages) {
    // Pen marks (Ink annotations) are OCRed where possible but not named: most are circles and
    // underlines, and a sentence on every marked-up page would bury the ones that matter.
    const unread = (page.unreadInk ?? []).filter(
      (ink) =>
        ink.reason !== 'handwriting' &&
        !page.words.some((w) => w.source === 'ocr' && overlaps(w.box, ink.box)),
    );
    if (unread.length === 0) continue;
    const what = [...new Set(unread.map((ink) => `${ink.subtype} (${ink.reason})`))].join(', ');
    const one = unread.length === 1;
    notes.push(
      `Page ${page.page}: ${one ? 'an annotation paints' : `${unread.length} annotations paint`} ` +
        `ink that is not text, ${what}, and no text could be read from ${one ? 'it' : 'them'} ` +
        '(OCR reads such ink where it is available); it stays in the page image as drawn, so ' +
        'check it before sharing.',
    );
  }
  return notes;
}
