/**
 * A parts or items table's first column holds the seller's catalogue numbers ("BJ99288 Brake pads
 * £71.42" under "Part no. Description Amount"): product codes, not a person's identifiers. Under
 * such a header (a part-number word opening it and a description word after it, seven languages),
 * an ID read at the head of a row is dropped, down to the table's total line. What the rest of the
 * row holds (an amount, a name in a description) is left as read.
 */
import type { Span } from './span';

/** A part-number column's heading word opening a header line (seven languages; lower case). */
const PART_WORD =
  /^(?:part(?:\s(?:no\.?|number|#))?|parts|item(?:\s(?:no\.?|number|#))?|sku|art\.?-?\s?nr\.?|artikel(?:-?nr\.?|nummer)?|teile-?nr\.?|teilenummer|ersatzteil-?nr\.?|ref\.?|réf\.?|référence|reference|referencia|ref\.ª|cód\.?|cod\.?|codice|código|code|артикул|код)\s/u;

/** A description column's heading word later on the header line (seven languages; lower case). */
const DESCRIPTION_WORD =
  /\s(?:description|item|désignation|designation|libellé|bezeichnung|beschreibung|artikel|leistung|descripción|concepto|descrizione|articolo|descrição|designação|artigo|наименование|описание|товар)(?:\s|$)/u;

/** A line that closes the table (a total). */
const TOTAL_LINE =
  /^(?:total|totale|subtotal|summe|gesamt|zwischensumme|importe total|итого|всего)\b/iu;

/** Most lines a parts table runs to without a total. */
const MAX_ROWS = 60;

/** The [start, end) stretches of a text that head the rows of a parts table. */
export function partNumberCells(text: string): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  let rowsLeft = 0;
  for (let at = 0; at < text.length;) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    if (rowsLeft > 0) {
      rowsLeft--;
      if (TOTAL_LINE.test(line)) rowsLeft = 0;
      else {
        // The row's first cell: a code with a digit, alone before the description.
        const head = /^[A-Z0-9][A-Za-z0-9./-]{2,19}(?=\s)/u.exec(line);
        if (head && /\d/u.test(head[0])) cells.push([at, at + head[0].length]);
      }
    } else if (line.length < 120) {
      const lower = line.toLowerCase();
      if (PART_WORD.test(lower) && DESCRIPTION_WORD.test(lower)) rowsLeft = MAX_ROWS;
    }
    at = end + 1;
  }
  return cells;
}

/** `spans` without the IDs read in a parts table's first column (see the module comment). */
export function withoutPartNumbers(text: string, spans: Span[]): Span[] {
  if (!spans.some((s) => s.tag === 'ID')) return spans;
  const cells = partNumberCells(text);
  if (cells.length === 0) return spans;
  return spans.filter((s) => s.tag !== 'ID' || !cells.some(([a, b]) => a <= s.start && s.end <= b));
}
