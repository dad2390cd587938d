/**
 * The town of a letter's, a judgment's or a statement's place-and-date line ("Canterbury, 12
 * December 2026", "Essen, den 8. Juli 2024", "Toulouse, le 18 novembre 2025", "Braga, em
 * 15-07-2025", "Москва, «12» мая 2025 г.") and the town after a signing formula ("Given at
 * Torquay", "Signed at Wellingborough", "Fait à Lyon", "Firmado en Alicante", "Ausgefertigt in
 * Essen", "Fatto a Bologna", "Assinado em Braga", "Составлено в г. Самара"): the line's form says
 * the word is a place, listed or not. Only the town is the span; the date is the date reader's.
 */
import type { Span } from '../span';
import { CALENDAR_WORDS, WEEKDAYS } from './dates/months';
import { makeSpan, safeRecognizer } from './helpers';
import { isCommonWord, isFirstName } from './name-evidence';
import { matchesOf } from './text-helpers';

/** A capitalised word of a town's name, in title case or capitals, hyphenated parts allowed. */
const WORD =
  "(?:\\p{Lu}[\\p{Ll}'’]+|\\p{Lu}{2,}(?![\\p{Ll}]))(?:-(?:\\p{Lu}[\\p{Ll}'’]+|\\p{Lu}{2,}|\\p{Ll}{2,3}-\\p{Lu}[\\p{Ll}]+))*";

/** Link words inside a town's name ("Castelo de Vide", "Frankfurt am Main", "Stratford upon Avon"). */
const LINK = '(?:de|del|di|da|do|dos|das|du|des|la|le|les|sur|am|im|an der|upon|on|en|na)';

/** A town: one to four words, link words between them. */
const TOWN = `${WORD}(?:[ ](?:${LINK}[ ])?${WORD}){0,3}`;

/** Month words of the seven languages, full or cut short ("Dec.", "sept.", "мая", "Jänner"). */
const MONTH_STARTS =
  'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|janv|févr|fév|avr|mai|juin|juil|août|déc|jän|mär|okt|dez|genn|febb|magg|giu|lug|sett|ott|fev|set|out|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек';

/** The starts above in either case of their first letter ("[Dd]ec"): no `i` flag over \p{L}. */
const MONTH = `(?:${MONTH_STARTS.split('|')
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|')})\\p{L}*\\.?`;

/** The date after the comma: day and month word, a numeric date, or month first. */
const DATE = `(?:\\d{1,2}(?:\\.|º|°|er|st|nd|rd|th)?[ ]+(?:de[ ]+)?${MONTH}|["«]?\\d{1,2}["»]?[ ]+${MONTH}|\\d{1,2}[./-]\\d{1,2}[./-](?:19|20)?\\d\\d|(?:19|20)\\d\\d-\\d\\d-\\d\\d|${MONTH}[ ]+\\d{1,2}(?:st|nd|rd|th)?,?[ ]+(?:19|20)\\d\\d)`;

/** A form's "place and date" label before the town ("Place, date: Canterbury, 12/09/2025"). */
const PLACE_DATE_LABEL =
  '(?:[Pp]lace(?:,|[ ]and)[ ][Dd]ate|[Oo]rt(?:,|[ ]und)[ ][Dd]atum|[Ll]ieu(?:,|[ ]et)[ ][Dd]ate|[Ll]ugar[ ]y[ ][Ff]echa|[Ll]uogo[ ]e[ ][Dd]ata|[Ll]ocal[ ]e[ ][Dd]ata|[Мм]есто(?:,|[ ]и)[ ]дата)[ \\t]*:[ \\t]*';

/**
 * A line (or a right-aligned cell after a wide gap) opening with a town, a comma, maybe the
 * language's article or preposition, and a date.
 */
