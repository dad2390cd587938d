/**
 * Tables printed one cell per line. HTML printers (wkhtmltopdf's Qt WebKit, Chrome) and many PDF
 * writers give every table cell its own text run, so the product's reader returns the header row
 * as a run of short label lines ("Name " / "Login " / "Room " / "Valid until") and each row below
 * it as one line per cell, a long cell wrapped over two. Such a table has no column positions to
 * read; what is left is which columns the header names and where its rows end. This module finds
 * the header runs and the stretch of lines below each; the readers decide what a cell is by its
 * shape (`login-columns.ts`, `cell-name-columns.ts`).
 */
import { isColumnWord } from './name-columns';
import type { Line } from './statement-rows';

/** One table: its header cells and the body lines below them (indices into the line list). */
export interface CellTable {
  /** The header cells, trimmed, in printed order. */
  header: string[];
  /** Index of the first body line. */
  bodyStart: number;
  /** Index after the last body line. */
  bodyEnd: number;
}

/** Most header cells read; wider tables are rare and their cells shorter than a label run. */
const MAX_COLUMNS = 14;

/** Most body lines under one header (a long register; a page break ends it earlier). */
const MAX_BODY_LINES = 600;

/**
 * A header cell: one to four words of letters (an abbreviation's dots, a hyphen, a slash, an
 * apostrophe, a "N°" allowed), no digits, no colon after it, starting with a capital.
 */
const HEADER_CELL = /^(?=\p{Lu})[\p{L}.'’/&()º°-]+(?:[ \t][\p{L}.'’/&()º°-]+){0,3}$/u;

/** True when a trimmed line can be a header cell. */
function headerCell(cell: string): boolean {
  return cell.length >= 2 && cell.length <= 32 && HEADER_CELL.test(cell);
}

/** Age labels, which forms print beside the birth date. */
const AGE_WORD = /^(?:age|edad|âge|alter|età|idade|возраст)$/iu;

/** A header cell holding a column word ("Data di nascita", "Telefon", "E-mail"). */
function labelCell(cell: string): boolean {
  return (
    headerCell(cell) &&
    cell
      .split(/[ \t/]+/)
      .some((w) => isColumnWord(w.replace(/[.:]$/, '')) || AGE_WORD.test(w.replace(/[.:]$/, '')))
  );
}

/**
 * A line of running text that ends a table: four lower-case words, or two and a sentence's end.
 */
function proseLine(line: string): boolean {
  const t = line.trim();
  // Words of running text: lower-case words of two letters or more (an IBAN's or a phone
  // number's groups are none).
  const lower = t.split(/[ \t]+/).filter((w) => /^\p{Ll}{2,}/u.test(w)).length;
  if (lower >= 4) return true;
  return /\p{Ll}{3,}[.!?]$/u.test(t) && lower >= 2;
}

/**
 * The one-cell-per-line tables of a text whose header passes `wanted` (which columns the reader
 * needs). A header is a run of three to fourteen header-cell lines, none of them a value, in which `wanted` finds the
 * column (`isValue` tells the first row's cells, which may look like labels, from the header's);
 * its body runs to the next page break, a prose line or a blank line. A header reprinted on the
 * next page starts a table of its own.
 */
export function cellTables(
  text: string,
  lines: readonly Line[],
  wanted: (header: string[]) => boolean,
  isValue: (cell: string) => boolean = () => false,
): CellTable[] {
  const tables: CellTable[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!headerCell(lines[i]!.text.trim())) {
      i++;
      continue;
    }
    let j = i;
    // The first row's cells may have a header cell's shape ("Jolanthe Wiesenthaler", "UX
    // Designer"): the run ends at the first cell the reader calls a value.
    while (
      j < lines.length &&
      j - i < MAX_COLUMNS &&
      headerCell(lines[j]!.text.trim()) &&
      !(j - i >= 3 && isValue(lines[j]!.text.trim()))
    )
      j++;
    const header = lines.slice(i, j).map((l) => l.text.trim());
    // A value between the labels ("Cognome e nome" / "Settimio Rizzardi" / "Data di nascita") is
    // a form printed one field per line, not a table's header.
    if (header.length < 3 || !wanted(header) || header.some(isValue)) {
      i = j;
      continue;
    }
    // Labels among the first lines below ("Data di nascita " / "15/11/2003" / "Età "): a form
    // printed one field per line, whose first labels looked like a header.
    const below = lines.slice(j, j + Math.min(6, header.length + 2)).map((l) => l.text.trim());
    if (below.filter(labelCell).length >= 2) {
      i = j;
      continue;
    }
    let end = j;
    while (end < lines.length && end - j < MAX_BODY_LINES) {
      const t = lines[end]!.text;
      if (t.trim() === '' || proseLine(t)) break;
      end++;
      // A page break ends the body: the next page reprints the header or holds other text.
      if (text[lines[end - 1]!.start + t.length] === '\f') break;
    }
    tables.push({ header, bodyStart: j, bodyEnd: end });
    i = Math.max(end, j);
  }
  return tables;
}
