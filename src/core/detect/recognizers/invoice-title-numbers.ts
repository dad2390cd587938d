/**
 * An invoice's number drawn as a field beside the document's title ("Workshop invoice   Invoice
 * 503618", "Facture atelier   Facture 235701", "Заказ-наряд   Счёт 179747"): a title line that
 * goes on with a capitalised invoice label and a number names the invoice the document is. A
 * heading that is only "Invoice INV-2024-00123" stays a heading (the hard-negatives fixture's
 * convention: the number is read in a field, not in a bare title). Only the text's first lines
 * count (where a title stands), the number ends the line and holds five characters or more; the
 * reason is the invoice label's, so a company's own paper that names nobody drops it
 * (reference-subjects.ts).
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';

/** The title lines looked at: an invoice's heading is at its top. */
const TITLE_LINES = 3;

/** A title, then a capitalised invoice label and its number ending the line (seven languages). */
const TITLE_NUMBER =
  /^(?:[\p{L}-]+[ \t]+){1,4}(Invoice|INVOICE|Rechnung|RECHNUNG|Facture|FACTURE|Factura|FACTURA|Fattura|FATTURA|Fatura|FATURA|Сч[её]т(?:-фактура)?|СЧ[ЕЁ]Т)[ \t]+(?:(?:[Nn][or]\.?|[Nn][º°]\.?|№)[ \t]*)?([A-Z]{0,4}[-/]?\d[\d/-]{3,18}\d)[ \t]*$/u;

/** Recognises the invoice number that ends a document's title line. */
export const invoiceTitleNumberRecognizer = safeRecognizer(
  'invoice-title-number',
  ['ID'],
  ({ text }) => {
    const spans: Span[] = [];
    let at = 0;
    for (let i = 0; i < TITLE_LINES && at < text.length; i++) {
      const nl = text.indexOf('\n', at);
      const end = nl < 0 ? text.length : nl;
      const m = TITLE_NUMBER.exec(text.slice(at, end));
      // A month or a date after the word is the invoice's period ("Rechnung 12/2024").
      if (m && !/^\d{1,2}[/.-](?:\d{1,2}[/.-])?\d{2,4}$/u.test(m[2]!)) {
        const start = at + m.index + m[0].lastIndexOf(m[2]!);
        const span = makeSpan('ID', start, start + m[2]!.length, 0.8, 'invoice-title-number');
        span.reason = `invoice label: "${m[1]}" on the title line`;
        spans.push(span);
      }
      at = end + 1;
    }
    return spans;
  },
);
