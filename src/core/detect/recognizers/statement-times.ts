/**
 * The time of a transaction in a statement whose header names a time column ("Time", "Hora",
 * "Heure", "Uhrzeit", "Ora", "Время"): "19/05 20:13 21/05 Pago en MERCADONA …", or printed a cell
 * per line as a browser prints tables ("13/01" / "7:04" / "13/01"). With the date it says when
 * and where the holder was; a time elsewhere (opening hours, "call us 9:00-17:00") stays out
 * because it must come right after a row's date, below such a header.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf, regionsBelowHeaders } from './text-helpers';

/** A header line with a time column next to a date column. */
const HEADER =
  /^[^\n]*(?<!\p{L})(?:date|fecha|f\.|date|datum|data|дата)[^\n]*(?<!\p{L})(?:time|hora|heure|uhrzeit|ora|время)(?!\p{L})[^\n]*$/gimu;

/** A row's date (day and month, maybe a year, or "Feb 05"), then a clock time on the same line or the next. */
const DATE_THEN_TIME =
  /(?<![\p{L}\p{N}])(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?|\p{L}{3,9}\.?[ \t]\d{1,2})[ \t]*\n?[ \t]*((?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)(?![\p{N}:]|[ \t]*(?:-|–|bis|a|à|to|до)[ \t]*\d)/gu;

/** How far below its header a statement's rows are read. */
const TABLE_REACH = 6000;

/** Recognises transaction times under a statement's time column. */
export const statementTimeRecognizer = safeRecognizer('statement-time', ['DATE'], ({ folded }) => {
  const spans: Span[] = [];
  if (!/(?:time|hora|heure|uhrzeit|ora|время)/iu.test(folded)) return spans;
  for (const { from, region } of regionsBelowHeaders(folded, HEADER, TABLE_REACH)) {
    for (const m of matchesOf(DATE_THEN_TIME, region)) {
      const end = from + m.index + m[0].length;
      const span = makeSpan('DATE', end - m[1]!.length, end, 0.7, 'statement-time');
      span.reason = 'time after the row date under a time column';
      spans.push(span);
    }
  }
  return spans;
});
