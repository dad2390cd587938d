/**
 * Bare amounts where a document's layout says they are prices, with no currency sign beside them:
 * the rows under a price summary heading ("Resumen de precios" / "Vuelos 1.874,68" / "Alojamiento
 * 1.022,55", "Preisübersicht", "Récapitulatif", "Стоимость") and the rows of a line-item table
 * under a header that names a unit price or a line total ("Bezeichnung Menge Einzelpreis Gesamt" /
 * "Kopierpapier A4 … 29 308,86 8.956,94"), in the seven languages. Only amounts written with two
 * decimals count: quantities, item numbers and sizes in the same rows stay out.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** A heading alone on its line that opens a summary of prices. */
const SUMMARY_HEADING =
  /^[ \t]*(?:price\s+summary|summary\s+of\s+(?:charges|costs|prices)|cost\s+summary|breakdown\s+of\s+(?:charges|costs)|resumen\s+de\s+(?:precios|costes|gastos|importes)|desglose(?:\s+de\s+(?:precios|importes))?|récapitulatif(?:\s+des\s+(?:prix|coûts|frais))?|détail\s+des\s+prix|preisübersicht|kostenübersicht|kostenaufstellung|riepilogo(?:\s+(?:prezzi|costi|spese))?|resumo\s+de\s+(?:preços|custos)|стоимость|расч[её]т\s+стоимости)[ \t]*:?[ \t]*$/iu;

/** A line-item table's header: a unit price or a line total among its column words. */
const ITEM_HEADER =
  /(?<!\p{L})(?:unit\s+price|price\s+each|line\s+total|precio\s+unitario|precio\s+unit\.|prix\s+unitaire|prix\s+unit\.|p\.\s?u\.|einzelpreis|stückpreis|prezzo\s+unitario|prezzo\s+unit\.|preço\s+unitário|preço\s+unit\.|цена\s+за\s+единицу|цена)(?!\p{L})/iu;

/** What a text must hold for either layout: the cheap scan before the line walk. */
const PREFILTER =
  /summary|breakdown|resumen|desglose|récapitulatif|détail des prix|übersicht|aufstellung|riepilogo|resumo|стоимост|расч|unit|unitari|einzelpreis|stückpreis|prix|price|цена/iu;

/** A summary row: a few words, then the amount alone at the end of the line. */
const SUMMARY_ROW =
  /^[ \t]*\p{L}[\p{L} .'’()/-]{1,40}?[ \t]+([-−+]?(?:(?:[$€£]|EUR|USD|GBP)[ \t]?)?[-−+]?(?:\d{1,3}(?:[. \u00a0\u202f]\d{3})+|\d+)[.,]\d{2}(?:[ \t]*(?:€|EUR|£|GBP|\$|USD|руб\.?|₽))?)[ \t]*$/u;

/**
 * An amount with two decimals in a row of a line-item table, with its minus and the currency
 * written before or after it ("$45.75", "530,97 €", "EUR 477,07", "26,26 руб.", "-10,00 €"): the
 * box takes them too, or the money reader's wider box would lose to this one and leave the sign
 * readable.
 */
const ROW_AMOUNT =
  /[-−+]?(?:(?:[$€£]|EUR|USD|GBP|CHF)[ \t]?)?[-−+]?(?<![\p{L}\p{N}.,])(?:\d{1,3}(?:[. ]\d{3})+|\d+)[.,]\d{2}(?![\p{N}]|[.,]\d)(?:[ \t]?(?:[€$£₽]|EUR|USD|GBP|CHF|руб\.?|р\.)(?![\p{L}]))?/gu;

/** How many rows under a header are read (a long invoice's table is longer than a summary). */
const MAX_SUMMARY_ROWS = 10;
const MAX_ITEM_ROWS = 40;

/** Recognises bare amounts in price summaries and line-item tables. */
export const priceRowRecognizer = safeRecognizer('price-row', ['MONEY_AMOUNT'], ({ folded }) => {
  const spans: Span[] = [];
  if (!PREFILTER.test(folded)) return spans;
  const lines: Array<{ start: number; text: string }> = [];
  let start = 0;
  while (start <= folded.length) {
    let end = folded.indexOf('\n', start);
    if (end < 0) end = folded.length;
    lines.push({ start, text: folded.slice(start, end) });
    start = end + 1;
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (SUMMARY_HEADING.test(line.text)) {
      for (let j = i + 1; j < lines.length && j <= i + MAX_SUMMARY_ROWS; j++) {
        const row = lines[j]!;
        const m = SUMMARY_ROW.exec(row.text);
        if (!m) break;
        const at = row.start + m.index + m[0].lastIndexOf(m[1]!);
        const span = makeSpan('MONEY_AMOUNT', at, at + m[1]!.length, 0.85, 'price-row');
        span.reason = `amount under the price summary "${line.text.trim()}"`;
        spans.push(span);
      }
    } else if (!/\d/.test(line.text) && ITEM_HEADER.test(line.text)) {
      // The header names at least two columns ("Description  Qty  Unit price  Total").
      if (line.text.trim().split(/[ \t]+/).length < 3) continue;
      for (let j = i + 1; j < lines.length && j <= i + MAX_ITEM_ROWS; j++) {
        const row = lines[j]!;
        ROW_AMOUNT.lastIndex = 0;
        const amounts = [...matchesOf(ROW_AMOUNT, row.text)];
        // A row without an amount (a blank line, a sentence, a heading) ends the table.
        if (amounts.length === 0) break;
        for (const a of amounts) {
          const span = makeSpan(
            'MONEY_AMOUNT',
            row.start + a.index,
            row.start + a.index + a[0].length,
            // The header names the column: above an address field's reading of a count and a price
            // ("Paketen 29 308" of "5 Paketen 29 308,86", 0.96) in the same digits.
            0.97,
            'price-row',
          );
          span.reason = `amount in a line-item row under "${line.text.trim()}"`;
          spans.push(span);
        }
      }
    }
  }
  return spans;
});
