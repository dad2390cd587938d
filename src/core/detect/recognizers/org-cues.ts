/**
 * Organisations without a legal form or a head noun, named where the sentence says it is a firm:
 * - after a firm noun of the seven languages ("the company Brightwater", "die Firma Hansen",
 *   "la ditta Ferretti", "la empresa Brillo", "la société Morel", "a empresa Estrela",
 *   "в компании Ромашка", "фирма Техснаб");
 * - between "bei" and a verb of employment or membership ("bei Hansen Bau beschäftigt",
 *   "bei der Nordlicht versichert"), where German puts the verb last;
 * - Russian firm names in one word built from company stems ("Стройсервис", "Техснаб",
 *   "Промторг") or written in camel case ("ТехноСтрой"), with "Плюс", "Групп" after them.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName } from './name-evidence';
import { orgPhrases } from './org-phrases';
import { PLACES } from './places';
import { HS, lineEnd, matchesOf } from './text-helpers';

/** Firm nouns, with the article or preposition that may precede the name in each language. */
const FIRM_NOUN = new RegExp(
  `(?<![\\p{L}])(?:company|firm|employer|Firma|firma|Unternehmen|Arbeitgeber|empresa|compañía|sociedad|société|entreprise|compagnie|ditta|azienda|società|impresa|companhia|компани[яиюей]|фирм(?:а|ы|у|е|ой)|организаци[яиюей]|предприяти[еяю]` +
    // Minutes name the firm's auditors and bankers ("the auditors, Thornbury Gale, were").
    `|(?:auditors?|bankers|Abschlussprüfer(?:in)?|Wirtschaftsprüfer(?:in)?|commissaires?${HS}+aux${HS}+comptes|revisore${HS}+legale|società${HS}+di${HS}+revisione|auditores|auditora|revisor${HS}+oficial${HS}+de${HS}+contas|аудитор(?:ом|а)?),?)${HS}+`,
  'giu',
);

/** Roles and signing verbs that follow a firm noun in a signature row, never a firm's name. */
const ROLE_AFTER =
  /^(?:signed|signature|sign|date|employee|worker|arbeitnehmer(?:in)?|unterschrift|datum|trabajador(?:a)?|empleado|firma|fecha|salarié(?:e)?|signature|lavoratore|lavoratrice|dipendente|firmato|trabalhador(?:a)?|assinatura|работник|сотрудник|подпись)$/iu;

/** A line of three to six capitalised words and nothing else: a table's header row. */
const HEADER_ROW = /^[ \t]*\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*){2,5}[ \t]*$/u;

/** A name after a firm noun: one to four capitalised words, with links inside, on one line. */
const NAME =
  /(?:\p{Lu}[\p{L}\p{N}'’&.-]*)(?:[ \t]+(?:(?:&|and|und|e|y|et|de|del|di|da|do|du|des|von)[ \t]+)?\p{Lu}[\p{L}\p{N}'’&.-]*){0,3}/uy;

/** "bei (der) X beschäftigt": German relation verbs that close the clause. */
const BEI = new RegExp(
  `(?<![\\p{L}])bei${HS}+(?:(?:der|dem|den)${HS}+)?(\\p{Lu}[\\p{L}\\p{N}'’&.-]*(?:${HS}+\\p{Lu}[\\p{L}\\p{N}'’&.-]*){0,3})${HS}+(?:beschäftigt|angestellt|tätig|versichert|gearbeitet|gekündigt|eingestellt|angefangen|eingestiegen|Kunde|Kundin|Mitglied|als(?=${HS}+\\p{Lu}))(?![\\p{L}])`,
  'gu',
);

/** Russian company stems: a firm's one-word name is built from two of them or one and a root. */
const RU_STEMS =
  'строй|сервис|торг|снаб|пром|трейд|лизинг|логистик|инвест|холдинг|капитал|телеком|энерго|маркет|софт|транс|комплект|монтаж|проект|технолог';
/** "Стройсервис", "Техснаб", "Промторг": a capitalised Cyrillic word ending in a company stem. */
const RU_ONE_WORD = new RegExp(
  `(?<![\\p{L}])[А-ЯЁ][а-яё]{2,}(?:${RU_STEMS})[а-яё]{0,2}(?:${HS}+(?:Плюс|Групп|Групп?а|Трейд|Сервис|Строй|Про|М))?(?![\\p{L}])`,
  'gu',
);
/** "ТехноСтрой", "АльфаСервис": camel case in Cyrillic is a brand, never a word. */
const RU_CAMEL = new RegExp(
  `(?<![\\p{L}])[А-ЯЁ][а-яё]{2,}[А-ЯЁ][а-яё]{2,}(?:${HS}+(?:Плюс|Групп|Трейд|Сервис|Строй))?(?![\\p{L}])`,
  'gu',
);

