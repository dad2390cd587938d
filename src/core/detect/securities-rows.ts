/**
 * Listed securities in a brokerage statement are public companies and funds, not the client's
 * organisations, and their ISINs are product codes, not personal numbers. In a text that shows
 * itself a securities statement (an "ISIN" label before an ISIN-shaped code, or a holdings
 * table's column header: a security word and a quantity or price word on one line), the names
 * read in its rows are dropped:
 * - a holdings row: the line holding "ISIN <code>" and the name cell on the line before it
 *   ("Allianz SE" / "ISIN DE0008404005" / "256 £270.25 £69,184.00"), or a one-line row under
 *   the header ("Allianz SE 256 £270.25 £69,184.00");
 * - a transaction row: a date, a securities transaction word (purchase, sale, dividend, custody
 *   fee, in seven languages), the security and an amount ("27/04/2025 Purchase Allianz SE
 *   -£1,201.38"): what lies between the date and the amount.
 * Only names (organisation, person, place) and ID readings inside those stretches go; the
 * dates and amounts of the rows stay, and so does everything outside them (the client, the
 * adviser, the broker in its header, the account number).
 */
import type { TextTag } from '../contract/tags';
import type { Span } from './span';

/** Tags that a security's name or code is misread as. */
const DROPPED: ReadonlySet<TextTag> = new Set<TextTag>([
  'ORGANIZATION',
  'PERSON_NAME',
  'LOCATION',
  'ID',
]);

/** "ISIN" before an ISIN-shaped code: two letters, nine letters or digits, a check digit. */
const ISIN_LABELLED = /\bISIN:?[ \t]+[A-Z]{2}[A-Z0-9]{9}[0-9]\b/u;

/** A holdings table's security column word (seven languages). */
const SECURITY_WORD =
  /^(?:security|securities|holding|instrument|wertpapier(?:e|name)?|titel|valor(?:es)?|título|titulo|titolo|titoli|titre|titres|valeur mobilière|ценная бумага|бумага|инструмент)$/iu;

/** A holdings table's quantity or price column word (seven languages). */
const QUANTITY_WORD =
  /^(?:qty\.?|quantity|units|shares|nominal|price|stück|anzahl|menge|kurs|cant\.?|cantidad|precio|qté|quantité|cours|prix|q\.?tà|quantità|prezzo|qtd\.?|quantidade|cotação|preço|кол-во|количество|цена|курс)$/iu;

/** A securities transaction word opening a row's description (seven languages). */
const TRANSACTION =
  /^(?:purchase|buy|bought|sale|sell|sold|dividend|custody fee|management fee|fee|coupon|interest|redemption|subscription|kauf|verkauf|dividende|ausschüttung|depotgebühr|gebühr|zinsen|kupon|tilgung|zeichnung|compra|venta|dividendo|comisión(?: de custodia)?|cupón|amortización|suscripción|reembolso|achat|vente|droits de garde|frais(?: de garde)?|remboursement|souscription|acquisto|vendita|commissione(?: (?:di )?custodia)?|cedola|rimborso|sottoscrizione|venda|comissão(?: de guarda)?|cupão|cupom|resgate|subscrição|покупка|продажа|дивиденды?|комиссия|купон|погашение)\s/iu;

/** A date opening a row (day, month and year in any order, separated by . / -). */
const ROW_DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\s+/u;

/** An amount ending a row: an optional currency, a signed number, an optional currency. */
const ROW_AMOUNT =
  /\s+(?:[€£$₽]\s?|(?:EUR|GBP|USD|CHF|RUB)\s)?[-−+]?(?:[€£$₽]\s?)?\d[\d.,  ]*(?:\s?(?:[€£$₽]|EUR|GBP|USD|CHF|RUB|руб\.?))?$/u;

/** Numbers ending a one-line holdings row (quantity, price, value). */
const ROW_NUMBERS =
  /\s+[-−+]?[€£$₽]?\s?\d[\d.,  ]*(?:\s?[€£$₽])?(?:\s+[-−+]?[€£$₽]?\s?\d[\d.,  ]*(?:\s?[€£$₽])?)+$/u;

