/**
 * A day, a month abbreviated without its dot, and a year: "7 Mär 2026", "23 gen 2026", "22 mag
 * 2026", "5 Okt 2025", "14 set 2024", the short forms of German, Italian and Portuguese tables
 * and portals. The general parser reads these months only in full or with a dot in some
 * languages (and day-month.ts only with the dot), so they went unread, and the address reader
 * took "7 Mär 2026" on a line of its own for a house number and a street. A day of one or two
 * digits, a month word and a four-digit year of this era together are a date in any language.
 */
import type { Span } from '../../span';
import { makeSpan, safeRecognizer } from '../helpers';
import { matchesOf } from '../text-helpers';
import { MONTHS, isMonthWord } from './months';
import { weekdayBefore } from './weekday-abbreviations';

/** Day (maybe with its German dot), a short word, a year: the month word is checked after. */
const SHORT_MONTH_DATE =
  /(?<![\p{L}\p{N}.,/:-])\d{1,2}\.?[ \t]+(\p{L}{3,5})\.?[ \t]+(?:19|20)\d{2}(?:[ \t]*г\.)?(?![\p{L}\p{N}]|[.,]\d)/gu;

/** Full month names: the general parser reads those, with the words it takes around them. */
const FULL_NAMES: ReadonlySet<string> = new Set(
  Object.values(MONTHS).flatMap((names) => names.map((n) => n.toLowerCase())),
);

/** A time printed after the date ("7 Mär 2026 14:30", "23 gen 2026, 09:15"). */
const TIME_AFTER = /,?[ \t]+\d{1,2}:\d{2}(?::\d{2})?(?![\p{N}])/uy;

/** Score: above the address fields (0.96) that read the date as a number and a street. */
const SCORE = 0.97;

/** Dates whose month is abbreviated without a dot ("7 Mär 2026", "23 gen 2026"). */
export const shortMonthDateRecognizer = safeRecognizer(
  'short-month-date',
  ['DATE'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const m of matchesOf(SHORT_MONTH_DATE, folded)) {
      const month = m[1]!;
      if (!isMonthWord(month) || FULL_NAMES.has(month.toLowerCase())) continue;
      // Led by a weekday, the date is weekday-dates.ts's (which takes the weekday in).
      if (weekdayBefore(folded, m.index) > 0) continue;
      // The day must be a day: "40 Okt 2026" is no date.
      const day = Number(/^\d+/.exec(m[0])![0]);
      if (day < 1 || day > 31) continue;
      let end = m.index + m[0].length;
      TIME_AFTER.lastIndex = end;
      const time = TIME_AFTER.exec(folded);
      if (time) end += time[0].length;
      const span = makeSpan('DATE', m.index, end, SCORE, 'short-month-date');
      span.reason = 'day, abbreviated month and year';
      spans.push(span);
    }
    return spans;
  },
);
