/**
 * A month and year in digits where the line says it is a date: a range of a CV's or a
 * contract's periods ("03/2019 – 06/2022", "04.2020 - heute", "2019-03 – 2022-06", "01/2018 -
 * present") or after "since"/"seit"/"depuis"/"desde"/"dal"/"с" ("seit 04/2020"). Alone, "03/2019"
 * could be an expiry or a reference; the range or the cue makes it a period of someone's life.
 * Each month and year is its own DATE span.
 */
import type { Span } from '../../span';
import { makeSpan, safeRecognizer } from '../helpers';
import { matchesOf } from '../text-helpers';

/** A month and year: "03/2019", "3.2019", "03-2019", or year first: "2019-03", "2019/03". */
const MONTH_YEAR =
  '(?:(?:0?[1-9]|1[0-2])[/.-](?:19|20)\\d\\d|(?:19|20)\\d\\d[/.-](?:0[1-9]|1[0-2]))';

/** Words that close an open range ("until now") in the seven languages. */
const NOW =
  "(?:present|today|now|current|date|heute|aktuell|laufend|dato|actualidad|actual|presente|hoy|aujourd'hui|ce jour|présent|oggi|attuale|in corso|atual|hoje|настоящее время|н\\.[ ]?в\\.)";

/** Two months and years joined by a dash or "to", or one and a word for now. */
const RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}./-])(${MONTH_YEAR})[ \\t]*(?:-|–|—|to|bis|à|au|a|al|até|по)[ \\t]*(?:(${MONTH_YEAR})|${NOW})(?![\\p{L}\\p{N}]|[./-]\\d)`,
  'giu',
);

/** A month and year after "since" in the seven languages. */
const SINCE = new RegExp(
  `(?<![\\p{L}])(?:since|seit|depuis|desde|dal|dall'|dès|с|от)[ \\t]+(${MONTH_YEAR})(?![\\p{L}\\p{N}]|[./-]\\d)`,
  'giu',
);

/** The cheap gate: a month and year shape somewhere on the page. */
const GATE =
  /(?:^|[^\d./-])(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d\d(?![\d./-])|(?:19|20)\d\d[/.-][01]\d(?![\d./-])/u;

/** Recognises months and years in digits inside a range or after "since". */
export const monthYearRecognizer = safeRecognizer('month-year', ['DATE'], ({ folded }) => {
  if (!GATE.test(folded)) return [];
  const spans: Span[] = [];
  const push = (start: number, value: string, reason: string): void => {
    const span = makeSpan('DATE', start, start + value.length, 0.7, 'month-year');
    span.reason = reason;
    spans.push(span);
  };
  for (const m of matchesOf(RANGE, folded)) {
    push(m.index, m[1]!, 'month and year opening a period');
    if (m[2] !== undefined)
      push(m.index + m[0].lastIndexOf(m[2]), m[2], 'month and year closing a period');
  }
  for (const m of matchesOf(SINCE, folded))
    push(m.index + m[0].length - m[1]!.length, m[1]!, 'month and year after "since"');
  return spans;
});
