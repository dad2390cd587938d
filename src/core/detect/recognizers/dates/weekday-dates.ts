/**
 * A weekday, in full or abbreviated, then a day and month: the way booking portals, hotel folios,
 * school registers and mail clients print a date ("Mon 02 Mar", "Mo, 02.03.", "lun. 02/03", "пн
 * 02.03", "Do, 27 Okt. 2026", "dom 23 gen 2026", "sáb., 7 de mar. de 2026 14:30"). The general
 * parser reads neither a day and month without a year nor several languages' short months
 * ("Okt.", "Mär", "gen", "mag"), and an address reader took "27 Okt. 2026" for a house number and
 * a street. The weekday in front is what makes a bare "02/03" or "23 gen" certainly a date, so
 * these spans score above the address fields they overlap.
 */
import type { Span } from '../../span';
import { makeSpan, safeRecognizer } from '../helpers';
import { matchesOf } from '../text-helpers';
import { isMonthWord } from './months';
import { isWeekdayWord } from './weekday-abbreviations';

/**
 * A word of two to eleven letters, its dot and comma, then a digit or a month word and a digit:
 * every weekday date starts so. The word is checked against the weekday lists afterwards (one
 * cheap shape instead of an alternation of sixty words at every position).
 */
const CANDIDATE =
  /(?<![\p{L}\p{N}.])(\p{L}{2,11}(?:-feira)?)\.?,?[ \t]+(?=\d|\p{L}{3,9}\.?[ \t]+\d)/gu;

/** "02/03", "02.03.", "2/3/26", "02-03-2026" (groups: day-or-month, separator, month-or-day, year). */
const NUMERIC_BODY =
  /(\d{1,2})([./-])(\d{1,2})(?:\2((?:19|20)?\d{2}))?(\.)?(?![\p{L}\p{N}]|[./:-]\d)/uy;

/** "27 Okt. 2026", "3 de mar. de 2026", "1st March", "16 февр. 2026 г." (groups: month, year). */
const WORD_BODY =
  /\d{1,2}(?:\.|st|nd|rd|th|er|º)?[ \t]+(?:de[ \t]+)?(\p{L}{3,10})\.?(?:,?[ \t]+(?:de[ \t]+)?((?:19|20)\d{2})(?:[ \t]*г\.?)?)?(?![\p{L}\p{N}])/uy;

/** "Mar 3", "March 3, 2026": the English month-first order (group: month). */
const MONTH_FIRST_BODY =
  /(\p{L}{3,9})\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?(?:,?[ \t]+(?:19|20)\d{2})?(?![\p{L}\p{N}])/uy;

/** A time printed with the date: "14:30", ", 10:30 Uhr", " à 14h30", " - 09:15". */
const TIME_TAIL =
  /(?:,|[ \t]+(?:at|um|à|às|as|alle|ore|a[ \t]+las|в|-|–))?[ \t]+\d{1,2}(?::\d{2}(?::\d{2})?|h\d{2})(?:[ \t]*(?:[ap]\.?m\.?|uhr|h))?(?![\p{L}\p{N}])/iuy;

/** A time right before the weekday ("10:30 Mon 3 Mar"). */
const TIME_BEFORE = /(?<![\p{N}:.])\d{1,2}:\d{2}(?::\d{2})?,?[ \t]+$/u;

/** Score: above the address fields (0.96) that read "27 Okt. 2026" as a number and a street. */
const SCORE = 0.97;

/** True when two numbers can be a day and a month in either order. */
function dayAndMonth(a: string, b: string): boolean {
  const x = Number(a);
  const y = Number(b);
  if (x < 1 || y < 1) return false;
  return (x <= 12 && y <= 31) || (y <= 12 && x <= 31);
}

/** The end of the date body at `at` after the weekday `word`, or -1 when none is there. */
function bodyEnd(folded: string, at: number, word: string): number {
  NUMERIC_BODY.lastIndex = at;
  const num = NUMERIC_BODY.exec(folded);
  if (num) {
    const [, a = '', sep, b = '', year, closingDot] = num;
    if (!dayAndMonth(a, b)) return -1;
    // "Do 1/2" is a fraction; "Fr. 12.05" a Swiss price in francs unless a year or the German
    // closing dot makes it a date.
    if (!year && a.length === 1 && b.length === 1) return -1;
    if (!year && sep === '.' && !closingDot && word.toLowerCase() === 'fr') return -1;
    return at + num[0].length - (closingDot && year ? 1 : 0);
  }
  WORD_BODY.lastIndex = at;
  const written = WORD_BODY.exec(folded);
  if (written && isMonthWord(written[1]!)) return at + written[0].length;
  MONTH_FIRST_BODY.lastIndex = at;
  const monthFirst = MONTH_FIRST_BODY.exec(folded);
  if (monthFirst && isMonthWord(monthFirst[1]!)) return at + monthFirst[0].length;
  return -1;
}

/** Dates led by their weekday, with or without a year, with the time printed after them. */
export const weekdayDateRecognizer = safeRecognizer('weekday-date', ['DATE'], ({ folded }) => {
  const spans: Span[] = [];
  for (const m of matchesOf(CANDIDATE, folded)) {
    const word = m[1]!;
    if (!isWeekdayWord(word)) continue;
    let end = bodyEnd(folded, m.index + m[0].length, word);
    if (end < 0) continue;
    TIME_TAIL.lastIndex = end;
    const time = TIME_TAIL.exec(folded);
    if (time) end += time[0].length;
    // "10:30 Mon 3 Mar 2026": a time printed before the weekday is the same moment.
    const lead = TIME_BEFORE.exec(folded.slice(Math.max(0, m.index - 12), m.index));
    const start = m.index - (lead ? lead[0].length : 0);
    const span = makeSpan('DATE', start, end, SCORE, 'weekday-date');
    span.reason = 'a day and month led by their weekday';
    spans.push(span);
  }
  return spans;
});
