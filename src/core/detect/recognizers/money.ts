import type { Recognizer, Span } from '../span';
import { amountsInWords } from './money-words';
import { HS, eachMatch, makeSpan } from './text-helpers';

/**
 * An amount in any of the locale formats: 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56 / 1234.5.
 * Groups are tried before plain digits; each alternative is anchored on digits, so no blow-up.
 */
// Unit prices print up to four decimals ("0,2845 €/kWh").
const NUM = `\\d{1,3}(?:[,.' ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,4})?`;
const SCALE = `(?:${HS}?(?:k|K|M|mn|bn|million|billion|millions?|millones|Millionen|Mio\\.?|Mrd\\.?|milioni|milhões|млн|млрд|тыс\\.?))?`;

const CODES = 'USD|EUR|GBP|JPY|RUB|CHF|CAD|AUD|BRL|MXN|CNY|INR|SEK|NOK|DKK|PLN|ARS|CLP|COP';
/** Symbols that may precede an amount (multi-letter ones first so "R$" is not read as "$"). */
// A currency word before the amount as Italian and German statements print it ("Euro 234,56").
const PREFIX = `(?:US\\$|R\\$|C\\$|A\\$|CA\\$|AU\\$|CHF|Fr\\.|[$€£¥₽₹₩]|(?:${CODES}|EURO|Euro|euro)(?![\\p{L}]))`;
/** Symbols, codes and currency words that may follow an amount. */
const SUFFIX =
  `(?:[$€£¥₽₹]|(?:${CODES}|CHF)(?![\\p{L}])|руб\\.|руб(?![\\p{L}])|р\\.|` +
  '(?:euros?|Euro|EUR|dollars?|Dollar|dólares|dólar|pesos|libras?|livres?|pounds?|francs?|Franken|' +
  'reais|real|rubles?|roubles?|рубл(?:ей|я|ь)|евро|доллар(?:ов|а)?|centimes?|cents?|céntimos|Cent|' +
  'EURO|dollari|sterline|rubli|Rubel|Pfund(?:[ \\t]+Sterling)?)(?![\\p{L}]))';

/**
 * What may close an amount: German ",-" for no cents ("EUR 2.400,-"), a code repeated after it
 * ("$3.500,00 ARS"), kopecks after roubles ("1 234 руб. 50 коп."), a trailing minus of a debit
 * column ("1.234,56 EUR-").
 */
const CLOSE_BEFORE = `(?:,-|\\.-)?(?:${HS}?(?:${CODES})(?![\\p{L}]))?`;
const CLOSE_AFTER = `(?:${HS}\\d{1,2}${HS}?коп(?:\\.|еек|ейки|ейка)?)?(?:-(?![\\p{L}\\p{N}]))?`;

