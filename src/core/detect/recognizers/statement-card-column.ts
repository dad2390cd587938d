/**
 * The last four digits of a card in a statement's card column ("Date Card Merchant Amount" /
 * "12/03 4821 TESCO 45.00", "Fecha Tarjeta Comercio" / "19/05" / "4821" / "MERCADONA"): below a
 * header that names a card column, a four-digit cell right after the row's date (or its time) is
 * the card's end. A store number after the merchant's name stays out: it does not follow a date.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf, regionsBelowHeaders } from './text-helpers';

/** A header line with a date column and a card column. */
const HEADER =
  /^[^\n]*(?<!\p{L})(?:date|fecha|datum|data|дата)[^\n]*(?<!\p{L})(?:card|karte|tarjeta|carte|carta|cartão|cartao|карта)(?!\p{L})[^\n]*$/gimu;

/** A row's date, maybe its time, then four digits alone in their cell. */
const DATE_THEN_FOUR =
  /(?<![\p{L}\p{N}])(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?|\p{L}{3,9}\.?[ \t]\d{1,2})(?:[ \t]*\n?[ \t]*\d{1,2}:\d{2})?[ \t]*\n?[ \t]*(?:[*•·xX#.…]{1,4}[ \t]?)?(\d{4})(?=[ \t]*(?:\n|[ \t]\p{L}))/gu;

/** How far below its header a statement's rows are read. */
const TABLE_REACH = 6000;

/** Recognises card endings in a statement's card column. */
export const statementCardColumnRecognizer = safeRecognizer(
  'statement-card-column',
  ['CREDIT_CARD'],
  ({ folded }) => {
    const spans: Span[] = [];
    if (!/(?:card|karte|tarjeta|carte|carta|cartão|cartao|карта)/iu.test(folded)) return spans;
    for (const { from, region } of regionsBelowHeaders(folded, HEADER, TABLE_REACH)) {
      for (const m of matchesOf(DATE_THEN_FOUR, region)) {
        // "12/03 2025": a year after a short date is the date's, not a card.
        if (/^(?:19|20)\d\d$/.test(m[1]!) && !/[*•·xX#.…]/.test(m[0])) continue;
        const end = from + m.index + m[0].length;
        const span = makeSpan('CREDIT_CARD', end - 4, end, 0.65, 'statement-card-column');
        span.reason = 'card ending in the card column of a statement row';
        spans.push(span);
      }
    }
    return spans;
  },
);
