import { hasContextBefore } from '../context';
/**
 * Payment card numbers: 13-19 digits, optionally grouped by spaces or hyphens, checked with Luhn
 * and the issuers' prefix ranges so that arbitrary long numbers are not taken for cards.
 */
import type { Span } from '../span';
import { digitGroups, isRepeatedDigit, luhnValid, makeSpan, safeRecognizer } from './helpers';
import type { DigitGroup } from './helpers';
import { matchesOf } from './text-helpers';

/** A card brand: a prefix test and the lengths the brand issues. */
interface Brand {
  name: string;
  lengths: readonly number[];
  prefix: (digits: string) => boolean;
}

const inRange = (digits: string, len: number, lo: number, hi: number): boolean => {
  const n = Number(digits.slice(0, len));
  return n >= lo && n <= hi;
};

const RANGE_16_19 = [16, 17, 18, 19] as const;

/** Issuer prefix ranges (IIN) of the brands we accept; an unknown prefix is not a card. */
const BRANDS: readonly Brand[] = [
  { name: 'visa', lengths: [13, 16, 19], prefix: (d) => d.startsWith('4') },
  {
    name: 'mastercard',
    lengths: [16],
    prefix: (d) => inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720),
  },
  { name: 'amex', lengths: [15], prefix: (d) => d.startsWith('34') || d.startsWith('37') },
  {
    name: 'discover',
    lengths: RANGE_16_19,
    prefix: (d) =>
      d.startsWith('6011') ||
      d.startsWith('65') ||
      inRange(d, 3, 644, 649) ||
      inRange(d, 6, 622126, 622925),
  },
  { name: 'jcb', lengths: RANGE_16_19, prefix: (d) => inRange(d, 4, 3528, 3589) },
  // JCB's older 15-digit numbers start 2131 or 1800.
  { name: 'jcb', lengths: [15], prefix: (d) => d.startsWith('2131') || d.startsWith('1800') },
  {
    name: 'diners',
    lengths: [14, 15, 16, 17, 18, 19],
    prefix: (d) =>
      inRange(d, 3, 300, 305) ||
      d.startsWith('3095') ||
      d.startsWith('36') ||
      d.startsWith('38') ||
      d.startsWith('39'),
  },
  { name: 'unionpay', lengths: RANGE_16_19, prefix: (d) => d.startsWith('62') },
  {
    name: 'maestro',
    // Maestro issues numbers from 12 digits up.
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    prefix: (d) =>
      ['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763'].some((p) =>
        d.startsWith(p),
      ) ||
      d.startsWith('50') ||
      inRange(d, 2, 56, 69),
  },
];

/** Name of the brand whose prefix and length fit `digits`, or undefined. */
export function cardBrand(digits: string): string | undefined {
  for (const brand of BRANDS) {
    if (brand.lengths.includes(digits.length) && brand.prefix(digits)) return brand.name;
  }
  return undefined;
}

/**
 * Digits with at most one space, hyphen or dot between them ("4539.1488.0343.6467" as some
 * European forms print it; the groups must then be card-shaped and all use the same separator);
 * the lookarounds keep us from starting or ending inside a longer alphanumeric token (IBANs,
 * invoice numbers).
 */
// A line end may stand between groups (a browser prints justified text one word per run, a
// narrow cell wraps the number); such a run is taken only after a card word.
const CANDIDATE = /(?<![\p{L}\p{N}_.-])\d(?:(?:[ .-]|[ ]?\n)?\d){11,22}(?![\p{L}\p{N}_]|[-.]\d)/gu;

/** Words that say a number is a card, in the seven languages, so a Luhn failure is a typo. */
const CARD_CONTEXT =
  /(?<!\p{L})(?:card|credit|debit|visa|master\s?card|amex|american express|cc(?!\p{L})|tarjeta|carte|karte|kreditkarte|bankkarte|carta|cartão|cartao|карт[аыуеой])/iu;