// A minus or an en dash may stand before the symbol as well as after it ("-$45.00", "−€12").
const BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])-?${PREFIX}${HS}?-?(?:${NUM})${SCALE}${CLOSE_BEFORE}(?![\\p{N}])`,
  'gu',
);
// Not the year of a date before a currency sign ("05/06/2025 € 1.770,23", "05-06-2025 €").
const AFTER = new RegExp(
  `(?<![\\p{L}\\p{N}.,'/]|\\d[-/.]\\d{1,2}-)(?<!\\d[-/.]\\d{1,2}[-/.])-?(?:${NUM})(?:,-|\\.-)?${SCALE}${HS}?${SUFFIX}${CLOSE_AFTER}`,
  'gu',
);

/**
 * An amount whose thousands space became a line end in a narrow cell or justified text ("1" /
 * "215,02 €", "6 " / "593,43 " / "₽"): the groups on both sides, then the currency after it.
 */
const WRAPPED_GROUPS = new RegExp(
  `(?<![\\p{L}\\p{N}.,'])-?\\d{1,3}(?:[ \u00a0]\\d{3})*${HS}*\\n${HS}*\\d{3}(?:[ \u00a0]\\d{3})*(?:[.,]\\d{1,2})?${HS}*(?:\\n${HS}*)?${SUFFIX}`,
  'gu',
);
/** Labels of a count or a number that may end the line before an amount. */
const COUNT_BEFORE =
  /(?<!\p{L})(?:page|pages|seite|página|pagina|страница|стр\.|p\.|item|items|qty|pos\.|no\.?|nr\.?|n[°º]|№|#)[ \t]*$/iu;
/** What every wrapped amount holds: a digit, a line end, three digits. */
const WRAPPED_PIECE = /\d[ \t\u00a0]*\n[ \t]*\d{3}/u;

/** A currency symbol or code right after an amount. */
const SUFFIX_NEXT = new RegExp(`^${HS}?(?:[$€£¥₽₹]|(?:${CODES})(?![\\p{L}]))`, 'u');

/** True when the line of `at` prints its first amount with the symbol before the digits. */
function symbolFirstRow(folded: string, at: number): boolean {
  const line = folded.slice(folded.lastIndexOf('\n', at) + 1, at);
  const symbol = line.search(/[$€£¥₽₹]/u);
  return symbol >= 0 && symbol < line.search(/\d/u);
}

/** A negative amount in accounting brackets, "(£106.73)": the brackets go with it. */
function bracketed(text: string, start: number, end: number): [number, number] {
  return text[start - 1] === '(' && text[end] === ')' ? [start - 1, end + 1] : [start, end];
}

/**
 * A company's share capital in a letter's footer ("SAS au capital de 50 000 €", "Stammkapital
 * 25.000 EUR", "capitale sociale € 10.000"): the firm's, not a person's money.
 */
const SHARE_CAPITAL =
  /(?:au\s+capital(?:\s+social)?(?:\s+de)?|capital\s+social(?:\s+de)?|share\s+capital(?:\s+of)?|stammkapital|grundkapital|capitale\s+sociale(?:\s+di)?|уставный\s+капитал)[\s:]*$/iu;

/** True when the amount at `start` is a company's share capital. */
function shareCapital(text: string, start: number): boolean {
  return SHARE_CAPITAL.test(text.slice(Math.max(0, start - 30), start));
}

/** Money: a number with a currency symbol, ISO code or currency word on either side. */
export const moneyRecognizer: Recognizer = {
  name: 'money',
  tags: ['MONEY_AMOUNT'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(BEFORE, folded, (m) => {
      // "$" glued to a word ("US$" is handled by the pattern) is code, not money.
      if (/[\p{L}\p{N}]/u.test(folded[m.index - 1] ?? ' ') && !m[0].startsWith('US')) return;
      if (shareCapital(folded, m.index)) return;
      // "Euro 2024" is a tournament: a currency word before a bare year is no amount.
      if (/^-?euro[ \t]?(?:19|20)\d\d$/iu.test(m[0])) return;
      // In a row of amounts written "5.285,54 € 1.527,16 €" the symbol after one amount is not
      // the next one's prefix: when the next amount has its own symbol after it, it reads alone.
      // A row printed symbol-first ("$5,156.58 $12,058.90 -$6,809.39") keeps its prefixes.
      const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 5);
      // (A date's year before the sign is no amount: "05/06/2025 € 1.770,23 € 397,35".)
      if (
        /\d[ \t]?$/.test(folded.slice(Math.max(0, m.index - 2), m.index)) &&
        !/\d[./-]\d{1,2}[./-]\d{2,4}[ \t]?$/.test(folded.slice(Math.max(0, m.index - 12), m.index)) &&
        SUFFIX_NEXT.test(after) &&
        !symbolFirstRow(folded, m.index)
      )
        return;
      const [start, end] = bracketed(folded, m.index, m.index + m[0].length);
      spans.push(makeSpan('MONEY_AMOUNT', start, end, 0.9, 'money'));
    });
    eachMatch(AFTER, folded, (m) => {
      // "TF-8348 $53.24": the code's digits before the next amount's '$' are no amount.
      if (/[$€£¥₽₹]$/.test(m[0]) && /\d/.test(folded[m.index + m[0].length] ?? '')) return;
      if (/[\p{L}\p{N}]-$/u.test(folded.slice(Math.max(0, m.index - 2), m.index))) return;
      // An amount with its sign before it does not take the next amount's sign too ("€ 1.770,23
      // € 397,35": the second '€' opens 397,35).
      const matchEnd = m.index + m[0].length;
      const signBefore = folded.slice(Math.max(0, m.index - 5), m.index);
      if (
        /[$€£¥₽₹][ \t]?$/u.test(signBefore) &&
        !/\d[ \t]?[$€£¥₽₹][ \t]?$/u.test(signBefore) &&
        /^[ \t]?\d/.test(folded.slice(matchEnd, matchEnd + 2))
      )
        return;
      if (shareCapital(folded, m.index)) return;
      const symbol = /[^\p{L}]$/u.test(m[0]) || /[A-Z]{3}$/.test(m[0]);
      const [start, end] = bracketed(folded, m.index, m.index + m[0].length);
      spans.push(makeSpan('MONEY_AMOUNT', start, end, symbol ? 0.9 : 0.85, 'money'));
    });
    if (WRAPPED_PIECE.test(folded))
      eachMatch(WRAPPED_GROUPS, folded, (m) => {
        if (shareCapital(folded, m.index)) return;
        // A page, item or number label's count ending the line is no first group ("Seite 3").
        if (COUNT_BEFORE.test(folded.slice(Math.max(0, m.index - 16), m.index))) return;
        const span = makeSpan('MONEY_AMOUNT', m.index, m.index + m[0].length, 0.92, 'money');
        span.reason = 'amount with its thousands group wrapped onto the next line';
        spans.push(span);
      });
    spans.push(...amountsInWords(folded));
    return spans;
  },
};
