/**
 * United States federal court case numbers, printed in every caption, running header and
 * footer of a filing ("Case No. 2:18-cv-10166-JAK (AFM)", "Case 3:19-cv-00227-HRH Document 1"):
 * office, year, case type, number and the judges' initials. The shape alone is distinctive, so a
 * number is read without its label too (footers carry none).
 */
import type { Recognizer, Span } from '../span';
import { eachMatch, makeSpan } from './text-helpers';

/** Office digit, two-digit year, case type (cv, cr, mj, bk…), number, judges' initials. */
const CASE_NUMBER =
  /(?<![\p{L}\p{N}:-])\d{1,2}:\d{2}-(?:cv|cr|mj|mc|bk|ap|po|sw|md|dp|misc)-\d{3,6}(?:-[A-Z]{2,4}){0,3}(?:[ \t]*\([A-Z]{2,4}\))?(?![\p{L}\p{N}])/gu;

/**
 * The Southern District of New York's docket form: year, case type and number ("21 Mag. 4335",
 * "19 Cr. 725 (JPO)", "20 Civ. 1234"). Scored above an address block's fields, which read the
 * year as a house number.
 */
const DOCKET_NUMBER =
  /(?<![\p{L}\p{N}])\d{2}[ \t]+(?:Mag|Cr|Civ|MJ|Misc)\.[ \t]+\d{2,5}(?:[ \t]*\([A-Z]{2,4}\))?(?![\p{L}\p{N}])/gu;

/** Federal court case numbers as ID. */
export const courtCaseNumberRecognizer: Recognizer = {
  name: 'court-case-number',
  tags: ['ID'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(CASE_NUMBER, folded, (m) => {
      const span = makeSpan('ID', m.index, m.index + m[0].length, 0.85, 'court-case-number');
      span.reason = 'a court case number';
      spans.push(span);
    });
    eachMatch(DOCKET_NUMBER, folded, (m) => {
      const span = makeSpan('ID', m.index, m.index + m[0].length, 0.97, 'court-case-number');
      span.reason = 'a court docket number';
      spans.push(span);
    });
    return spans;
  },
};