/**
 * A firm's help desk named in a chat or a ticket: "chatting with X", "the customer service of X",
 * "service client de X", "Kundenservice von X", "assistenza clienti di X", "atención al cliente
 * de X", "apoio ao cliente da X", "службой поддержки X". The name follows.
 */
const SUPPORT_OF = new RegExp(
  `(?<![\\p{L}])(?:(?:chatting|chat)${HS}+with|(?:customer${HS}+(?:support|service|care)|support${HS}+team|help${HS}?desk)${HS}+(?:of|at|from|for)|service${HS}+client(?:s|èle)?${HS}+(?:de|du|d')|(?:Kundenservice|Kundendienst|Kundensupport|Support-Team)${HS}+(?:von|der|des)|(?:assistenza|servizio)${HS}+clienti${HS}+(?:di|della|del|dello)|(?:atención${HS}+al${HS}+cliente|servicio${HS}+de${HS}+atención(?:${HS}+al${HS}+cliente)?|soporte(?:${HS}+técnico)?)${HS}+(?:de|del)|(?:apoio${HS}+ao${HS}+cliente|serviço${HS}+de${HS}+apoio(?:${HS}+ao${HS}+cliente)?|suporte)${HS}+(?:da|do|de)|служб(?:а|ой|ы|у)${HS}+поддержки|поддержк(?:а|ой|и|у)${HS}+клиентов)(?:${HS}+(?:the|la|el|le|die|der|il|lo|a|o))?${HS}+(?=\\p{Lu})`,
  'giu',
);
/** "Bluestone Analytics Support", "Lumirel Kundenservice": the words before a help-desk word. */
const SUPPORT_AFTER =
  /[ \t](?:Support|Customer[ \t]+(?:Service|Support|Care)|Help[ \t]?(?:Center|Centre|desk|Desk)|Kundenservice|Kundendienst|Assistenza[ \t]+Clienti|Servizio[ \t]+Clienti|Atención[ \t]+al[ \t]+Cliente|Service[ \t]+Client|Apoio[ \t]+ao[ \t]+Cliente)(?![\p{L}])/gu;
/** Words before a help-desk word that name its kind, not a firm ("Technical Support"). */
const DESK_KINDS = new Set(
  (
    'technical tech it customer premium product account accounts billing live online chat email ' +
    'e-mail phone community sales priority global local enterprise business developer partner ' +
    'member members student students patient user'
  ).split(' '),
);
/** A chat or a ticket: the only documents where "X Support" is read as a firm's desk. */
const CHAT_WORDS = /chat|transcript|ticket|чат|conversa|agente?(?![\p{L}])|agent(?![\p{L}])/iu;

