/** Letters of the right-to-left scripts a document may hold (Hebrew, Arabic, Syriac, Thaana...). */
const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Runs that keep their left-to-right order inside right-to-left text (digits, Latin words). */
const LTR_RUN = /[\p{Nd}\p{Script=Latin}]+(?:[.,:/-][\p{Nd}\p{Script=Latin}]+)*/gu;

/**
 * A word in the order its glyphs stand on the page. PDF content draws right-to-left text in
 * visual order and extractors (pdf.js, poppler) reverse right-to-left runs back to logical
 * order, so an invisible word must be written the same way to be read back as typed. Numbers
 * and Latin parts inside a right-to-left word keep their own order.
 */
export function toVisualOrder(word: string): string {
  if (!RTL_LETTER.test(word)) return word;
  const pieces: string[] = [];
  let last = 0;
  for (const match of word.matchAll(LTR_RUN)) {
    pieces.push(...word.slice(last, match.index));
    pieces.push(match[0]);
    last = match.index + match[0].length;
  }
  pieces.push(...word.slice(last));
  return pieces.reverse().join('');
}
