/**
 * Date forms the general date parser leaves out: a day and month without a year in running text
 * ("collected on 05/28", "am 19.02.", "du 14/10", "Забор крови 26.03."), a month abbreviation
 * between hyphens ("8-dic-2025", "14-Mar-2025") and the Russian formal day in quotes
 * ("«13» ноября 2025 г.", folded to straight quotes).
 */
import type { Span } from '../../span';
import { makeSpan, safeRecognizer } from '../helpers';
import { MONTHS } from './months';
import { matchesOf } from '../text-helpers';

/** Prepositions that introduce a date in the seven languages. */
const DATE_PREPOSITION =
  '(?:on|by|from|until|since|am|vom|bis|zum|seit|ab|du|le|au|dès|del|dal|al|il|entro|el|desde|hasta|em|até|до|с|по|от|на)';

/** "on 05/28", "am 19.02.", "du 14/10": a day and a month after a preposition. */
const AFTER_PREPOSITION = new RegExp(
  `(?<![\\p{L}\\p{N}])${DATE_PREPOSITION}[ \\t]+(\\d{1,2})([/.])(\\d{1,2})\\.?(?![\\p{L}\\p{N}]|[/.,:]\\d)`,
  'giu',
);

/** "26.03." anywhere: two digits, a dot, two digits and the closing dot of the German form. */
const DOTTED = /(?<![\p{L}\p{N}.,/:-])(\d{2})\.(\d{2})\.(?![\p{L}\p{N}]|[ \t]?\d)/gu;

/** A month abbreviation of the seven languages between hyphens or slashes: "8-dic-2025". */
const HYPHENATED = new RegExp(
  '(?<![\\p{L}\\p{N}])\\d{1,2}([-/])(?:jan|janv|feb|févr|fev|fév|mar|mär|apr|avr|abr|may|mai|mag|mayo|jun|juin|giu|jul|juil|lug|aug|ago|août|sep|sept|set|oct|okt|ott|out|nov|dec|déc|dez|dic|ene|gen)\\.?\\1(?:\\d{4}|\\d{2})(?![\\p{L}\\p{N}])',
  'giu',
);

/**
 * A whole numeric date ("11/13/2022", "05.03.2024", "2024-03-05") standing alone: the general
 * parser can pair its digits with a neighbouring table cell ("3214 11/13") and lose it.
 */
const NUMERIC_DATE =
  /(?<![\p{L}\p{N}./:]|(?<!\.)-)(?:(\d{1,2})([/.-])(\d{1,2})\2(?:19|20)\d{2}|(?:19|20)\d{2}-(\d{2})-(\d{2}))(?![\p{L}\p{N}]|[./:-]\d)/gu;

/** Russian months in the genitive, as dates write them. */
const RU_MONTHS =
  'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря';

/** «13» ноября 2025 г. — the day in quotes (guillemets fold to '"'). */
const QUOTED_DAY = new RegExp(
  `"\\d{1,2}"[ \\t\\n]+(?:${RU_MONTHS})[ \\t\\n]+\\d{4}(?:[ \\t]*г(?:ода|\\.)?)?`,
  'giu',
);

/**
 * Month names of the seven languages and their abbreviations (three letters or more of the name:
 * "Febr", "sett", "дек"), lower-cased. The patterns below capture a word and look it up here: one
 * alternation of every month word tried at every position would cost more than all the rest.
 */
const MONTH_WORDS: ReadonlySet<string> = (() => {
  const words = new Set<string>();
  for (const names of Object.values(MONTHS)) {
    for (const name of names) {
      const lower = name.toLowerCase();
      for (let n = 3; n <= lower.length; n++) words.add(lower.slice(0, n));
    }
  }
  return words;
})();

const isMonthWord = (word: string | undefined) =>
  word !== undefined && MONTH_WORDS.has(word.toLowerCase());

/**
 * A day range before its month: "del 10 al 24 de marzo de 2025", "between 3 and 17 March",
 * "from 5 to 9 June", "vom 3. bis 17. März", "с 8 по 20 октября": the first day has no month of
 * its own, so the parser reads only the second; the whole range is the date. Group 2 is the month.
 */