const PLACE_DATE = new RegExp(
  `(?:^|(?<=[ \\t]{3})|(?<=${PLACE_DATE_LABEL}))[ \\t]*(${TOWN})[ \\t]*,[ \\t]*(?:(?:le|den|am|el|il|lì|li|a|à|em|the|on)[ \\t]+)?${DATE}(?![\\p{L}\\p{N}])`,
  'gmu',
);

/** Signing formulas before a town in the seven languages (the town is read after them). */
const SIGNED_AT = new RegExp(
  `(?<![\\p{L}])(?:(?:given|signed|done|dated|made|executed|issued|sworn)[ \\t]+at|fait[ \\t]+à|sign[ée]e?[ \\t]+à|établi[ \\t]+à|(?:hecho|firmado|dado|otorgado|expedido)[ \\t]+en|(?:ausgefertigt|unterzeichnet|gegeben|unterschrieben)[ \\t]+(?:in|zu)|(?:fatto|firmato|dato|redatto|rilasciato)[ \\t]+a|(?:feito|assinado|dado|lavrado|emitido)[ \\t]+em|(?:составлено|подписано|выдано)[ \\t]+в(?:[ \\t]+г\\.)?)[ \\t]+`,
  'giu',
);

/** The town right after a signing formula, case-sensitive (a capital must open it). */
const TOWN_AT = new RegExp(`${TOWN}(?![\\p{L}])`, 'uy');

/**
 * A birthplace after a date of birth ("geboren am 19.09.1985 in Offenbach am Main", "born on 3
 * May 1980 in St Andrews", "né le 3 mai 1980 à Saint-Malo", "Nascido/a a 1 de outubro de 1976 em
 * Viana do Castelo", "nato il 3/5/1980 a Bra", "родился 03.05.1980 в г. Ковров"). The date's year
 * closes the clause, the preposition opens the town.
 */
const BORN_IN = new RegExp(
  `(?<![\\p{L}])(?:born|geboren|née?|nacid[oa]|nat[oa]|nascid[oa]|родил\\p{L}*|рожд\\p{L}*)(?:/a)?[^\\n]{0,40}?(?:19|20)\\d\\d(?:[ \\t]*г\\.)?,?[ \\t]+(?:in|à|en|a|em|в|во)[ \\t]+(?:г\\.[ \\t]*)?`,
  'giu',
);

