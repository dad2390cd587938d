import { hasContextBefore } from '../../context';
import { de, en, es, fr, it, pt, ru } from 'chrono-node';
import type { ParsedResult } from 'chrono-node';
import type { Recognizer, RecognizerInput, Span } from '../../span';
import { makeSpan } from '../text-helpers';
import { MONTH_STEMS } from './months';
import { weekdayAfter, weekdayBefore } from './weekday-abbreviations';

type Parser = { parse(text: string, ref?: Date): ParsedResult[] };

/** English runs on every page: it also reads the numeric forms (ISO, dd/mm/yyyy, mm/dd/yyyy). */
const OTHER_PARSERS: readonly (readonly [RegExp, Parser])[] = [
  [nextToNumber(MONTH_STEMS.es), es.casual],
  [nextToNumber(MONTH_STEMS.fr), fr.casual],
  [nextToNumber(MONTH_STEMS.de), de.casual],
  [nextToNumber(MONTH_STEMS.it), it.casual],
  [nextToNumber(MONTH_STEMS.pt), pt.casual],
  [nextToNumber(MONTH_STEMS.ru), ru.casual],
];

/**
 * A month stem right next to a number ("15 de marzo", "1er mars", "15. März", "März 2024",
 * "15 марта"): an accepted written date needs a day or a year beside its month, so a line without
 * one ("Marta Navarro 735,18") is not worth the language's costly parser.
 */
function nextToNumber(stems: RegExp): RegExp {
  const stem = stems.source;
  return new RegExp(
    `\\d(?:er|º|ª|o)?\\.?[ \\t]*(?:de[ \\t]+|del[ \\t]+)?${stem}|${stem}\\p{L}*\\.?[ \\t,]*(?:de[ \\t]+)?\\d`,
    'iu',
  );
}

/**
 * A piece every date the English parser can return and `accept` keeps holds, in its block:
 * chrono's month names (every one starts with one of these stems), "month" ("end of month"),
 * its casual words ("today", "tonight", "now"), or a numeric date shape (its slash, ISO,
 * month/year and year-month-day forms). Results without a certain month, or tagged relative,
 * casual or weekday, are never kept, so a block without any of these yields nothing kept and
 * the parser (its cost grows with the text it reads) does not read it. Case-insensitive and
 * without the u flag, as chrono's own patterns are.
 */
const EN_DATE_PIECE =
  /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|month|now|today|tomorrow|overmorrow|tmr|yesterday|night|(?:^|\D)[0-3]?\d[-./][0-3]?\d|\d{4}-\d|\d\/\d{4}|\d{4}[-./\s]\d{1,2}[-./\s]\d/i;

/** True when the English parser may find a date `accept` keeps in `block` (see EN_DATE_PIECE). */
export function mayHoldEnglishDate(block: string): boolean {
  return EN_DATE_PIECE.test(block);
}

/** A fixed reference keeps results deterministic (only the span matters, never the value). */
const REFERENCE = new Date(2000, 0, 1);

/** Labels that make a date a date of birth, the most sensitive kind. */
const BIRTH_CONTEXT =
  /(?:\bDOB\b|\bD\.O\.B\b|\bborn\b|birth|geburtsdatum|geboren|\bgeb\.|nacimiento|nacid[oa]|naissance|\bné[e]?\b|nascita|nat[oa]\b|nascimento|nascid[oa]|рождения|родил)/iu;

/** Chrono tags of phrases relative to now ("in 3 days", "today"): they identify nobody. */
const RELATIVE_TAG = /relativeDate|casualReference|Casual|TimeUnit|Weekday/;

/** A character that glues the candidate to a longer token (versions, IPs, section numbers). */
const GLUE_BEFORE = /[\p{L}\p{N}._/:-]/u;

/** Written month (any language): the result holds at least one letter besides an ordinal/"de". */
const HAS_MONTH_WORD = /\p{L}{3,}/u;

/** Prepositions and articles the parsers include before a date. */
const LEADING_WORD =
  /^(?:(?:am|an|im|il|lo|le|la|el|en|em|no|na|on|at|in|the|de|du|dal|del|vom|ab|bis|since|from|until|в|во|от|с|по|до)[ \t]+)+/iu;

/**
 * A time after the date ("a las 07:45", "à 10h30", "um 07:45 Uhr"): its words ("las") must not
 * pass for a month name, so the date is judged without it (the span keeps it).
 */
const TIME_TAIL =
  /(?:(?<=\d)T|[ \t,]*)(?:(?:at|a las|a la|à|as|às|um|alle|ore|в)[ \t]+)?\d{1,2}[:h]\d{2}(?::\d{2})?(?:[ \t]*(?:am|pm|uhr|h))?$/iu;

/** A month abbreviation right before a candidate that starts with a number. */
const MONTH_BEFORE =
  /(?:^|[^\p{L}])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?[ \t]+$/iu;

