/**
 * User names under a login column, whatever the list of names says: a register, a guest Wi-Fi
 * sheet or an account export whose header names a login column ("Login", "Username", "User ID",
 * "Wi-Fi login", "Benutzername", "Anmeldename", "Usuario", "Nombre de usuario", "Identifiant",
 * "Nom d'utilisateur", "Nome utente", "Utilizador", "Логин", "Имя пользователя"). The rows are read
 * in both layouts a PDF gives: one line per cell (HTML printers) and one line per row (the cells
 * side by side). A cell is a login by its shape: one token of letters, digits, '.', '_' or '-'
 * that holds a digit, a '.' or a '_' ("j.kowalski", "mrossi82", "anna_s"), or spells a name of its
 * row ("aschmidt" beside "Anna Schmidt"); an e-mail, a web address, a date, a number, a status
 * word and a capitalised word never are. Also a login label alone on its line over a one-token
 * value ("Wi-Fi login" / "gst.4821"), and a label's colon before a login in capitals with digits
 * ("WLAN-Zugang: Gast4821").
 */
import type { Span } from '../span';
import { cellTables } from './cell-tables';
import { makeSpan, safeRecognizer } from './helpers';
import { headerLine, linesOf, type Line } from './statement-rows';
import { matchesOf } from './text-helpers';

/** A login label word (a qualifier such as Wi-Fi, portal or chat before or after it allowed). */
const LOGIN_WORD =
  "(?:user[ -]?name|user[ -]?id|user|log-?in(?:[ -]?(?:name|id))?|account[ -]name|handle|nom d['’]utilisateur|identifiant|utilisateur|pseudo|benutzer(?:name|kennung|[ -]?id)?|anmeldename|kennung|zugang|(?:nombre de )?usuario|nome utente|utente|(?:nome de )?utilizador|(?:nome de )?usuário|логин|имя пользователя|пользователь|ник)";

/** Qualifiers of a login label: the network, portal or chat it belongs to. */
const QUALIFIER =
  '(?:wi-?fi|wlan|vpn|portal|portail|portale|guest|gast|invitado|invité|ospite|convidado|гостевой|web|chat|slack|teams|github|gitlab|telegram|system|sistema|système)';

/** A header cell or a label line that names a login column (tested on lower-cased text: no i flag, less regex code). */
const LOGIN_CELL = new RegExp(
  `^(?:${QUALIFIER}[ -])?${LOGIN_WORD}(?:[ -](?:(?:del|de|du|do|da|della|dello)[ -])?(?:${QUALIFIER}))?[ \\t]*:?$`,
  'u',
);

/** A login word inside a one-line header row ("Name Login Room Valid until"). */
const LOGIN_IN_ROW = new RegExp(`(?<![\\p{L}\\p{N}])${LOGIN_WORD}(?![\\p{L}\\p{N}])`, 'u');

/** Cheap gate: a login label's stems. */
const GATE =
  /user|log-?in|handle|utilisat|identifiant|pseudo|benutzer|anmelde|kennung|zugang|usuari|usuári|utente|utilizador|логин|пользоват|ник/i;

/** A lower-case login: letters, digits, '.', '_' or '-', ending in a letter or digit. */
const LOWER_LOGIN = /^[\p{Ll}][\p{Ll}\p{N}._-]{1,38}[\p{Ll}\p{N}]$/u;

/** A login with capitals: three letters in a row and a digit or '_' ("Gast4821", "ROOM_412"). */
const CAPS_LOGIN = /^(?=.*\p{L}{3})(?=.*[\p{N}_])\p{L}[\p{L}\p{N}._-]{2,38}[\p{L}\p{N}]$/u;

/** A chat handle. */
const HANDLE = /^@[\p{L}\p{N}][\p{L}\p{N}._-]{1,38}$/u;

/** What a login never is: an e-mail or its wrapped domain, a web or file name, a date or a version. */
const NOT_LOGIN_SHAPE =
  /[@/:]|^www\.|\.(?:com|net|org|info|biz|edu|gov|de|fr|es|it|pt|ru|uk|eu|io|co|at|ch|be|nl|pdf|docx?|xlsx?|csv|txt|html?|jpe?g|png)$|^v?\d+(?:[.,]\d+)*$/u;

/** Lower-case cell words of login tables that are no login ("active", "n/a", "guest", "admin"). */
const NOT_LOGIN_WORD = new Set(
  (
    'active inactive pending disabled enabled locked blocked expired valid yes no none null admin ' +
    'administrator guest user owner editor viewer member staff manager default standard premium ' +
    'basic free trial paid open closed new done ok true false activo inactivo activa sí ' +
    'actif inactif oui non aktiv inaktiv gesperrt ja nein attivo inattivo ativo inativo sim não ' +
    'активен заблокирован да нет'
  ).split(' '),
);

/**
 * True when `token` spells a name word of its row or cell neighbours (`context`): a capitalised
 * word of four letters or more, lower-cased and without accents, inside the token ("aschmidt").
 */
function spellsName(token: string, context: string): boolean {
  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const t = plain(token);
  for (const m of context.matchAll(/\p{Lu}\p{Ll}{3,}|\p{Lu}{4,}/gu))
    if (t.includes(plain(m[0]))) return true;
  return false;
}

/**
 * True when `token` is a login by its own shape (a digit, '.', '_', an '@' handle, capitals with a
 * digit where `caps` allows) or, plain lower-case letters, by the name it spells in `context`.
 */