/** A line of a holdings table that closes it. */
const TOTAL_LINE = /^(?:total|totale|summe|gesamt|gesamtwert|итого|всего)\b/iu;

/** Lines a one-line holdings row may follow its header by. */
const HOLDINGS_REACH = 40;

/** Whether a line is a holdings table's column header (a security word, a quantity/price word). */
function isHoldingsHeader(line: string): boolean {
  const words = line.trim().split(/\s+/u);
  if (words.length < 2 || words.length > 8) return false;
  let security = SECURITY_WORD.test(words[0]!);
  if (!security && words.length > 2) security = SECURITY_WORD.test(`${words[0]} ${words[1]}`);
  return security && words.some((w) => QUANTITY_WORD.test(w));
}

/** The [start, end) stretches of a text that name listed securities (see the module comment). */
export function securityStretches(text: string): Array<[number, number]> {
  return securityLines(text).rows;
}

/** The security rows' stretches of a text and its holdings tables' header lines. */
function securityLines(text: string): {
  rows: Array<[number, number]>;
  headers: Array<[number, number]>;
} {
  const none = { rows: [], headers: [] };
  if (
    !text.includes('ISIN') &&
    !/wertpapier|security|valor|titre|titolo|título|бумага/iu.test(text)
  )
    return none;
  const lines: Array<[number, string]> = [];
  for (let at = 0; at <= text.length;) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    lines.push([at, text.slice(at, end)]);
    at = end + 1;
  }
  const headers = new Set<number>();
  lines.forEach(([, line], i) => {
    if (isHoldingsHeader(line)) headers.add(i);
  });
  const labelled = lines.some(([, line]) => ISIN_LABELLED.test(line));
  if (!labelled && headers.size === 0) return none;
  const stretches: Array<[number, number]> = [];
  let holdingsUntil = -1;
  lines.forEach(([start, line], i) => {
    if (headers.has(i)) holdingsUntil = i + HOLDINGS_REACH;
    else if (TOTAL_LINE.test(line)) holdingsUntil = -1;
    const isin = ISIN_LABELLED.exec(line);
    if (isin) {
      // The security's name cell wrapped above its ISIN (a line of words, no amount).
      const prev = lines[i - 1];
      if (prev && !isin.index && /^\D{2,60}$/u.test(prev[1]) && !headers.has(i - 1))
        stretches.push([prev[0], prev[0] + prev[1].length]);
      stretches.push([start, start + line.length]);
      return;
    }
    const date = ROW_DATE.exec(line);
    if (date) {
      const rest = line.slice(date[0].length);
      const amount = ROW_AMOUNT.exec(rest);
      if (amount && TRANSACTION.test(rest))
        stretches.push([start + date[0].length, start + date[0].length + amount.index]);
      return;
    }
    if (i <= holdingsUntil) {
      const numbers = ROW_NUMBERS.exec(line);
      if (numbers && /^\p{L}/u.test(line)) stretches.push([start, start + numbers.index]);
    }
  });
  const headerLines = [...headers].map((i): [number, number] => [
    lines[i]![0],
    lines[i]![0] + lines[i]![1].length,
  ]);
  return { rows: stretches, headers: headerLines };
}

/**
 * `spans` without the names and codes read inside a securities statement's rows: those whose
 * every visible character lies in a row's stretch or a holdings header (a reading across a wrapped
 * header, "Qty Price Value" / "Roche Holding AG", goes too).
 */
export function withoutListedSecurities(text: string, spans: Span[]): Span[] {
  if (!spans.some((s) => DROPPED.has(s.tag))) return spans;
  const { rows, headers } = securityLines(text);
  if (rows.length === 0) return spans;
  const covered = new Uint8Array(text.length);
  for (const [a, b] of [...rows, ...headers]) covered.fill(1, a, b);
  const inside = (s: Span) => {
    let any = false;
    for (let i = s.start; i < s.end; i++) {
      if (covered[i]) any = true;
      else if (!/\s/u.test(text[i]!)) return false;
    }
    return any;
  };
  return spans.filter((s) => !DROPPED.has(s.tag) || !inside(s));
}
