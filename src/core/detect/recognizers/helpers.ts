/**
 * Small pieces shared by the number-shaped recognizers: checksums, digit groups and safe wrappers.
 */
import type { TextTag } from '../../contract/tags';
import type { Recognizer, RecognizerInput, Span } from '../span';

/** True when `digits` (ASCII digits only) passes the Luhn mod-10 check used by payment cards. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A run of digits inside a candidate, with its offsets in the document. */
export interface DigitGroup {
  start: number;
  end: number;
  digits: string;
}

/** Splits `folded[start, end)` into maximal digit runs (separators are whatever lies between). */
export function digitGroups(folded: string, start: number, end: number): DigitGroup[] {
  const groups: DigitGroup[] = [];
  let i = start;
  while (i < end) {
    if (isDigit(folded.charCodeAt(i))) {
      const s = i;
      while (i < end && isDigit(folded.charCodeAt(i))) i++;
      groups.push({ start: s, end: i, digits: folded.slice(s, i) });
    } else {
      i++;
    }
  }
  return groups;
}

/** True for the char codes of ASCII '0'..'9'. */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** True when every character of `s` is the same digit ("000000", "1111111"), never real data. */
export function isRepeatedDigit(s: string): boolean {
  return s.length > 0 && /^(\d)\1*$/.test(s);
}

/**
 * Start of the line holding `pos` (after the previous '\n' or '\f'), looking back at most `limit`
 * characters so that a huge single-line text cannot make callers quadratic.
 */
export function lineStart(text: string, pos: number, limit = 200): number {
  let i = pos - 1;
  const stop = Math.max(0, pos - limit);
  while (i >= stop) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 12) break;
    i--;
  }
  return i + 1;
}

/**
 * The word (letters, digits, '§', '.', ''') directly before `pos`, skipping spaces and an optional
 * label punctuation; lower-cased. Used for "Section 4.2.1" style vetoes.
 */
export function previousWord(text: string, pos: number): string {
  let i = pos - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === ':' || text[i] === '#')) i--;
  const end = i + 1;
  const stop = Math.max(-1, end - 40);
  while (i > stop && /[\p{L}\p{N}§.']/u.test(text[i] ?? '')) i--;
  return text.slice(i + 1, end).toLowerCase();
}

/**
 * The whitespace-delimited token around `[start, end)` (at most 200 characters each way). Lets
 * recognizers veto numbers inside URLs, e-mail addresses and file paths.
 */
export function tokenAround(text: string, start: number, end: number): string {
  let s = start;
  while (s > 0 && !/\s/.test(text[s - 1] ?? ' ') && start - s < 200) s--;
  let e = end;
  while (e < text.length && !/\s/.test(text[e] ?? ' ') && e - end < 200) e++;
  return text.slice(s, e);
}

/** True when the token around a candidate is a URL, e-mail address or path, where numbers are not PII of ours. */
export function insideUrlOrEmail(text: string, start: number, end: number): boolean {
  const token = tokenAround(text, start, end);
  return /:\/\/|^www\.|@|[?&=][^\s]*\d/i.test(token);
}

/** Builds a span, clamping the score into [0, 1]. */
export function makeSpan(
  tag: TextTag,
  start: number,
  end: number,
  score: number,
  recognizer: string,
): Span {
  return { tag, start, end, score: Math.max(0, Math.min(1, score)), recognizer };
}

/**
 * Wraps a `find` so that a bug can never take down detection for a whole document: recognizers
 * must not throw, and an empty answer is the safe degradation.
 */
export function safeRecognizer(
  name: string,
  tags: readonly TextTag[],
  find: (input: RecognizerInput) => Span[],
): Recognizer {
  return {
    name,
    tags,
    find(input: RecognizerInput): Span[] {
      try {
        if (!input || typeof input.text !== 'string' || typeof input.folded !== 'string') return [];
        if (input.folded.length !== input.text.length) return [];
        return find(input);
      } catch {
        return [];
      }
    },
  };
}

/**
 * Words that label a number as a business document reference or a place in a document rather than
 * personal data; a number right after one of these is left alone ("Invoice No. 12345").
 */
const BUSINESS_WORDS: ReadonlySet<string> = new Set(
  (
    'invoice inv order po sku item article art product part model ref reference ticket case ' +
    'tracking shipment transaction txn batch lot serial version ver build release page p pp ' +
    'section sec chapter clause paragraph figure fig table step rule isbn issn doi session ' +
    'request message trace job task commit record file form report vendor supplier merchant ' +
    'quote quotation receipt booking confirmation factura pedido referencia albarán página ' +
    'sección presupuesto recibo facture commande référence reçu devis rechnung bestellung ' +
    'bestellnummer artikelnummer auftrag auftragsnummer rechnungsnummer seite abschnitt quittung ' +
    'fattura ordine riferimento pagina sezione ricevuta preventivo fatura encomenda referência ' +
    'recibo orçamento заказ артикул страница раздел квитанция накладная'
  ).split(' '),
);

/** Words that sit between a label and its number ("No.", "Nr.", "number", "#"). */
const NUMBER_WORDS: ReadonlySet<string> = new Set(
  'no nos nr nro nº n° num number número numéro nummer numero номер id'.split(' '),
);

const WORD = /[\p{L}\p{N}º°]+/gu;

/**
 * True when the words just before `start` on its line label a business reference or a section:
 * the last word, or the one before a "No."-like word, is a business word. Word look-ups instead of
 * one big regex keep this cheap when called for every candidate.
 */
export function isBusinessReference(text: string, start: number): boolean {
  const from = Math.max(lineStart(text, start), start - 40);
  const before = text.slice(from, start);
  // Only separators may follow the label: "Invoice 12, Phone: 555" is not about the phone.
  if (/[^\s:#.-]\s*$/u.test(before) && !/[\p{L}º°]\s*$/u.test(before)) return false;
  const words = before.toLowerCase().match(WORD);
  if (!words) return false;
  const last = words[words.length - 1] ?? '';
  if (BUSINESS_WORDS.has(last)) return true;
  const previous = words[words.length - 2] ?? '';
  return NUMBER_WORDS.has(last) && BUSINESS_WORDS.has(previous);
}
