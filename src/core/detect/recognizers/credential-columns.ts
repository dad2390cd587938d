/**
 * Credentials in a table: under a header line that names a password or PIN column ("Temporary
 * password", "Contraseña provisional", "Initialkennwort", "Code PIN", "Временный пароль"), the
 * secret-looking cells of the rows below are PASSWORD, and in a PIN column so are the short digit
 * runs. The header is the context that fired; the cell's own shape (letters with digits and a
 * symbol or mixed case) keeps names and logins of the same row out.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { loginNames } from './login-names';
import { matchesOf } from './text-helpers';

/** Password column words in the seven languages (also inside compounds: "Initialkennwort"). */
const PASSWORD_HEADER =
  /(?:password|passwort|kennwort|passcode|contraseña|contrasena|mot de passe|senha|palavra-passe|пароль)/iu;

/** PIN column words. */
const PIN_HEADER = /(?<![\p{L}])(?:pin|пин)(?![\p{L}])/iu;

/** A cell: a run of non-space characters between spaces or the line's ends. */
const CELL = /(?<=^|[ \t])\S{4,64}(?=[ \t]|$)/gu;

/**
 * A user-name column opening the header ("Benutzername Initialpasswort …", "Utilizador
 * Palavra-passe …", "Username | Temporary password"): the first cell of each row is the login.
 */
const LOGIN_HEADER_FIRST =
  /^[ \t]*(?:user(?:[ \t]?name|[ \t]id)?|login|benutzer(?:name)?|(?:nombre[ \t]+de[ \t]+)?usuario|identifiant|utilisateur|nome[ \t]+utente|utente|utilizador|логин|пользователь)(?![\p{L}])/iu;

/** A login's shape: lower-case letters and digits, perhaps joined by '.', '_' or '-'. */
const LOGIN_CELL = /^[\p{Ll}\d][\p{Ll}\d._-]{2,31}$/u;

/**
 * A login named in a sentence after the word "user" of the seven languages ("historial del
 * usuario lgarciaarenalruiz.", "l'utilisateur rousseau.clemence48", "user j.smith42"): the token
 * must look like a login (a digit, '.', '_', or an e-mail's local part in the same text), so
 * "the user account" and "el usuario puede" stay words.
 */
const USER_THEN_LOGIN =
  /(?<![\p{L}])(?:[Uu]ser|[Uu]suario|[Uu]tilisateur|[Uu]tente|[Uu]tilizador|[Bb]enutzers?|[Nn]utzers?|[Пп]ользовател\p{L}*)(?:[ \t]+|[ \t]*\n[ \t]*)([\p{Ll}\d][\p{Ll}\d._-]{2,31}[\p{Ll}\d])(?![\p{L}\p{N}@]|[._-][\p{L}\p{N}])/gu;

/** True when `login` is the local part of an e-mail address written in `folded`. */
function mailLocalPart(folded: string, login: string): boolean {
  return folded.includes(`${login}@`);
}

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

/**
 * Recognises passwords and PINs in the rows under a password or PIN column header, logins under a
 * user-name column that opens such a header, and logins named after the word "user".
 */
export const credentialColumnRecognizer = safeRecognizer(
  'credential-column',
  ['PASSWORD', 'ID'],
  ({ folded }) => {
    const spans: Span[] = [];
    let rows = 0;
    let pins = false;
    let logins = false;
    let start = 0;
    while (start <= folded.length) {
      let end = start;
      while (end < folded.length && folded[end] !== '\n' && folded[end] !== '\f') end++;
      const line = folded.slice(start, end);
      if (headerLine(line) && (PASSWORD_HEADER.test(line) || PIN_HEADER.test(line))) {
        rows = MAX_ROWS;
        pins = PIN_HEADER.test(line);
        logins = LOGIN_HEADER_FIRST.test(line);
      } else if (rows > 0) {
        // A blank line, a new header or a sentence ends the table.
        const ended = line.trim() === '' || headerLine(line) || /[.!?:;]$/.test(line.trim());
        rows = ended ? 0 : rows - 1;
        const first = ended || !logins ? null : /^[ \t]*(\S+)/.exec(line);
        if (first && LOGIN_CELL.test(first[1]!) && /[\s]\S/.test(line.trim())) {
          const at = start + first[0].length - first[1]!.length;
          const span = makeSpan('ID', at, at + first[1]!.length, 0.6, 'credential-column');
          span.reason = 'login under a user-name column';
          spans.push(span);
        }
        for (const m of ended ? [] : matchesOf(CELL, line)) {
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
    for (const login of loginNames(folded)) {
      const span = makeSpan('ID', login.start, login.end, 0.8, 'login-name');
      span.reason = `user name after "${login.label}"`;
      spans.push(span);
    }
    for (const m of matchesOf(USER_THEN_LOGIN, folded)) {
      const login = m[1]!;
      if (!/[\d._]/.test(login) && !mailLocalPart(folded, login)) continue;
      const end = m.index + m[0].length;
      const span = makeSpan('ID', end - login.length, end, 0.6, 'credential-column');
      span.reason = 'login named after the word "user"';
      spans.push(span);
    }
    return spans;
  },
);