/** A month word right after a candidate that ends with a two-digit number. */
const MONTH_AFTER =
  /^\.?[ \t]+(?:jan|ene|gen|feb|fév|fev|mar|mär|apr|avr|abr|may|mai|mag|jun|juin|giu|jul|juil|lug|aug|ago|aoû|sep|set|oct|okt|ott|out|nov|dec|déc|dez|dic)/iu;

/** A candidate that starts with a month word (not with "on", "the", "de" before the day). */
const MONTH_FIRST =
  /^(?:jan|ene|gen|feb|fév|fev|mar|mär|apr|avr|abr|may|mai|mag|jun|juin|giu|jul|juil|lug|aug|ago|aoû|sep|set|oct|okt|ott|out|nov|dec|déc|dez|dic)/iu;

function accept(result: ParsedResult, index: number, text: string): boolean {
  const t = result.text.replace(TIME_TAIL, '');
  if (!/\d/.test(t)) return false; // "today", "Monday", "March" alone
  const tags = [...result.tags()].join(' ');
  if (RELATIVE_TAG.test(tags)) return false;
  const start = result.start;
  if (!start.isCertain('month')) return false; // times alone, "in 2024"
  const wordMonth = HAS_MONTH_WORD.test(t.replace(/\b(?:at|on|de|of|the|du|le|г)\b/giu, ''));
  const day = start.isCertain('day');
  const year = start.isCertain('year');
  // Numeric forms need all three parts: "3/4" is a ratio, "12/25" an expiry date.
  if (!wordMonth && !(day && year)) return false;
  if (wordMonth && !day && !year) return false;
  const before = text[index - 1] ?? ' ';
  const after = text.slice(index + t.length, index + t.length + 2);
  if (!wordMonth && (GLUE_BEFORE.test(before) || /^(?:\d|[./:-]\d)/.test(after))) return false;
  if (wordMonth && /\d/.test(before)) return false;
  // "May 21 Mar 23" (two row dates): "21 Mar 23" steals the first date's day.
  // But "mar 4 mar 2026" is Tuesday the 4th in Spanish, French and Italian: "mar" before a
  // date with its full year is the weekday.
  const monthBefore = MONTH_BEFORE.exec(text.slice(Math.max(0, index - 6), index));
  if (/^\d/.test(t) && monthBefore && !(/^\W?mar\.?\s+$/iu.test(monthBefore[0]) && /\d{4}/.test(t)))
    return false;
  // "17 may 19 jun", "16. Juni 9. Sep.": the "year" is the next row date's day; and in
  // "5 jul 9 abr", "jul 9" takes the first date's month.
  if (/ \d{1,2}$/.test(t) && MONTH_AFTER.test(text.slice(index + t.length, index + t.length + 8)))
    return false;
  // Only where the candidate starts with the month itself: "on 28 February 2024" after an IP
  // address or an amount is a date of its own.
  if (MONTH_FIRST.test(t) && /\d[ \t]$/.test(text.slice(Math.max(0, index - 2), index)))
    return false;
  // "Feb 9 46041899" in a table row: the next cell's digits are no year of this date.
  if (wordMonth && /\d$/.test(t) && /^\d/.test(after)) return false;
  if (year && (start.get('year') ?? 0) > 2100) return false;
  return true;
}

/** A parser's result and its offset in the whole text. */
interface Found {
  r: ParsedResult;
  index: number;
}

/**
 * The parsers' results on each block of consecutive lines holding a digit: a date needs one, and
 * chrono's cost grows with the text it reads, so the lines without one (most of a letter) are
 * skipped while a table full of dates is still read in one call. Line breaks become `\u0001`
 * inside a block, so no date straddles them.
 */
function parseLines(folded: string): Found[] {
  const results: Found[] = [];
  const parse = (from: number, to: number) => {
    const block = folded.slice(from, to).replace(/[\n\r]/g, '\u0001');
    if (mayHoldEnglishDate(block))
      for (const r of en.casual.parse(block, REFERENCE)) results.push({ r, index: from + r.index });
    // The other languages' parsers are costly and only add written months: each reads just the
    // lines of the block that hold one of its month stems.
    for (const [stems, parser] of OTHER_PARSERS) {
      if (!stems.test(block)) continue;
      let offset = 0;
      for (const line of block.split('\u0001')) {
        if (stems.test(line) && /\d/.test(line)) {
          for (const r of parser.parse(line, REFERENCE)) {
            results.push({ r, index: from + offset + r.index });
          }
        }
        offset += line.length + 1;
      }
    }
  };
  let blockStart = -1;
  let blockEnd = -1;
  for (const m of folded.matchAll(/[^\n\f\r]*/g)) {
    if (m[0].length === 0) continue;
    const hasDigit = /\d/.test(m[0]);
    const joins = hasDigit && blockStart >= 0 && !folded.slice(blockEnd, m.index).includes('\f');
    if (hasDigit && joins) {
      blockEnd = m.index + m[0].length;
      continue;
    }
    if (blockStart >= 0) parse(blockStart, blockEnd);
    blockStart = hasDigit ? m.index : -1;
    blockEnd = hasDigit ? m.index + m[0].length : -1;
  }
  if (blockStart >= 0) parse(blockStart, blockEnd);
  return results;
}

