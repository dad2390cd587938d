/**
 * Credentials in a table: under a header line that names a password or PIN column ("Temporary
 * password", "Contraseña provisional", "Initialkennwort", "Code PIN", "Временный пароль"), the
 * secret-looking cells of the rows below are PASSWORD, and in a PIN column so are the short digit
 * runs. The header is the context that fired; the cell's own shape (letters with digits and a
 * symbol or mixed case) keeps names and logins of the same row out.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';

/** Password column words in the seven languages (also inside compounds: "Initialkennwort"). */
const PASSWORD_HEADER =
  /(?:password|passwort|kennwort|passcode|contraseña|contrasena|mot de passe|senha|palavra-passe|пароль)/iu;

/** PIN column words. */
const PIN_HEADER = /(?<![\p{L}])(?:pin|пин)(?![\p{L}])/iu;

/** A cell: a run of non-space characters between spaces or the line's ends. */
const CELL = /(?<=^|[ \t])\S{4,64}(?=[ \t]|$)/gu;

/** How many rows below a header are read. */
const MAX_ROWS = 12;

/** A header line: two to ten short words, no digits. */
function headerLine(line: string): boolean {
  const words = line.trim().split(/[ \t]+/);
  return words.length >= 2 && words.length <= 10 && !/\d/.test(line);
}

/** True when a cell looks like a chosen secret rather than a word, a login or a date. */
function secretCell(cell: string): boolean {
  if (cell.length < 6 || /@|:\/\//.test(cell)) return false;
  if (!/\d/.test(cell) || !/\p{L}/u.test(cell)) return false;
  const symbol = /[^\p{L}\p{N}._/-]/u.test(cell);
  const mixedCase = /\p{Lu}/u.test(cell) && /\p{Ll}/u.test(cell);
  return symbol || mixedCase;
}

/** Recognises passwords and PINs in the rows under a password or PIN column header. */
export const credentialColumnRecognizer = safeRecognizer(
  'credential-column',
  ['PASSWORD'],
  ({ folded }) => {
    const spans: Span[] = [];
    let rows = 0;
    let pins = false;
    let start = 0;
    while (start <= folded.length) {
      let end = start;
      while (end < folded.length && folded[end] !== '\n' && folded[end] !== '\f') end++;
      const line = folded.slice(start, end);
      if (headerLine(line) && (PASSWORD_HEADER.test(line) || PIN_HEADER.test(line))) {
        rows = MAX_ROWS;
        pins = PIN_HEADER.test(line);
      } else if (rows > 0) {
        // A blank line, a new header or a sentence ends the table.
        const ended = line.trim() === '' || headerLine(line) || /[.!?:;]$/.test(line.trim());
        rows = ended ? 0 : rows - 1;
        for (const m of ended ? [] : line.matchAll(CELL)) {
          const cell = m[0];
          const pin = pins && /^\d{4,8}$/.test(cell);
          if (!pin && !secretCell(cell)) continue;
          const span = makeSpan(
            'PASSWORD',
            start + m.index,
            start + m.index + cell.length,
            0.6,
            'credential-column',
          );
          span.reason = pin ? 'digits under a PIN column' : 'secret under a password column';
          spans.push(span);
        }
      }
      if (folded[end] === '\f') rows = 0;
      start = end + 1;
    }
    return spans;
  },
);