/** An IBAN country code and check digits right before a digit run: the run belongs to the IBAN. */
// Also after letter-bearing groups ("IT60 X054 4691 …"): the card-shaped digits are the IBAN's tail.
const IBAN_PREFIX = /[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){0,2}[ -]?$/;

/** Score for a Luhn-valid number whose prefix and length match a brand. */
const SCORE_VALID = 0.95;
/** The same with a card word before it: outranks an address field's reading of its groups. */
const SCORE_VALID_LABELLED = 0.97;
/** Score for a Luhn-valid number of an unlisted issuer range with a card label before it. */
const SCORE_LABELLED_UNLISTED = 0.8;
/** Score for a brand-shaped Luhn failure labelled as a card: reported so a reviewer sees it. */
const SCORE_LABELLED_INVALID = 0.6;

/**
 * True when the separators between groups look like a printed card (all the same kind, no bare
 * runs); a line end where the number wrapped stands for any of them.
 */
function consistentSeparators(folded: string, groups: readonly DigitGroup[]): boolean {
  if (groups.length === 1) return true;
  let sep: string | undefined;
  for (let i = 1; i < groups.length; i++) {
    const at = groups[i - 1]!.end;
    const next = folded[at] ?? '';
    if (next === '\n' || (next === ' ' && folded[at + 1] === '\n')) {
      if (groups[i]!.digits.length < 3 || groups[i]!.digits.length > 6) return false;
      continue;
    }
    if (sep === undefined) sep = next;
    if (next !== sep) return false;
    if (groups[i]!.digits.length < 3 || groups[i]!.digits.length > 6) return false;
  }
  return groups[0]!.digits.length >= 4 && groups[0]!.digits.length <= 6;
}

/** Recognises payment card numbers. */
export const creditCardRecognizer = safeRecognizer('credit-card', ['CREDIT_CARD'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  for (const m of matchesOf(CANDIDATE, folded)) {
    const start = m.index;
    const end = start + m[0].length;
    if (IBAN_PREFIX.test(folded.slice(Math.max(0, start - 15), start))) continue;
    const groups = digitGroups(folded, start, end);
    // Try the whole run first, then drop stray groups at either end ("Qty 2 4111 1111 ...").
    const found = bestSubrange(folded, groups);
    if (found) spans.push(found);
  }
  if (CARD_WORD_GATE.test(folded)) spans.push(...spreadCards(folded), ...columnCutCards(folded));
  return spans;

  function bestSubrange(f: string, groups: readonly DigitGroup[]): Span | undefined {
    const n = groups.length;
    // A printed card has at most five groups, so wider sub-ranges need not be tried.
    for (let width = Math.min(n, 5); width >= 1; width--) {
      for (let i = 0; i + width <= n; i++) {
        const part = groups.slice(i, i + width);
        if (!consistentSeparators(f, part)) continue;
        const digits = part.map((g) => g.digits).join('');
        if (digits.length < 12 || digits.length > 19) continue;
        if (isRepeatedDigit(digits)) continue;
        const brand = cardBrand(digits);
        const s = part[0]!.start;
        const e = part[part.length - 1]!.end;
        if (f.slice(s, e).includes('\n') && !hasContextBefore(f, s, CARD_CONTEXT)) continue;
        if (!brand) {
          // An issuer range we do not list, but Luhn-valid and labelled as a card ("my card …").
          if (hasContextBefore(f, s, CARD_CONTEXT)) {
            // Validation raises the score, never hides: a labelled 13-19 digit number printed in
            // card groups is shown even off the issuer ranges and the checksum (a typo).
            if (luhnValid(digits))
              return makeSpan('CREDIT_CARD', s, e, SCORE_LABELLED_UNLISTED, 'credit-card');
            if (digits.length >= 13 && part.length >= 3)
              return makeSpan('CREDIT_CARD', s, e, SCORE_LABELLED_INVALID - 0.05, 'credit-card');
          }
          continue;
        }
        // Twelve digits (short Maestro) are common in other identifiers: only with a card label.
        if (digits.length < 13 && !hasContextBefore(f, s, CARD_CONTEXT)) continue;
        const labelled = hasContextBefore(f, s, CARD_CONTEXT);
        if (luhnValid(digits)) {
          const score = labelled ? SCORE_VALID_LABELLED : SCORE_VALID;
          return makeSpan('CREDIT_CARD', s, e, score, 'credit-card');
        }
        if (labelled) {
          return makeSpan('CREDIT_CARD', s, e, SCORE_LABELLED_INVALID, 'credit-card');
        }
      }
    }
    return undefined;
  }
});

