/**
 * User names and chat handles after their label, in a form's field or a sentence's colon
 * ("Username: jsmith", "Usuario eecheverria", "Utilizador de chat @lgouveia", "Логин vlazareva",
 * "Slack handle: @m.kettle"): a login is one lower-case run of letters, digits, '.', '_' or '-',
 * or an '@' handle. Without a colon the label must open its line or cell, so a sentence ("login
 * with your badge") never gives a word.
 */
import { matchesOf } from './text-helpers';

/** User-name and handle labels in the seven languages, with their "chat"/"messenger" qualifiers. */
const LOGIN_LABEL =
  /(?<![\p{L}\p{N}])(?:user[ -]?name|user[ -]?id|user|login(?:[ -]?(?:name|id))?|account name|handle|(?:chat|slack|teams|github|gitlab|telegram|skype|discord|mattermost)[ -]?(?:handle|user(?:name)?|name|id)|nom d'utilisateur|nom d’utilisateur|identifiant|pseudo|benutzer(?:name|kennung)?|anmeldename|kennung|nombre de usuario|usuario|nome utente|utente|nome de utilizador|utilizador|nome de usuário|usuário|логин|имя пользователя|ник)(?:[ \t-]+(?:de |do |da |in |в |per )?(?:chat|messagerie|messenger|мессенджере|slack|teams|github|telegram))?(?![\p{L}\p{N}])/giu;

/** The gap: spaces with an optional ':' or '=' (then the colon flag), or a line end after a bare label line. */
const GAP = /([ \t]*[:=][ \t]*|[ \t]+|[ \t]*\n[ \t]*)/y;

/** A login or handle: lower-case start, then login characters; an '@' handle may have capitals. */
const LOGIN =
  /(@[A-Za-z0-9][A-Za-z0-9._-]{1,38}|[a-z][a-z0-9._-]{2,31})(?![\p{L}\p{N}@]|[.'-][\p{L}\p{N}])/uy;

/** Function words a label in a sentence runs into ("user with", "login per"), never a login. */
const NOT_LOGIN = new Set(
  (
    'and or the with your you for from to via into is was are has have can will must should not ' +
    'und oder mit für ist wird kann muss der die das den dem des ein eine zu ' +
    'et ou avec pour est sont le la les un une des du de par sur ' +
    'y o con para es son el los las del por en ' +
    'e con per è sono il lo gli di da ' +
    'com para são os as do da no na ' +
    'name id chat handle password passwort contraseña senha pin code ' +
    'registered registrado registrada settings guide manual account profile information details data daten dati dados'
  ).split(' '),
);

/** A user name or handle found after its label. */
export interface LoginName {
  start: number;
  end: number;
  label: string;
}

/**
 * Who exported or printed a portal's page, in its footer ("Exported by lavinia.ackr27 · 26/12/2026",
 * "Exportiert von fbaumgartel", "Exporté par rpoulain", "Выгрузил(а) kapitolina.zavy08").
 */
const EXPORTED_BY =
  /(?<![\p{L}\p{N}])(?:(?:exported|printed|downloaded|extracted) by|(?:exportiert|gedruckt|ausgedruckt|heruntergeladen) von|(?:exporté|imprimé|téléchargé|extrait) par|(?:exportado|impreso|impresso|descargado|descarregado|extraído) por|(?:esportato|stampato|scaricato|estratto) da|(?:выгрузил|распечатал|экспортировал)(?:\(а\)|а)?)[ \t]+/giu;

/** After an exporter's login: a separator, a date or time, or the line end. */
const EXPORTER_END = /^(?:[ \t]*(?:[·•|,;(\n]|$)|[ \t]+(?:on |am |le |el |il |em |at |в )?\d)/u;

/** Programs that print pages, never a person's login ("Printed by wkhtmltopdf"). */
const PROGRAM =
  /^(?:wkhtmltopdf|chrome|chromium|firefox|safari|edge|mozilla|webkit|qt|pdf|system|server|cron|robot|bot)$/u;

/** Logins after an export or print formula of a footer. */
function exporters(folded: string, out: LoginName[]): void {
  // Cheap gate: the verbs' stems.
  if (
    !/xport|sporta|rint|mprim|mpres|tampat|ownload|runtergel|léchar|scarga|scarreg|caricat|xtra|ыгруз|аспечат|кспорт/iu.test(
      folded,
    )
  )
    return;
  for (const m of matchesOf(EXPORTED_BY, folded)) {
    const at = m.index + m[0].length;
    LOGIN.lastIndex = at;
    const login = LOGIN.exec(folded)?.[1];
    if (!login || login.startsWith('@') || NOT_LOGIN.has(login) || PROGRAM.test(login)) continue;
    const end = at + login.length;
    if (!EXPORTER_END.test(folded.slice(end, end + 8))) continue;
    out.push({ start: at, end, label: m[0].trim() });
  }
}

/** Finds user names and handles after their label. */
export function loginNames(folded: string): LoginName[] {
  const out: LoginName[] = [];
  exporters(folded, out);
  // Cheap gate: every label family has one of these letters' runs.
  if (
    !/user|login|handle|utilisat|identifiant|pseudo|benutzer|kennung|usuari|utente|utilizador|usuário|логин|пользоват|ник/i.test(
      folded,
    )
  )
    return out;
  for (const m of matchesOf(LOGIN_LABEL, folded)) {
    const labelEnd = m.index + m[0].length;
    GAP.lastIndex = labelEnd;
    const gap = GAP.exec(folded)?.[1];
    if (gap === undefined) continue;
    const colon = /[:=]/.test(gap);
    const lineStart = folded.lastIndexOf('\n', m.index - 1) + 1;
    const before = folded.slice(lineStart, m.index);
    // Without a colon the label heads its line or a table cell (two spaces before it).
    if (!colon && before.trim() !== '' && !/ {2,}$|\t$/.test(before)) continue;
    // A value on the next line only under a bare label line.
    if (gap.includes('\n') && folded.slice(labelEnd, labelEnd + gap.length).trim() !== '') continue;
    const at = labelEnd + gap.length;
    LOGIN.lastIndex = at;
    const login = LOGIN.exec(folded)?.[1];
    if (!login || NOT_LOGIN.has(login.toLowerCase())) continue;
    // Chat labels ("handle", "ник", "… de chat") take an '@' handle only.
    const chat = /handle|chat|messag|мессенджер|slack|teams|telegram|discord|ник|pseudo/i.test(
      m[0],
    );
    if (chat && !login.startsWith('@') && !colon) continue;
    // Words that label things other than logins ("User guide", "Kennung"): a bare word after them
    // without a colon needs a login's digit, '.', '_' or '@'.
    if (
      !colon &&
      /^(?:user|login|kennung|utente|ник|pseudo|handle)$/iu.test(m[0]) &&
      !/[\d._@]/.test(login)
    )
      continue;
    const end = at + login.length;
    // The login ends its cell: end of line, a cell gap, or sentence punctuation after it.
    const after = folded.slice(end, end + 2);
    if (after !== '' && !/^(?:\n|[ \t]{2}|\t|[.,;)]|[ \t]\n|[ \t]?$)/.test(after) && !colon)
      continue;
    out.push({ start: at, end, label: m[0] });
  }
  return out;
}