/** Cheap literal gates: a comma before a digit or a month word, or a signing verb. */
const PLACE_DATE_GATE = /,[ \t]*(?:\p{Ll}{1,3}[ \t]+)?["«\d\p{L}]/u;
const BIRTH_GATE = /born|geboren|née?[ \t]|nacid|nat[oa][ \t]|nascid|родил|рожд/iu;
const SIGNED_GATE =
  /(?:\bat\b|[ \t]à[ \t]|[ \t]en[ \t]|[ \t]in[ \t]|[ \t]zu[ \t]|[ \t]a[ \t]|[ \t]em[ \t]|[ \t]в[ \t])/iu;

/** Words that open such a line without naming a place (weekdays, labels, greetings, headings). */
const NOT_A_TOWN = new Set([
  ...WEEKDAYS,
  'date',
  'dated',
  'datum',
  'fecha',
  'data',
  'дата',
  'le',
  'the',
  'on',
  'am',
  'el',
  'il',
  'em',
  'den',
  'today',
  'heute',
  'hoy',
  'oggi',
  'hoje',
  "aujourd'hui",
  'сегодня',
  'signed',
  'signature',
  'unterschrift',
  'firma',
  'assinatura',
  'подпись',
  'issued',
  'invoice',
  'rechnung',
  'factura',
  'facture',
  'fattura',
  'fatura',
  'счёт',
  'счет',
  'page',
  'seite',
  'página',
  'pagina',
  'tel',
  'phone',
]);

/**
 * A preposition opening the line before the town ("En Sevilla, a 23 de febrero", "In Bath, on"),
 * maybe after a signing verb ("Firmado en Alcalá, a 3 de marzo"); "A Coruña" keeps its article.
 */
const LEADING_PREPOSITION =
  /^(?:(?:Firmado|Hecho|Dado|Otorgado|Expedido|Fatto|Firmato|Dato|Redatto|Feito|Assinado|Lavrado|Emitido)[ ]+(?:en|a|à|em)|En|In|À|Em|Na|No|Nel|Zu|В|Г\.|г\.)[ ]+/u;

/** A Russian patronymic: the words are a person's full name ("Новиков Андрей Андреевич"). */
const PATRONYMIC = /(?:ович|евич|ич|овна|евна|ична|инична)$/u;

/**
 * The town of a matched name, or undefined: a leading preposition is dropped, the name ends
 * before a calendar word ("Portland on July"), and weekdays, labels, common words and persons'
 * names (a first name or a patronymic among the words) are no towns.
 */
function townOf(name: string): string | undefined {
  const lead = LEADING_PREPOSITION.exec(name)?.[0] ?? '';
  let words = name.slice(lead.length).split(/[ ]+/);
  const calendar = words.findIndex((w) => CALENDAR_WORDS.has(w.toLowerCase()));
  if (calendar >= 0) words = words.slice(0, calendar);
  while (words.length > 0 && /^\p{Ll}/u.test(words[words.length - 1]!)) words.pop();
  const first = words[0];
  if (first === undefined || NOT_A_TOWN.has(first.toLowerCase())) return undefined;
  if (words.length === 1 && isCommonWord(first)) return undefined;
  // "Maria Rossi, 12/03/2024" in a log: a person's name, not a town.
  if (words.length > 1 && words.some((w) => isFirstName(w) && !isCommonWord(w))) return undefined;
  if (words.some((w) => PATRONYMIC.test(w))) return undefined;
  return words.join(' ');
}

/** Recognises the town of a place-and-date line and the town after a signing formula. */
export const placeDateLineRecognizer = safeRecognizer(
  'place-date-line',
  ['LOCATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    if (PLACE_DATE_GATE.test(folded))
      for (const m of matchesOf(PLACE_DATE, folded)) {
        // "Essen, den 8. Juli" names a town even where the word is also a noun; without the
        // article a common word opening the line is read as one ("Total, 12 March").
        const article = /,[ \t]*(?:le|den|am|el|il|lì|li|a|à|em)[ \t]/iu.test(m[0]);
        const name = m[1]!;
        const town =
          townOf(name) ??
          (article && !name.includes(' ') && !NOT_A_TOWN.has(name.toLowerCase())
            ? name
            : undefined);
        if (town === undefined) continue;
        const start = m.index + m[0].indexOf(name) + name.indexOf(town);
        const span = makeSpan('LOCATION', start, start + town.length, 0.7, 'place-date-line');
        span.reason = 'town of a place-and-date line';
        spans.push(span);
      }
    if (BIRTH_GATE.test(folded))
      for (const m of matchesOf(BORN_IN, folded)) {
        TOWN_AT.lastIndex = m.index + m[0].length;
        const name = TOWN_AT.exec(folded)?.[0];
        const town = name === undefined ? undefined : townOf(name);
        if (town === undefined) continue;
        const start = m.index + m[0].length;
        const span = makeSpan('LOCATION', start, start + town.length, 0.75, 'place-date-line');
        span.reason = 'birthplace after the date of birth';
        spans.push(span);
      }
    if (SIGNED_GATE.test(folded))
      for (const m of matchesOf(SIGNED_AT, folded)) {
        TOWN_AT.lastIndex = m.index + m[0].length;
        const name = TOWN_AT.exec(folded)?.[0];
        const town = name === undefined ? undefined : townOf(name);
        if (town === undefined) continue;
        const start = m.index + m[0].length;
        const span = makeSpan('LOCATION', start, start + town.length, 0.7, 'place-date-line');
        span.reason = `town after "${m[0].trim()}"`;
        spans.push(span);
      }
    return spans;
  },
);