function loginShaped(token: string, context: string, caps: boolean): boolean {
  if (HANDLE.test(token)) return true;
  if (NOT_LOGIN_SHAPE.test(token) || NOT_LOGIN_WORD.has(token)) return false;
  if (LOWER_LOGIN.test(token)) {
    if (/[\d._]/.test(token) && /\p{L}{3}/u.test(token)) return true;
    return token.length >= 5 && spellsName(token, context);
  }
  return caps && CAPS_LOGIN.test(token);
}

/** The text of the lines around `i` (a row of a one-cell-per-line table and its neighbours). */
function around(lines: readonly Line[], i: number): string {
  return lines
    .slice(Math.max(0, i - 8), i + 9)
    .map((l) => l.text)
    .join('\n');
}

function push(spans: Span[], line: Line, token: string, at: number, why: string): void {
  const span = makeSpan('ID', line.start + at, line.start + at + token.length, 0.7, 'login-column');
  span.reason = why;
  spans.push(span);
}

/** Logins in the body of one-cell-per-line tables whose header has a login column. */
function cellColumnLogins(text: string, lines: readonly Line[], spans: Span[]): void {
  for (const table of cellTables(text, lines, (h) =>
    h.some((c) => LOGIN_CELL.test(c.toLowerCase())),
  )) {
    for (let i = table.bodyStart; i < table.bodyEnd; i++) {
      const line = lines[i]!;
      const token = line.text.trim();
      if (/\s/.test(token)) continue;
      if (!loginShaped(token, around(lines, i), true)) continue;
      push(spans, line, token, line.text.indexOf(token), 'login under a login column');
    }
  }
}

/** Logins in the rows under a one-line header that names a login column among others. */
function rowColumnLogins(lines: readonly Line[], spans: Span[]): void {
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!.text;
    const words = header.trim().split(/\s+/);
    // A header row: three words or more, most of them capitalised, no field's colon.
    if (
      words.length < 3 ||
      header.includes(':') ||
      words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 < words.length ||
      !headerLine(header) ||
      !LOGIN_IN_ROW.test(header.toLowerCase())
    )
      continue;
    for (let r = i + 1; r < lines.length && r <= i + 40; r++) {
      const row = lines[r]!;
      const t = row.text.trim();
      // A blank line or a sentence ends the table.
      if (t === '' || /[.!?:;]$/.test(t)) break;
      if (t.split(/\s+/).filter((w) => /^\p{Ll}{3,}$/u.test(w)).length >= 3) break;
      for (const m of row.text.matchAll(/\S+/gu)) {
        const token = m[0].replace(/[,;]$/, '');
        if (loginShaped(token, row.text, false))
          push(spans, row, token, m.index, 'login in a row under a login column');
      }
    }
  }
}

/**
 * A login label alone on its line over a one-token value ("Wi-Fi login" / "gst.4821", "Логин" /
 * "ivanova_a"), as forms printed one field per line give it.
 */
function labelOverValue(lines: readonly Line[], spans: Span[]): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const cell = lines[i]!.text.trim();
    // Cheap gate: a label cell is short and holds a login word's stem.
    if (cell.length > 40 || !GATE.test(cell) || !LOGIN_CELL.test(cell.toLowerCase())) continue;
    const next = lines[i + 1]!;
    const token = next.text.trim();
    if (token === '' || /\s/.test(token)) continue;
    // A bare generic label ("Login", "User") also heads notes ("Login" / "required"): a plain
    // word under it needs a login's digit, '.', '_' or '@' (login-names.ts keeps the same rule).
    const generic = /^(?:user|login|kennung|utente|ник|pseudo|handle)$/iu.test(cell);
    const plainWord =
      !generic && LOWER_LOGIN.test(token) && token.length >= 3 && !NOT_LOGIN_WORD.has(token);
    if (!plainWord && !loginShaped(token, '', true)) continue;
    if (NOT_LOGIN_SHAPE.test(token) && !HANDLE.test(token)) continue;
    push(spans, next, token, next.text.indexOf(token), 'login under its label');
  }
}

/** A label, a colon, then a login in capitals with digits ("WLAN-Zugang: Gast4821"). */
const LABEL_COLON = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${QUALIFIER}[ -])?${LOGIN_WORD}(?:[ -]${QUALIFIER})?[ \\t]*:[ \\t]*(\\S+)`,
  'gu',
);

function colonCapsLogins(lines: readonly Line[], spans: Span[]): void {
  for (const line of lines) {
    if (!line.text.includes(':')) continue;
    const lower = line.text.toLowerCase();
    // Offsets hold only where lower-casing keeps the length; the gate skips lines without a stem.
    if (lower.length !== line.text.length || !GATE.test(lower)) continue;
    for (const m of matchesOf(LABEL_COLON, lower)) {
      const token = line.text
        .slice(m.index + m[0].length - m[1]!.length, m.index + m[0].length)
        .replace(/[,;.]$/, '');
      if (LOWER_LOGIN.test(token) || !CAPS_LOGIN.test(token) || NOT_LOGIN_SHAPE.test(token))
        continue;
      push(spans, line, token, m.index + m[0].length - m[1]!.length, 'login after its label');
    }
  }
}

/** Recognises logins under a login column, under a login label line and after a label's colon. */
export const loginColumnRecognizer = safeRecognizer('login-column', ['ID'], ({ folded }) => {
  if (!GATE.test(folded)) return [];
  const spans: Span[] = [];
  const lines = linesOf(folded);
  cellColumnLogins(folded, lines, spans);
  rowColumnLogins(lines, spans);
  labelOverValue(lines, spans);
  colonCapsLogins(lines, spans);
  return spans;
});
