/**
 * Tables whose text layer holds one cell per line (Qt WebKit's wkhtmltopdf prints every table
 * cell as its own line; a browser's narrow grid reads back the same): a header of short lines
 * ("Pers.-Nr." / "Name" / "E-Mail" / "Telefon" / "Eintritt" / "IBAN"), then the rows' cells one
 * per line. The column a cell came from is lost, but the header says which kinds of values the
 * rows hold: a staff, member or customer number column makes a lone code line ("65696",
 * "P34126", "M-85624") an ID, a phone column makes a lone number line in a phone's print
 * ("030 601 94 366", "244 753 398") a PHONE. Other shapes (dates, amounts, IBANs, names) are
 * left to their readers.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { linesOf, type Line } from './statement-rows';

/** A header cell: a short line of at most three words, no digits. */
const HEADER_CELL = /^[ \t]*[\p{L}][\p{L}.º°№'’ /-]{0,24}[ \t]*$/u;

/**
 * Header words of a person's identifier column in the seven languages (staff, member, customer,
 * pupil, patient numbers); a bare "No." or "ID" could head an article column, so it does not count.
 */
const ID_COLUMN =
  /(?<![\p{L}])(?:staff|employee|member|customer|client|pupil|student|patient|pers\.?-?nr|personalnummer|personal-?nr|mitarbeiter-?nr|mitgliedsnummer|kunden-?nr|kundennummer|matricule|matricola|matrícula|func\.|empleado|funcionário|табельный|таб\.|participant|teilnehmer-?nr|socio|sócio|adhérent|tessera|membership)(?![\p{L}])/iu;

/**
 * Header words of a line-item or a meter table: its lone codes are articles or readings, not
 * persons' numbers ("Matricola" / "Lettura": a meter's serial and its reading).
 */
const ITEM_COLUMN =
  /(?<![\p{L}])(?:art\.?|artikel|article|item|sku|pos\.?|qty|menge|quantity|cantidad|quantité|quantità|quantidade|количество|price|preis|precio|prix|prezzo|preço|цена|товар|reading|lettura|zählerstand|stand|relevé|lecture|lectura|leitura|показани\p{L}*|meter|zähler|compteur|contador|contatore|счётчик|счетчик)(?![\p{L}])/iu;

/** Header words of a phone column. */
const PHONE_COLUMN =
  /(?<![\p{L}])(?:phone|telephone|tel\.?|mobile|telefon|handy|teléfono|móvil|téléphone|tél\.?|portable|telefono|cellulare|telefone|telemóvel|телефон|тел\.)(?![\p{L}])/iu;

/** A code alone in its cell: up to three capitals and a dash, then four to ten digits. */
const ID_LINE = /^[ \t]*((?:[A-Z]{1,3}-?)?\d{4,10})[ \t]*$/u;

/** A phone alone in its cell: '+', brackets, digit groups; seven to fifteen digits. */
const PHONE_LINE = /^[ \t]*(\+?\(?\d[\d ()/-]{5,20}\d)[ \t]*$/u;

/** Lines a table of one cell per line runs on for at most (a long register over a page). */
const MAX_ROWS = 600;

/**
 * True for a line of prose that ends the table: more than eight words, or a sentence holding two
 * lower-case words ("VON BREDOW, Hartmut E." ends with an initial, not a sentence).
 */
function prose(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  if (words.length > 8) return true;
  const lower = words.filter((w) => /^\p{Ll}{2,}[,;]?$/u.test(w)).length;
  return lower >= 2 && /[.!?:]$/.test(line.trim());
}

/** The header blocks: runs of three or more header cells, with what their columns say. */
function headers(lines: readonly Line[]): Array<{ at: number; id: boolean; phone: boolean }> {
  const found: Array<{ at: number; id: boolean; phone: boolean }> = [];
  let run = 0;
  let words = '';
  let first = '';
  for (let i = 0; i <= lines.length; i++) {
    const text = lines[i]?.text ?? '';
    if (i < lines.length && text.trim() !== '' && HEADER_CELL.test(text)) {
      run++;
      words += ` ${text.trim()}`;
      // The identifier opens a register's rows: its column is the first (maybe split over two
      // lines, "N.º" / "empleado").
      if (run <= 2) first += ` ${text.trim()}`;
      continue;
    }
    if (run >= 3) {
      const id = ID_COLUMN.test(first) && !ITEM_COLUMN.test(words);
      const phone = PHONE_COLUMN.test(words);
      if (id || phone) found.push({ at: i, id, phone });
    }
    run = 0;
    words = '';
    first = '';
  }
  return found;
}

/** Recognises identifiers and phones alone on their lines under a header of one cell per line. */
export const cellLineRecognizer = safeRecognizer('cell-line', ['ID', 'PHONE'], ({ folded }) => {
  // Most pages print no such table: a header cell ending its line with a trailing space, or
  // a line holding only a code, is the cheap sign of one.
  if (!/\n[A-Z]{0,3}-?\d{4,10}[ \t]*\n/u.test(folded)) return [];
  const lines = linesOf(folded);
  const spans: Span[] = [];
  for (const { at, id, phone } of headers(lines)) {
    for (let i = at; i < Math.min(lines.length, at + MAX_ROWS); i++) {
      const line = lines[i]!;
      if (line.text.trim() === '' || prose(line.text)) break;
      // Under a label of its own ("ZIP" / "53757", "MEMBER ID" / "757560924") the value is a
      // form's field, which the label readers take; only a cell after another row's value counts.
      const above = lines[i - 1]?.text ?? '';
      if (i > at && HEADER_CELL.test(above)) continue;
      const code = id ? ID_LINE.exec(line.text) : null;
      if (code && !/^(?:19|20)\d\d$/.test(code[1]!)) {
        const start = line.start + line.text.indexOf(code[1]!);
        const span = makeSpan('ID', start, start + code[1]!.length, 0.6, 'cell-line');
        span.reason = 'code alone in its cell under an identifier column';
        spans.push(span);
        continue;
      }
      const number = phone ? PHONE_LINE.exec(line.text) : null;
      if (number) {
        const digits = number[1]!.replace(/\D/g, '').length;
        // Dates ("24.12.2014" has dots, "2009-04-20" one dash in each place) are not phones.
        if (
          digits < 7 ||
          digits > 15 ||
          /^\d{4}-\d\d-\d\d$|^\d\d[/-]\d\d[/-]\d{4}$/.test(number[1]!)
        )
          continue;
        const start = line.start + line.text.indexOf(number[1]!);
        const span = makeSpan('PHONE', start, start + number[1]!.length, 0.6, 'cell-line');
        span.reason = 'number alone in its cell under a phone column';
        spans.push(span);
      }
    }
  }
  return spans;
});
