/**
 * A loan schedule's column headings ("N° Échéance Mensualité Intérêts Capital restant dû",
 * "N.º Vencimiento Cuota Intereses Capital pendiente") are a row of capitalised words ending in
 * an organisation word ("Capital"), which a cue-word reader takes for a firm. A reading that
 * lies on such a header line is none.
 */
import { loanScheduleHeader } from './recognizers/loan-schedule-header';
import { headerLine } from './recognizers/statement-rows';
import type { Span } from './span';

/** The line of `text` around offset `at` (form feeds end a line too). */
function lineAround(text: string, at: number): string {
  let start = at;
  while (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\f') start--;
  let end = at;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\f') end++;
  return text.slice(start, end);
}

/** `spans` without organisations read inside a loan schedule's column-header line. */
export function withoutScheduleHeaderOrgs(text: string, spans: Span[]): Span[] {
  return spans.filter((s) => {
    if (s.tag !== 'ORGANIZATION' || text.slice(s.start, s.end).includes('\n')) return true;
    const line = lineAround(text, s.start);
    return !(headerLine(line) && loanScheduleHeader(line));
  });
}