/** " de" / " г." left on the line, then a year alone on the next line. */
const WRAPPED_YEAR =
  /^(?:[ \t]+(?:de|del|di))?[ \t]*\n[ \t]*(?:19|20)\d{2}(?:[ \t]*г\.?)?(?=[ \t]*(?:\n|$))/u;

/** A time right after a date: a connector word of the seven languages, or ISO's 'T'. */
// Police reports write the time approximately ("vers 21 h 40", "gegen 21:40 Uhr", "approx.
// 21:40", "hacia las 21:40", "verso le 21.40", "около 21:40").
const TIME_AFTER =
  /^(?:T|[ \t]*,?[ \t]*(?:(?:at|a[ \t]+las|a[ \t]+la|à|às|as|um|alle(?:[ \t]+ore)?|ore|в|vers|gegen|hacia(?:[ \t]+las)?|sobre[ \t]+las|verso(?:[ \t]+le)?|por[ \t]+volta[ \t]+das|около|(?:at[ \t]+)?(?:approx\.?|approximately|around|about))[ \t]+))\d{1,2}(?:[:h]\d{2}|[ \t]h[ \t]\d{2}|\.\d{2}(?=[ \t]*uhr)|(?=[ \t]*uhr))(?::\d{2})?(?:[ \t]*(?:[ap]\.?m\.?|uhr|hrs?|h)(?![\p{L}]))?/iu;

/** The rest of a time the parser cut ("… vers 21" + " h 40", "… gegen 21" + " Uhr"). */
const TIME_REST = /(?:[ \t]?h[ \t]?\d{2}|[:.]\d{2})?(?:[ \t]*(?:uhr|hrs?|h))?(?![\p{L}\p{N}])/iuy;

function find(input: RecognizerInput): Span[] {
  // Line and page breaks become a non-space so no date can straddle them; length is unchanged.
  const flat = input.folded.replace(/[\n\f\r]/g, '\u0001');
  const spans: Span[] = [];
  const seen = new Set<string>();
  for (const { r, index } of parseLines(input.folded)) {
    if (!accept(r, index, flat)) continue;
    // Parsers keep a leading preposition ("am 15. Januar", "il 15 gennaio"): not part of the date.
    const lead = LEADING_WORD.exec(r.text)?.[0].length ?? 0;
    let start = index + lead;
    let end = index + r.text.length;
    // Russian "2024 г." — chrono stops before the abbreviation's dot.
    if (/[ \t]г$/u.test(r.text) && flat[end] === '.') end++;
    // A day and month whose year a narrow cell wrapped onto the next line ("21 de enero de" /
    // "2025", "13 décembre" / "2025"): the year goes with it when it is alone on its line.
    if (r.start.isCertain('day') && !r.start.isCertain('year')) {
      const year = WRAPPED_YEAR.exec(input.folded.slice(end, end + 16));
      if (year) end += year[0].length;
    }
    // A time the parser left after the date ("14/03/2025 à 10h30", "il 14/03/2025 alle ore
    // 10:30", "2025-03-14T10:22"): the same moment, so the same box.
    if (r.start.isCertain('day')) {
      const time = TIME_AFTER.exec(input.folded.slice(end, end + 30));
      if (time) end += time[0].length;
      else if (
        /\d$/.test(r.text) &&
        /[:h ]\d{1,2}$|(?:vers|gegen|um|à|at)[ \t]+\d{1,2}$/iu.test(r.text)
      ) {
        TIME_REST.lastIndex = end;
        const rest = TIME_REST.exec(input.folded);
        if (rest && rest[0].trim() !== '') end += rest[0].length;
      }
    }
    // The Russian parser may keep the space before the day (" 19 марта 2026 г.").
    while (start < end && /\s/.test(input.folded[start]!)) start++;
    // The weekday printed with the date is part of it ("venerdì 28/08/2026", "terça-feira,
    // 14/04/2026", "19 марта 2026 г. (четверг)"), abbreviated too ("Di., 04.03.2026", "lun. 3
    // mars 2026"): the same day, so the same box (weekday-abbreviations.ts).
    start -= weekdayBefore(input.folded, start);
    end += weekdayAfter(input.folded, end);
    const key = `${start}:${end}`;
    if (seen.has(key)) continue; // numeric dates are read by every parser
    seen.add(key);
    const monthYearOnly = !r.start.isCertain('day');
    let score = monthYearOnly ? 0.7 : 0.85;
    if (hasContextBefore(input.folded, start, BIRTH_CONTEXT, 40)) score = 0.95;
    spans.push(makeSpan('DATE', start, end, score, 'date'));
  }
  return spans;
}

/** Dates in numeric and written forms of the seven OCR languages (via chrono-node), DOB boosted. */
export const dateRecognizer: Recognizer = {
  name: 'date',
  tags: ['DATE'],
  find(input) {
    try {
      return find(input);
    } catch {
      // chrono is third-party code: a parser bug must never break the whole detection pass.
      return [];
    }
  },
};