const DAY_RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:from|between|del|desde|entre|du|vom|von|zwischen|dal|tra|fra|de|с|от)[ \\t]+` +
    `(\\d{1,2}(?:\\.|º|er|st|nd|rd|th)?[ \\t]*(?:al|to|and|till|until|y|hasta|au|et|bis|und|a|e|и|по|до|-|–)[ \\t]*` +
    `\\d{1,2}(?:\\.|º|st|nd|rd|th)?[ \\t]+(?:(?:de|of)[ \\t]+)?(\\p{L}{3,10})\\.?(?:,?[ \\t]+(?:de[ \\t]+)?(?:19|20)\\d{2}(?:[ \\t]*г(?:ода|\\.)?)?)?)(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * A day, a month abbreviated with its dot and a year the parser does not read: "3. Febr. 2025",
 * "14 Sept. 2024", "5 Jan. '24", "Febr. 1, 2025". Found from the dot and the year after it (rare,
 * so cheap to look for); the month word and the day before it are checked from there.
 */
const ABBREVIATED_TAIL =
  /(?<=\p{L})\.[ \t]+(?:(\d{1,2})(?:st|nd|rd|th)?,?[ \t]+)?(?:'\d{2}|(?:19|20)\d{2})(?![\p{L}\p{N}])/gu;
/** The month word right before the dot. */
const WORD_BEFORE = /(?<![\p{L}\p{N}.])\p{L}{3,9}$/u;
/** The day before the month word ("3. ", "14 ", "1st "). */
const DAY_BEFORE = /(?<![\p{L}\p{N}.])\d{1,2}(?:\.|st|nd|rd|th|er|º)?[ \t]+$/u;

/** The start of an abbreviated date whose dot and year are at `tail`, or -1. */
function abbreviatedStart(folded: string, tail: RegExpMatchArray): number {
  const at = tail.index ?? 0;
  const word = WORD_BEFORE.exec(folded.slice(Math.max(0, at - 10), at))?.[0];
  if (!word || !isMonthWord(word)) return -1;
  const wordStart = at - word.length;
  // "Febr. 1, 2025": the day follows the month; otherwise it comes before ("3. Febr. 2025").
  if (tail[1] !== undefined) return wordStart;
  const day = DAY_BEFORE.exec(folded.slice(Math.max(0, wordStart - 8), wordStart))?.[0];
  return day ? wordStart - day.length : -1;
}

/** A whole numeric date whose day and month may be repeated short elsewhere ("07/01/2025"). */
const FULL_NUMERIC = /(?<![\p{N}])(\d{2})([/.-])(\d{2})\2(?:19|20)\d{2}(?![\p{N}])/gu;

/**
 * A short date standing alone ("07/01", "23.02") that repeats the day and month of a full date of
 * the same text ("admitted on 07/01/2025" ... "Test 07/01 07/09 Reference"): the column headers
 * of a results table, a follow-up note.
 */
function repeatedShortDates(folded: string): Span[] {
  const shorts = new Set<string>();
  for (const m of matchesOf(FULL_NUMERIC, folded)) shorts.add(`${m[1]}${m[2]}${m[3]}`);
  const spans: Span[] = [];
  if (shorts.size === 0) return spans;
  const SHORT = /(?<![\p{L}\p{N}./:-])(\d{2})([/.-])(\d{2})\.?(?![\p{L}\p{N}]|[./:-]\d)/gu;
  for (const m of matchesOf(SHORT, folded)) {
    if (!shorts.has(`${m[1]}${m[2]}${m[3]}`)) continue;
    const span = makeSpan('DATE', m.index, m.index + m[0].length, 0.75, 'day-month');
    span.reason = 'day and month of a full date written elsewhere in the text';
    spans.push(span);
  }
  return spans;
}

/** True when two numbers can be a day and a month in either order. */
function dayAndMonth(a: string, b: string): boolean {
  const x = Number(a);
  const y = Number(b);
  if (x < 1 || y < 1) return false;
  return (x <= 12 && y <= 31) || (y <= 12 && x <= 31);
}

/**
 * The formal day of a signature clause: "20th day of October, 2025", "a los 20 días del mes de
 * octubre de 2025", "aos 20 dias do mês de outubro de 2025" (the month word is checked).
 */
const DAY_OF_MONTH =
  /(?<![\p{L}\p{N}])\d{1,2}(?:st|nd|rd|th)?[ \t\n]+(?:day[ \t\n]+of|d[ií]as[ \t\n]+del?[ \t\n]+mes[ \t\n]+de|dias[ \t\n]+do[ \t\n]+mês[ \t\n]+de)[ \t\n]+(\p{L}+),?[ \t\n]+(?:de[ \t\n]+)?(?:19|20)\d\d(?![\p{N}])/giu;

/**
 * What the patterns above cannot match without, looked for first (a literal scan is far cheaper
 * than a pattern tried at every word or digit, and most pages have none): two digits joined by
 * '/', '.' or '-' (`AFTER_PREPOSITION`, `DOTTED`, `NUMERIC_DATE`), a digit and a letter joined by
 * one (`HYPHENATED`), the clause words of `DAY_OF_MONTH`.
 */
const DIGIT_JOIN_DIGIT = /\d[/.-]\d/;
const DIGIT_JOIN_LETTER = /\d[-/]\p{L}/u;
const DAY_OF_MONTH_WORDS =
  /(?:day[ \t\n]+of|d[ií]as[ \t\n]+del?[ \t\n]+mes[ \t\n]+de|dias[ \t\n]+do[ \t\n]+mês[ \t\n]+de)/iu;

/** Full month names of the seven languages, lower-cased, with Russian's nominative forms. */
const FULL_MONTHS: ReadonlySet<string> = new Set([
  ...Object.values(MONTHS).flatMap((names) => names.map((n) => n.toLowerCase())),
  ...'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь'.split(' '),
]);

/** A year of this era, standing alone as a number. */
const YEAR = /(?<![\p{L}\p{N}.,/-])(?:19|20)\d{2}(?![\p{L}\p{N}]|[.,/-]\d)/gu;

/** The month name (and a Spanish or Portuguese "de") right before a year. */
const MONTH_BEFORE_YEAR = /(?<![\p{L}])(\p{L}{3,9})(?:[ \t]+(?:de|del))?[ \t]+$/u;

/**
 * A month and its year without a day ("Période : Janvier 2024", "Abrechnungsmonat: Mai 2025",
 * "Janeiro de 2024", "март 2024 г."): a pay or billing period, which the parser reads in some
 * languages only. Only a full month name counts ("Mars", "Mai" as words are still months here).
 */
function monthYears(folded: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const y of matchesOf(YEAR, folded)) {
    const before = MONTH_BEFORE_YEAR.exec(folded.slice(Math.max(0, y.index - 16), y.index));
    if (!before || !FULL_MONTHS.has(before[1]!.toLowerCase())) continue;
    let end = y.index + y[0].length;
    const tail = /^[ \t]?г\./u.exec(folded.slice(end, end + 3));
    if (tail) end += tail[0].length;
    out.push([y.index - before[0].length, end]);
  }
  return out;
}

/** Recognises short and special written dates. */
export const dayMonthRecognizer = safeRecognizer('day-month', ['DATE'], ({ folded }) => {
  const spans: Span[] = [];
  const push = (start: number, end: number, score: number, reason: string) => {
    const span = makeSpan('DATE', start, end, score, 'day-month');
    span.reason = reason;
    spans.push(span);
  };
  const digitJoin = DIGIT_JOIN_DIGIT.test(folded);
  if (digitJoin)
    for (const m of matchesOf(AFTER_PREPOSITION, folded)) {
      const [all, a = '', sep, b = ''] = m;
      // "3/4" is a fraction; the German form needs its closing dot ("am 19.02.").
      if ((a.length === 1 && b.length === 1) || !dayAndMonth(a, b)) continue;
      if (sep === '.' && !all.endsWith('.')) continue;
      const end = m.index + all.length;
      push(end - all.length + all.search(/\d/), end, 0.7, 'day and month after a date preposition');
    }
  if (digitJoin)
    for (const m of matchesOf(DOTTED, folded)) {
      if (!dayAndMonth(m[1]!, m[2]!) || Number(m[2]) > 12) continue;
      push(m.index, m.index + m[0].length, 0.65, 'day and month with closing dots ("14.03.")');
    }
  if (digitJoin)
    for (const m of matchesOf(NUMERIC_DATE, folded)) {
      const [, a, , b, month, day] = m;
      if (a !== undefined && b !== undefined ? !dayAndMonth(a, b) : !dayAndMonth(day!, month!))
        continue;
      if (month !== undefined && Number(month) > 12) continue;
      push(m.index, m.index + m[0].length, 0.8, 'numeric date');
    }
  if (DIGIT_JOIN_LETTER.test(folded))
    for (const m of matchesOf(HYPHENATED, folded))
      push(m.index, m.index + m[0].length, 0.8, 'day, abbreviated month and year');
  for (const m of matchesOf(DAY_RANGE, folded)) {
    if (!isMonthWord(m[2])) continue;
    const end = m.index + m[0].length;
    push(end - m[1]!.length, end, 0.85, 'a range of days before their month');
  }
  for (const m of matchesOf(ABBREVIATED_TAIL, folded)) {
    const start = abbreviatedStart(folded, m);
    if (start >= 0)
      push(start, m.index + m[0].length, 0.85, 'day, month abbreviated with a dot, year');
  }
  spans.push(...repeatedShortDates(folded));
  if (DAY_OF_MONTH_WORDS.test(folded))
    for (const m of matchesOf(DAY_OF_MONTH, folded))
      if (isMonthWord(m[1]))
        push(m.index, m.index + m[0].length, 0.9, 'day of the month written out in a clause');
  for (const [start, end] of monthYears(folded)) push(start, end, 0.7, 'month and year');
  for (const m of matchesOf(QUOTED_DAY, folded))
    push(m.index, m.index + m[0].length, 0.85, 'day in quotes before a month');
  return spans;
});
