/**
 * Short dates opening the rows of a table whose first column is a date ("Date  Airline  Flight
 * From  To …" / "27/03 TAP Air Portugal YW 4533 …", "Fecha Concepto …", "Дата Рейс …"), in the
 * seven languages: the header says the day and month are a date even where no amount follows
 * (itineraries, schedules, visit logs), which the statement rows' reading needs.
 */
import type { Span } from '../../span';
import { makeSpan, safeRecognizer } from '../helpers';

/** A header line that starts with a date word and names at least two more columns, no digits. */
const DATE_HEADER =
  /^[ \t]*(?:date|day|fecha|día|date|jour|datum|tag|data|giorno|dia|дата)(?![\p{L}])(?:[ \t]+[^\s\d]+){2,12}[ \t]*$/iu;

/** The header's first word at a line start: the literal scan before the line walk. */
const DATE_WORD_AT_LINE_START =
  /(?:^|\n)[ \t]*(?:date|day|fecha|día|jour|datum|tag|data|giorno|dia|дата)(?![\p{L}])/iu;

/** A row's opening day and month, perhaps with its year: "27/03", "27.03.", "27-03-2025". */
const ROW_DATE = /^[ \t]*((?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])(?:[./-](?:\d{4}|\d{2})|\.)?)(?=[ \t]+\S)/u;

/** How many lines under the header are read (rows wrap; the table ends at a blank line). */
const MAX_ROWS = 40;

/** Recognises the dates opening the rows under a date column's header. */
export const dateColumnRecognizer = safeRecognizer('date-column', ['DATE'], ({ folded }) => {
  const spans: Span[] = [];
  // Cheap gate: a date word at a line start and a day/month written with a separator.
  if (!DATE_WORD_AT_LINE_START.test(folded) || !/\d[./-]\d/.test(folded)) return spans;
  let rows = 0;
  let header = '';
  let start = 0;
  while (start <= folded.length) {
    let end = folded.indexOf('\n', start);
    if (end < 0) end = folded.length;
    const line = folded.slice(start, end);
    if (DATE_HEADER.test(line)) {
      rows = MAX_ROWS;
      header = line.trim();
    } else if (rows > 0) {
      rows = line.trim() === '' ? 0 : rows - 1;
      const m = ROW_DATE.exec(line);
      if (m) {
        const at = start + m.index + m[0].indexOf(m[1]!);
        const span = makeSpan('DATE', at, at + m[1]!.length, 0.8, 'date-column');
        span.reason = `date opening a row under "${header}"`;
        spans.push(span);
      }
    }
    start = end + 1;
  }
  return spans;
});
