/**
 * Organisations a document names without a legal form, a head noun or a list entry, by the
 * phrases firms use about themselves in letters, bills, tickets and footers, in the seven
 * languages:
 * - thanks: "Thank you for choosing X", "Gracias por elegir X", "Merci d'avoir
 *   choisi X", "…dass Sie sich für X entschieden haben", "Grazie per aver scelto X", "Obrigado por
 *   escolher a X", "Спасибо, что выбрали X";
 * - team signatures on their own line: "The X Team", "Ihr X-Team", "El equipo de X", "L'équipe X",
 *   "Il team di X", "A equipa X", "Команда X", and "X Customer Care" alone on a line;
 * - "X customer service" in running text, copyright footers ("© 2024 X. All rights reserved."),
 *   "on behalf of X" ("en nombre de", "au nom de", "im Auftrag von", "per conto di", "em nome
 *   de", "от имени"), and "X is authorised and regulated by".
 * A person's name (a listed first name, a courtesy title) and a listed place are never taken.
 */
import type { Span } from '../span';
import { makeSpan } from './helpers';
import { isCommonWord, isFirstName } from './name-evidence';
import { PLACES } from './places';
import { HS, matchesOf } from './text-helpers';

/** Cheap literal gate: one of these must be in the text for any phrase below to match. */
const GATE =
  /thank|gracias|merci|entschieden|grazie|obrigad|спасибо|благодар|team|equipo|équipe|equipa|equipe|команда|customer|©|\(c\)|copyright|behalf|nombre|nom |auftrag|namen|conto|nome|имени|authori[sz]ed|regulated|trading name/iu;

/** A firm's name: one to four capitalised words (digits, "&", hyphens, dots inside), one line. */
const NAME =
  /[«"“]?(?:\p{Lu}|\d(?=[\p{L}\d]*\p{Lu}))[\p{L}\p{N}'’&.+-]*(?:[ \t]+(?:(?:&|and|und|e|y|et|de|del|di|da|do|du|des|von|of)[ \t]+)?(?:\p{Lu}|\d)[\p{L}\p{N}'’&.+-]*){0,3}[»"”]?/uy;

/** Articles a phrase may put before the name ("escolher a X", "für die X"). */
const ARTICLE = `(?:(?:the|la|el|le|les|die|der|den|das|il|lo|a|o|os|as)${HS}+|l['’])?`;

