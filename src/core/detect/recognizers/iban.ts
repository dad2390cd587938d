import { hasContextBefore } from '../context';
/**
 * IBANs, with or without the usual groups of four, validated by country length and the mod-97
 * check (ibantools), so the score can be high.
 */
import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** Country code and check digits at a word start; the rest is walked by hand below. */
const IBAN_START = /(?<![\p{L}\p{N}_])([A-Z]{2})(\d{2})/gu;

/** Per-country IBAN lengths, read once. */
const LENGTHS: ReadonlyMap<string, number> = new Map(
  Object.entries(getCountrySpecifications()).flatMap(([code, spec]) =>
    spec.chars ? [[code, spec.chars] as const] : [],
  ),
);

/** The word "IBAN" before a failing candidate means a typo, still worth showing. */
const IBAN_CONTEXT = /(?<!\p{L})(?:iban|ibán)(?!\p{L})/iu;
/** An account label before a failing candidate: the exact-length IBAN outranks a partial reading. */
const ACCOUNT_CONTEXT =
  /(?<!\p{L})(?:account|acct|bank details|cuenta|compte|rib|konto|bankverbindung|conto|accredito|conta|nib|сч[её]т|р\/с)(?!\p{L})/iu;

const isAlnum = (c: string | undefined): boolean => c !== undefined && /[A-Z0-9]/.test(c);

/**
 * Collects `length` IBAN characters from `start`, allowing one space or hyphen between them (the
 * printed form) and one line end; returns the end offset and the compact string, or undefined.
 */
function collect(folded: string, start: number, length: number): [number, string] | undefined {
  let compact = '';
  let i = start;
  let lineEnds = 0;
  while (compact.length < length) {
    const c = folded[i];
    if (isAlnum(c)) {
      compact += c;
      i++;
    } else if ((c === ' ' || c === '-') && compact.length > 0 && isAlnum(folded[i + 1])) {
      i++;
    } else if (c === '\n' && lineEnds === 0 && compact.length >= 4 && isAlnum(folded[i + 1])) {
      // Wrapped in a narrow field after a group ("DE89 3704 9150 9716" / "1130 32", or right
      // after the country and check digits: "IBAN DE89" / "3704 …"): the exact length, the
      // mod-97 check and the token boundary at the end still decide.
      lineEnds++;
      i++;
    } else {
      return undefined;
    }
  }
  // The IBAN must end at a token boundary: "DE89...3000X" is something else.
  if (isAlnum(folded[i]) || /[a-z]/.test(folded[i] ?? '')) return undefined;
  return [i, compact];
}

/** Recognises IBANs. */
export const ibanRecognizer = safeRecognizer('iban', ['ACCOUNT'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  for (const m of matchesOf(IBAN_START, folded)) {
    const country = m[1] ?? '';
    const length = LENGTHS.get(country);
    if (!length) continue;
    const found = collect(folded, m.index, length);
    if (!found) {
      spans.push(...splitByColumn(folded, m.index, length));
      continue;
    }
    const [end, compact] = found;
    if (isValidIBAN(compact)) {
      spans.push(makeSpan('ACCOUNT', m.index, end, 0.98, 'iban'));
    } else {
      // The country's exact length in the printed groups is an IBAN to a reader even when the
      // check digits fail (a typo, a redacted digit): validation lowers the score, never hides it.
      const labelled = hasContextBefore(folded, m.index, IBAN_CONTEXT, 24);
      const account = !labelled && hasContextBefore(folded, m.index, ACCOUNT_CONTEXT, 24);
      spans.push(makeSpan('ACCOUNT', m.index, end, labelled ? 0.6 : account ? 0.87 : 0.55, 'iban'));
    }
  }
  return spans;
});

/** Groups of four (the last maybe shorter) joined by single spaces, from a sticky position. */
const GROUPS =
  /[A-Z0-9]{4}(?:[ ][A-Z0-9]{4}(?![\p{L}\p{N}]))*(?:[ ][A-Z0-9]{1,3}(?![\p{L}\p{N}]))?/uy;

/**
 * An IBAN that a two-column layout cut: its first groups end where the next column's words begin
 * ("IBAN DE89 3704 0044 0532 Arbeitgeber Müller GmbH" / "0130 00 Position Fahrer"). The groups
 * before the other column's word are boxed; the groups opening the next line are boxed with
 * them when the two make one valid IBAN of the country's length.
 */
function splitByColumn(folded: string, start: number, length: number): Span[] {
  GROUPS.lastIndex = start;
  const head = GROUPS.exec(folded);
  if (!head) return [];
  const compact = head[0].replace(/ /g, '');
  const end = start + head[0].length;
  // The first part holds the country, the check digits and two groups at least, and the other
  // column's word follows it (a capital then lower case), not more of the number.
  if (compact.length < 12 || compact.length >= length) return [];
  if (!/^[ \t]+\p{Lu}\p{Ll}/u.test(folded.slice(end, end + 3))) return [];
  const spans: Span[] = [];
  const lineEnd = folded.indexOf('\n', end);
  if (lineEnd >= 0) {
    GROUPS.lastIndex = lineEnd + 1;
    const tail = GROUPS.exec(folded);
    const rest = tail?.[0].replace(/ /g, '') ?? '';
    const tailEnd = lineEnd + 1 + (tail?.[0].length ?? 0);
    if (
      tail &&
      compact.length + rest.length === length &&
      !isAlnum(folded[tailEnd]) &&
      isValidIBAN(compact + rest)
    ) {
      const second = makeSpan('ACCOUNT', lineEnd + 1, tailEnd, 0.9, 'iban');
      second.reason = 'IBAN cut by a column: its last groups';
      spans.push(second);
      const first = makeSpan('ACCOUNT', start, end, 0.9, 'iban');
      first.reason = 'IBAN cut by a column: its first groups';
      spans.push(first);
      return spans;
    }
  }
  const first = makeSpan('ACCOUNT', start, end, 0.6, 'iban');
  first.reason = 'first groups of an IBAN cut by a column';
  return [first];
}