/** The capitalised words right before `end` on its line (at most four). */
function capitalsBefore(text: string, end: number): string[] {
  const lineFrom = text.lastIndexOf('\n', end - 1) + 1;
  const words = text.slice(Math.max(lineFrom, end - 60), end).split(/[ \t]+/);
  const run: string[] = [];
  for (let k = words.length - 1; k >= 0 && run.length < 4; k--) {
    const w = words[k]!;
    if (/^[\p{Lu}\p{N}][\p{L}\p{N}'’.-]*$/u.test(w)) run.unshift(w);
    else if (w === '&' && run.length > 0) run.unshift(w);
    else break;
  }
  while (run.length > 0 && (run[0] === '&' || isCommonWord(run[0]!))) run.shift();
  return run;
}

/** Firms named by their help desk in a chat or a ticket. */
function supportDesks(folded: string, spans: Span[]): void {
  for (const m of matchesOf(SUPPORT_OF, folded)) {
    const at = m.index + m[0].length;
    const value = nameAt(folded, at);
    // "You are chatting with Olivia": the agent is a person.
    if (!value || isFirstName(value.split(/[ \t]/)[0]!)) continue;
    push(spans, at, value, 0.7, `organisation named by its help desk ("${m[0].trim()}")`);
  }
  if (!CHAT_WORDS.test(folded)) return;
  for (const m of matchesOf(SUPPORT_AFTER, folded)) {
    const words = capitalsBefore(folded, m.index);
    if (words.length === 0 || words.some((w) => DESK_KINDS.has(w.toLowerCase()))) continue;
    if (isFirstName(words[0]!)) continue;
    if (words.length === 1 && (words[0]!.length < 4 || PLACES.has(words[0]!))) continue;
    const value = words.join(' ');
    const start = m.index - value.length;
    if (folded.slice(start, m.index) !== value) continue;
    push(spans, start, value, 0.7, 'organisation named before its help desk');
  }
}

/** Words that a Russian company-stem word may also be as a common noun. */
const RU_COMMON = new Set(['Автосервис', 'Техсервис', 'Госпром', 'Минпромторг', 'Интернет-маркет']);

/** The name after `at`, cut before common words and a sentence's full stop, or undefined. */
function nameAt(text: string, at: number): string | undefined {
  NAME.lastIndex = at;
  const m = NAME.exec(text);
  if (!m) return undefined;
  const words = m[0].split(/[ \t]+/);
  let keep = words.findIndex((w, k) => k > 0 && isCommonWord(w.replace(/[.,]$/u, '')));
  if (keep < 0) keep = words.length;
  const stop = words.findIndex((w, k) => k < keep && /\p{Ll}{2}[.,]$/u.test(w));
  if (stop >= 0) keep = stop + 1;
  while (keep > 1 && /^(?:&|and|und|e|y|et|de|del|di|da|do|du|des|von)$/u.test(words[keep - 1]!))
    keep--;
  const value = words.slice(0, keep).join(' ').replace(/[.,]$/u, '');
  const first = words[0]!.replace(/[.,]$/u, '');
  if (value.length < 3 || isCommonWord(first) || PLACES.has(value)) return undefined;
  // "the company X" in running text must keep its spacing; a name re-joined differently is skipped.
  return text.startsWith(value, at) ? value : undefined;
}

function push(spans: Span[], start: number, value: string, score: number, reason: string): void {
  const span = makeSpan('ORGANIZATION', start, start + value.length, score, 'org-cue');
  span.reason = reason;
  spans.push(span);
}

/** Recognises organisations named after a firm noun, in a German "bei … beschäftigt" clause, or by Russian company stems. */
export const orgCueRecognizer = safeRecognizer('org-cue', ['ORGANIZATION'], ({ folded }) => {
  const spans: Span[] = [];
  for (const m of matchesOf(FIRM_NOUN, folded)) {
    // "Company: …" and "Firma:" are fields, read by the field recognizer.
    const at = m.index + m[0].length;
    const value = nameAt(folded, at);
    if (!value) continue;
    // "Signed for the Employer Signed by the Employee", "Für den Arbeitgeber Arbeitnehmer": a
    // signature row's next role or verb, not the firm.
    if (ROLE_AFTER.test(value.split(/[ \t]/)[0]!)) continue;
    // "Nombre Empresa Cargo", "Name Firma Funktion": a table's header row, no firm after "Firma".
    if (HEADER_ROW.test(folded.slice(folded.lastIndexOf('\n', m.index) + 1, lineEnd(folded, at))))
      continue;
    // An acronym of a form ("company ID", "empresa NIF") is a label, not a name.
    if (
      /^\p{Lu}{2,4}$/u.test(value) &&
      /^[ \t]*(?:[:#№]|\p{Lu}{0,2}\d)/u.test(folded.slice(at + value.length, at + value.length + 3))
    )
      continue;
    push(spans, at, value, 0.7, `organisation named after "${m[0].trim()}"`);
  }
  for (const m of matchesOf(BEI, folded)) {
    const value = m[1]!;
    if (value.split(/[ \t]+/).some((w) => isCommonWord(w)) || PLACES.has(value)) continue;
    // "bei Frau Weber als Pflegekraft": a person, not the firm.
    if (/^(?:Herr|Frau|Familie|Dr\.?|Prof\.?)(?![\p{L}])/u.test(value)) continue;
    const start = m.index + m[0].indexOf(value, 3);
    push(spans, start, value, 0.7, 'organisation in "bei … beschäftigt"');
  }
  supportDesks(folded, spans);
  // Thanks, team signatures, copyright footers, "on behalf of" (org-phrases.ts).
  orgPhrases(folded, spans);
  if (/[А-ЯЁ]/u.test(folded)) {
    for (const re of [RU_ONE_WORD, RU_CAMEL]) {
      for (const m of matchesOf(re, folded)) {
        if (RU_COMMON.has(m[0].split(/[ \t]/)[0]!)) continue;
        push(spans, m.index, m[0], 0.72, 'firm name built from company stems');
      }
    }
  }
  return spans;
});