/** Phrases after which the firm's name follows. */
const BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${[
    // en
    'thank(?:s|${HS}+you)${HS}+for${HS}+(?:choosing|contacting|banking${HS}+with|flying${HS}+with|travel(?:l)?ing${HS}+with|shopping${HS}+(?:at|with)|staying${HS}+(?:at|with)|calling|being${HS}+(?:a|an)${HS}+(?:valued${HS}+)?(?:customer|member|client|policyholder)${HS}+(?:of|at|with)|your${HS}+(?:order|purchase|booking|reservation|application|payment)${HS}+(?:with|from|at))',
    'on${HS}+behalf${HS}+of',
    // es
    'gracias${HS}+por${HS}+(?:elegir|escoger|confiar${HS}+en|contactar${HS}+con|ponerse${HS}+en${HS}+contacto${HS}+con|volar${HS}+con|viajar${HS}+con|ser${HS}+cliente${HS}+de)',
    'en${HS}+(?:nombre|representación)${HS}+de',
    // fr
    "merci${HS}+(?:d['’]avoir${HS}+(?:choisi|contacté|fait${HS}+confiance${HS}+à)|de${HS}+(?:votre${HS}+confiance${HS}+(?:envers|en)|faire${HS}+confiance${HS}+à))",
    "(?:nous${HS}+vous${HS}+)?remercions${HS}+d['’]avoir${HS}+choisi",
    '(?:au${HS}+nom|pour${HS}+le${HS}+compte)${HS}+(?:de|du)',
    // de
    'im${HS}+(?:Auftrag|Namen)${HS}+(?:von|der|des)',
    'vielen${HS}+dank${HS}+für${HS}+ihr${HS}+vertrauen${HS}+in',
    // it
    'grazie${HS}+per${HS}+(?:aver${HS}+scelto|aver${HS}+contattato|aver${HS}+volato${HS}+con|la${HS}+fiducia${HS}+in)',
    '(?:per${HS}+conto|a${HS}+nome|in${HS}+nome)${HS}+(?:di|della|del|dello)',
    // pt
    'obrigad[oa]${HS}+por${HS}+(?:escolher|ter${HS}+escolhido|contactar|contatar|confiar${HS}+(?:na|no|em)|viajar${HS}+com|voar${HS}+com)',
    '(?:em|por)${HS}+(?:nome|conta)${HS}+(?:de|da|do)',
    // ru
    'спасибо,?${HS}+что${HS}+(?:выбрали|выбираете|обратились${HS}+в)',
    'спасибо${HS}+за${HS}+(?:обращение${HS}+в|выбор)',
    'благодарим${HS}+(?:вас${HS}+)?за${HS}+(?:выбор|обращение${HS}+в)',
    'от${HS}+имени',
  ]
    .join('|')
    .replace(/\$\{HS\}/g, HS)})${HS}+${ARTICLE}(?=[«"“]?[\\p{Lu}\\d])`,
  'giu',
);

/** German puts the verb last: "dass Sie sich für (die) X entschieden haben". */
const DE_CHOSEN = new RegExp(
  `(?<![\\p{L}])für${HS}+${ARTICLE}([\\p{Lu}\\d][\\p{L}\\p{N}'’&.+-]*(?:${HS}+[\\p{Lu}\\d][\\p{L}\\p{N}'’&.+-]*){0,3})${HS}+entschieden`,
  'gu',
);

/** A team's signature alone on its line: "The Zentrix Team", "Ihr Telvano-Team", "Zentrix Support Team". */
const TEAM_AFTER = new RegExp(
  `(?<=^|\\n)[ \\t]*(?:(?:The|Your|Ihr|Ihre|Das|Votre|Vostro|Il|El|O|A)${HS}+)?([\\p{Lu}\\d][\\p{L}\\p{N}'’&.+]*(?:${HS}+[\\p{Lu}\\d][\\p{L}\\p{N}'’&.+]*){0,2})(?:${HS}+|-)(?:Support${HS}+)?(?:Team|Crew|Customer${HS}+(?:Care|Service|Support)|Support|Kundenservice|Service-Team|Serviceteam)[ \\t.!]*(?=\\n|$)`,
  'gu',
);
/** "El equipo de X", "L'équipe X", "Il team di X", "A equipa X", "Команда X", alone on a line. */
const TEAM_BEFORE = new RegExp(
  `(?<=^|\\n)[ \\t]*(?:(?:el|l['’]|il|la|a|o|das|le|the)${HS}*)?(?:equipo|équipe|team|equipa|equipe|команда|servizio${HS}+clienti|service${HS}+client(?:s|èle)?|atención${HS}+al${HS}+cliente|apoio${HS}+ao${HS}+cliente|служба${HS}+поддержки)${HS}+(?:(?:de|di|da|do|du|von|of)${HS}+)?${ARTICLE}`,
  'giu',
);

/** "contact Orbitel customer service", "the Lumora helpline": a firm's desk in running text. */
const DESK_IN_TEXT = new RegExp(
  `(?<=\\p{Ll}[ \\t]+|\\p{Ll}[ \\t]+the[ \\t]+)([\\p{Lu}\\d][\\p{L}\\p{N}'’&.+-]*(?:${HS}+[\\p{Lu}\\d][\\p{L}\\p{N}'’&.+-]*){0,2})${HS}+(?:customer${HS}+(?:service|services|support|care|team)|support${HS}+team|helpline|help${HS}+desk|app|website|online${HS}+banking)(?![\\p{L}])`,
  'gu',
);

/** "© 2024 X", "(c) 2019-2024 X", "Copyright 2024 X": the holder of a footer's copyright (a year is required: "(c)" also numbers a list). */
const COPYRIGHT = new RegExp(
  `(?:©|\\([cC]\\)|(?<![\\p{L}])Copyright(?:${HS}*©)?)${HS}*(?:19|20)\\d\\d(?:${HS}*[-–]${HS}*(?:19|20)\\d\\d)?,?${HS}*(?=[\\p{Lu}\\d«"“])`,
  'gu',
);

/** "X is authorised and regulated by", "X is a trading name of": a firm's regulatory line. */
const REGULATED = new RegExp(
  `(?<![\\p{L}\\p{N}])([\\p{Lu}][\\p{L}\\p{N}'’&.+-]*(?:${HS}+[\\p{Lu}\\d][\\p{L}\\p{N}'’&.+-]*){0,3})${HS}+(?:is|are)${HS}+(?:(?:authori[sz]ed|regulated|registered)${HS}+(?:and${HS}+regulated${HS}+)?by|a${HS}+trading${HS}+name${HS}+of|a${HS}+member${HS}+of${HS}+the)(?![\\p{L}])`,
  'gu',
);

/** A team's line outranks a name read under a closing formula ("L'équipe Clairvia" is no person). */
const TEAM_SCORE = 0.86;

/** Words that name a kind of team or desk, not a firm ("Support Team", "Sales Team"). */
const TEAM_KINDS = new Set(
  (
    'support customer technical tech it hr sales billing accounts account service services ' +
    'care help product marketing security privacy legal finance payroll operations claims ' +
    'leasing lettings management admissions recruitment recruiting people talent web online ' +
    'mobile app development engineering design research community member members our your ' +
    'the project dev qa data'
  ).split(' '),
);

/** Courtesy titles: "on behalf of Mr Hale" is a person. */
const TITLE =
  /^(?:mr|mrs|ms|miss|dr|prof|sir|dame|herr|frau|sr|sra|srta|don|doña|m|mme|mlle|sig|sig\.ra|dott|dott\.ssa|avv|ing|господин|госпожа|г-н|г-жа)\.?$/iu;

/** Words that end a name read after a phrase ("choosing Lumora for your…"). */
const STOP_WORDS =
  /^(?:for|as|and|in|on|to|with|from|by|at|since|today|again|para|por|en|con|desde|pour|avec|depuis|dans|für|mit|seit|heute|per|con|da|dal|pela|pelo|com|desde|для|за|с|в)$/iu;

/** The name at `at` (one line, cut at punctuation and before a stop word), or undefined. */
function nameAt(text: string, at: number): string | undefined {
  NAME.lastIndex = at;
  const m = NAME.exec(text);
  if (!m) return undefined;
  let value = m[0];
  // "Lumora. We are glad": a full stop, comma or "!" after a word ends the name.
  const stop = /[.,;:!?](?=[ \t]|$)/u.exec(value);
  if (stop) value = value.slice(0, stop.index);
  const words = value.split(/[ \t]+/);
  let keep = words.findIndex((w, k) => k > 0 && (isCommonWord(w) || STOP_WORDS.test(w)));
  if (keep < 0) keep = words.length;
  while (keep > 1 && /^(?:&|and|und|e|y|et|de|del|di|da|do|du|des|von|of)$/u.test(words[keep - 1]!))
    keep--;
  value = words.slice(0, keep).join(' ');
  return text.startsWith(value, at) ? value : undefined;
}

/** True when the value reads as a firm's name: not a person, a place or common words. */
function firmLike(value: string): boolean {
  const bare = value.replace(/^[«"“]|[»"”]$/gu, '');
  if (bare.length < 2 || !/\p{L}{2}/u.test(bare)) return false;
  const words = bare.split(/[ \t]+/);
  if (TITLE.test(words[0]!)) return false;
  if (words.every((w) => isCommonWord(w) || TEAM_KINDS.has(w.toLowerCase()))) return false;
  if (isCommonWord(words[0]!) && words.length === 1) return false;
  if (words.length <= 3 && isFirstName(words[0]!) && words.length > 1) return false;
  if (PLACES.has(bare) || PLACES.has(words[0]!)) return false;
  return true;
}

function push(spans: Span[], start: number, value: string, score: number, reason: string): void {
  const span = makeSpan('ORGANIZATION', start, start + value.length, score, 'org-phrase');
  span.reason = reason;
  spans.push(span);
}

/** Adds the organisations named by a firm's own phrases in `folded` to `spans`. */
export function orgPhrases(folded: string, spans: Span[]): void {
  if (!GATE.test(folded)) return;
  for (const m of matchesOf(BEFORE, folded)) {
    const at = m.index + m[0].length;
    const value = nameAt(folded, at);
    if (!value || !firmLike(value)) continue;
    push(spans, at, value, 0.72, `organisation named after "${m[0].trim()}"`);
  }
  for (const m of matchesOf(DE_CHOSEN, folded)) {
    const value = m[1]!;
    if (!firmLike(value)) continue;
    push(spans, m.index + m[0].indexOf(value, 3), value, 0.72, 'organisation the reader chose');
  }
  for (const m of matchesOf(TEAM_AFTER, folded)) {
    const value = m[1]!;
    const words = value.split(/[ \t]+/);
    if (words.some((w) => TEAM_KINDS.has(w.toLowerCase())) || !firmLike(value)) continue;
    if (isFirstName(words[0]!)) continue;
    push(
      spans,
      m.index + m[0].indexOf(value),
      value,
      TEAM_SCORE,
      'organisation signing as its team',
    );
  }
  for (const m of matchesOf(TEAM_BEFORE, folded)) {
    const at = m.index + m[0].length;
    const value = nameAt(folded, at);
    if (!value || !firmLike(value)) continue;
    // The team's line holds only the name.
    if (!/^[ \t.!]*(?:\n|$)/u.test(folded.slice(at + value.length, at + value.length + 4)))
      continue;
    push(spans, at, value, TEAM_SCORE, 'organisation signing as its team');
  }
  for (const m of matchesOf(DESK_IN_TEXT, folded)) {
    const value = m[1]!;
    const words = value.split(/[ \t]+/);
    if (words.some((w) => TEAM_KINDS.has(w.toLowerCase())) || !firmLike(value)) continue;
    if (isFirstName(words[0]!)) continue;
    push(spans, m.index, value, 0.7, 'organisation named by its customer desk');
  }
  for (const m of matchesOf(COPYRIGHT, folded)) {
    const at = m.index + m[0].length;
    const value = nameAt(folded, at);
    if (!value || !firmLike(value)) continue;
    push(spans, at, value, 0.75, 'holder of the copyright notice');
  }
  for (const m of matchesOf(REGULATED, folded)) {
    const value = m[1]!;
    if (!firmLike(value) || isFirstName(value.split(/[ \t]+/)[0]!)) continue;
    push(spans, m.index, value, 0.75, 'firm named in its regulatory statement');
  }
}