/** A card word anywhere on the page: the cheap gate of the two readers below. */
const CARD_WORD_GATE = /card|tarjeta|carte|karte|carta|cart[ãa]o|карт/iu;

/**
 * A card's groups printed in boxes of a form, read back with wide gaps or bars between them
 * ("4111  1111  1111  1111", "| 4111 | 1111 | 1111 | 1111 |"), after a card word.
 */
const SPREAD =
  /(?<![\p{L}\p{N}_.-])\d{4}(?:(?:[ \t]{2,}|[ \t]*\|[ \t]*)\d{4}){2,3}(?:(?:[ \t]{2,}|[ \t]*\|[ \t]*)\d{1,4})?(?![\p{L}\p{N}_])/gu;

/** Cards spread over a form's boxes, after a card word (Luhn raises the score, never hides). */
function spreadCards(folded: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(SPREAD, folded)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19 || isRepeatedDigit(digits)) continue;
    if (!hasContextBefore(folded, m.index, CARD_CONTEXT)) continue;
    const valid = luhnValid(digits) && cardBrand(digits) !== undefined;
    const span = makeSpan(
      'CREDIT_CARD',
      m.index,
      m.index + m[0].length,
      valid ? SCORE_VALID_LABELLED : SCORE_LABELLED_INVALID,
      'credit-card',
    );
    span.reason = 'card number in the boxes of a form';
    spans.push(span);
  }
  return spans;
}

/**
 * A card cut by a two-column layout: its first groups end where the next column's words begin
 * ("Card number 4111 1111 1111 Expiry 12/27" / "1111 CVV 123"), the last group opens the next
 * line. Both pieces are boxed when they make one Luhn-valid card of a listed issuer.
 */
const CUT_HEAD = /(?<![\p{L}\p{N}_.-])(\d{4}(?:[ -]\d{4}){1,3})[ \t]+\p{Lu}\p{Ll}/gu;
const CUT_TAIL = /^[ \t]*(\d{1,4}(?:[ -]\d{1,4})?)(?![\p{L}\p{N}]|[.,/-]\d)/u;

function columnCutCards(folded: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(CUT_HEAD, folded)) {
    if (!hasContextBefore(folded, m.index, CARD_CONTEXT)) continue;
    const lineEnd = folded.indexOf('\n', m.index);
    if (lineEnd < 0) continue;
    const tail = CUT_TAIL.exec(folded.slice(lineEnd + 1, lineEnd + 16));
    if (!tail) continue;
    const digits = (m[1]! + tail[1]!).replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19) continue;
    if (!luhnValid(digits) || cardBrand(digits) === undefined) continue;
    const head = makeSpan(
      'CREDIT_CARD',
      m.index,
      m.index + m[1]!.length,
      SCORE_VALID_LABELLED,
      'credit-card',
    );
    head.reason = 'card cut by a column: its first groups';
    const at = lineEnd + 1 + tail[0].indexOf(tail[1]!);
    const last = makeSpan(
      'CREDIT_CARD',
      at,
      at + tail[1]!.length,
      SCORE_VALID_LABELLED,
      'credit-card',
    );
    last.reason = 'card cut by a column: its last group';
    spans.push(head, last);
  }
  return spans;
}
