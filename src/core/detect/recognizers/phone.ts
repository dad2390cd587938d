import { hasContextBefore } from '../context';
/**
 * Telephone numbers: international ones written with '+' (or '00'), and national ones for the
 * default regions of our seven languages. libphonenumber-js decides validity; the shape filters
 * in front of it keep dates, money, versions, ISBNs and references away from it, since some
 * national plans (Germany, Italy) accept almost any digit string of the right length.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import type { Span } from '../span';
import type { DigitGroup } from './helpers';
import {
  digitGroups,
  isDigit,
  insideUrlOrEmail,
  isBusinessReference,
  isRepeatedDigit,
  makeSpan,
  safeRecognizer,
} from './helpers';
import { matchesOf } from './text-helpers';

/**
 * Regions whose national formats we accept without a country code. National numbers starting with
 * 0 can only be from the trunk-prefix-0 plans (and Italy, which keeps the 0), the others only from
 * the rest; splitting halves the parsing work.
 */
const TRUNK_ZERO_REGIONS: readonly CountryCode[] = ['GB', 'FR', 'DE', 'IT'];
const OTHER_REGIONS: readonly CountryCode[] = ['US', 'ES', 'IT', 'PT', 'RU'];

/**
 * A '+', '00' or '(' start, then digits and the separators people print in phone numbers, ending on
 * a digit. Never across lines. The bounded middle keeps the backtracking per start constant.
 */
const CANDIDATE =
  /(?<![\p{L}\p{N}_+\-.,/@#=]|\d:)(?:\+[ ]?|\(\+?)?\d[\d \-.()/]{4,26}\d(?:x\d{1,5}|[ ]?ext\.?[ ]?\d{1,5})?(?![\p{L}\p{N}_]|[-.,/]\d)/gu;
/** An extension after the number ("555-0147x459", "555-0147 ext. 12"): kept in the span, not parsed. */
const EXTENSION = /(?:x\d{1,5}|[ ]?ext\.?[ ]?\d{1,5})$/i;
/** A kind label printed after the number ("416 60 039 office", "07700 063 966-Fax"). */
const LABEL_AFTER =
  /^[ \t]*-?[ \t]*(?:office|fax|mobile|home|work|cell|desk|direct|landline)(?!\p{L})/iu;

/** Phone labels in the seven languages; looked for just before the number. */
const PHONE_CONTEXT =
  /(?<!\p{L})(?:phone|tel|telephone|mobile|mob|cell|fax|call|whatsapp|hotline|answering|reach|dial|texts?|sms|messages|registered|desk|office|teléfono|telefono|tlf|móvil|movil|celular|téléphone|tél|portable|telefon|telefonnummer|rufnummer|handy|mobil|cellulare|telefone|telemóvel|telemovel|телефон|тел|моб|факс|llame|llamar|llámenos|llamarme|appelez|appeler|appelle|joignable|joindre|contacter|contactez|anrufen|rufen|erreichbar|chiami|chiamare|chiamate|reperibile|ligue|ligar|contactável|contactavel|звоните|позвоните|звонить|contact|contacto|contatto|kontakt|notfallkontakt|контакт|unter)(?!\p{L}{3})/iu;

/** Numbers printed with a one-digit trunk or long-distance prefix: "1-800-555-0147", "8 (495) 123-45-67". */
const TRUNK_PRINTED =
  /^1[-. ][2-9]\d\d[-. ]\d{3}[-. ]\d{4}$|^8 ?\(\d{3,4}\) ?\d{2,3}-\d{2}-\d{2}$|^8-9\d\d-\d{3}-\d{2}-\d{2}$|^8[ -]\(?800\)?[ -]\d{3}(?:[ -]\d{1,4}){1,3}$/;

/**
 * National shapes that say phone whatever the numbering plan says (validation raises a score, it
 * never hides a number): the French ten digits in five pairs ("07.99.57.05.03", "01 23 45 67 89")
 * and a trunk-0 area code in brackets ("(0951) 283 00 45", "(01518) 935916"), how German and
 * British numbers are printed on forms.
 */
const SHAPE_SAYS_PHONE =
  /^0[1-9]([ .])\d\d(?:\1\d\d){3}$|^\(0\d{2,5}\) ?\d{2,8}(?:[ -]\d{2,4}){0,3}$/;

/** A company register number ("Registered in England No. 75735354"): the word 'registered' is no phone label there. */
const REGISTER_BEFORE =
  /(?:registered|registrada|registrado|enregistrée|eingetragen|registrata|registada)(?:[ \t]+[\p{L}]+){0,4}[ \t,]*(?:no\.?|nr\.?|number|n°|nº|núm\.?)[ \t:]*$/iu;

/**
 * National shapes printed otherwise than libphonenumber groups them, valid numbers only: an
 * Italian mobile "338-2708418", a German area code before a slash with an extension
 * "0931/53580-24" (the old DIN 5008 form).
 */
const PRINTED_NATIONAL: ReadonlyArray<[CountryCode, RegExp]> = [
  ['IT', /^3\d\d[- ]\d{6,7}$/],
  ['DE', /^0\d{2,4}\/\d{3,8}(?:-\d{1,5})?$/],
  // German mobiles however grouped ("0151 781 22641", "0176 689 35621"): the 015x-017x prefix says mobile.
  ['DE', /^01[5-7]\d[ ]?\d{3,4}[ ]?\d{4,5}$/],
];

/**
 * A trunk-zero area code and two groups of three or four digits ("0711 002 1457", "02 6490 183",
 * "0221 644-5787"), or the German 3-2-2/3-2-3 tail ("030 071 28 306"): how people print national
 * numbers whatever grouping the plan uses, valid in one of the trunk-zero plans (a supplier
 * list's or a letter's number without its label).
 */
const TRUNK_THREE_GROUPS = /^0\d{1,4}[ -]\d{3,4}[ -]\d{3,4}$|^0\d{2,4}[ ]\d{3}[ ]\d{2}[ ]\d{2,3}$/;

/** A group of four capitals and digits, one of them a digit, then a space: an IBAN's group. */
// Also at the start of a line after a line ending in such groups: an IBAN wrapped in its cell.
const IBAN_GROUP_BEFORE =
  /(?:^|[ \t])(?=[A-Z]*\d)[A-Z0-9]{4}[ ]$|[A-Z]{2}\d{2}(?:[ ][A-Z0-9]{4}){2,}[ \t]*\n[ \t]*$/;

/** Currency next to the digits: it is an amount. */
const CURRENCY_BEFORE = /[$€£¥₽₹]\s?$|(?<!\p{L})(?:usd|eur|gbp|rub|chf)\s?$/iu;
const CURRENCY_AFTER = /^\s?(?:[$€£¥₽₹]|(?:usd|eur|euros?|dollars?|gbp|rub|руб|chf)(?!\p{L}))/iu;

/** True when the candidate reads as a date ("2024-01-15", "15.01.2024", "01/15/2024"). */
export function isDateLike(s: string): boolean {
  const m = /^(\d{1,4})[-./ ](\d{1,2})[-./ ](\d{2}|\d{4})$/.exec(s);
  if (!m) return false;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if ((m[1] ?? '').length === 4) return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  return a >= 1 && a <= 31 && b >= 1 && b <= 31 && (m[3] ?? '').length >= 2;
}

/** Separators between consecutive groups of a candidate, trimmed of spaces ("" for a space). */
function separators(folded: string, groups: readonly DigitGroup[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < groups.length; i++) {
    out.push(folded.slice(groups[i - 1]!.end, groups[i]!.start).trim());
  }
  return out;
}

/** Shapes that are never phone numbers whatever libphonenumber says. */
function rejectShape(
  candidate: string,
  groups: readonly DigitGroup[],
  seps: string[],
  labelled: boolean,
): boolean {
  const digits = groups.map((g) => g.digits).join('');
  if (digits.length < 7 || digits.length > 15 || isRepeatedDigit(digits)) return true;
  if (isDateLike(candidate)) return true;
  // Year ranges "2019-2024", periods "04/2009 - 08/2019" and ISBN-13s "978-3-16-148410-0".
  if (/^(?:19|20)\d\d ?- ?(?:19|20)\d\d$/.test(candidate)) return true;
  if (/^\d{1,2}[/.](?:19|20)\d\d ?- ?\d{1,2}[/.](?:19|20)\d\d$/.test(candidate)) return true;
  if (/^97[89]/.test(digits) && digits.length === 13) return true;
  // Unbalanced brackets mean we cut through something else.
  if ((candidate.match(/\(/g)?.length ?? 0) !== (candidate.match(/\)/g)?.length ?? 0)) return true;
  const hasPlus = candidate.startsWith('+') || candidate.startsWith('(+');
  if (seps.some((s) => s.includes('.'))) {
    // Dotted digits are versions, IPs and thousands unless they are FR "01.23.45.67.89" or
    // US "555.234.6789" style, or clearly labelled.
    const lens = groups.map((g) => g.digits.length).join(',');
    const dottedOk = /^(?:2,){4}2$|^3,3,4$/.test(lens) || hasPlus || labelled;
    if (!dottedOk || seps.some((s) => s !== '.')) return true;
  }
  if (!hasPlus && !labelled) {
    // A bare digit run is an account, a reference, anything: it needs a label or a '+'.
    if (groups.length === 1) return true;
    // National formats print at most five groups, none of a single digit.
    if (groups.length > 5) return true;
    if (groups.some((g) => g.digits.length < 2) && !TRUNK_PRINTED.test(candidate)) return true;
    // The SSN shape belongs to the SSN recognizer unless the line says it is a phone.
    if (/^\d{3}-\d{2}-\d{4}$/.test(candidate)) return true;
  }
  return false;
}

/** Tries to read `candidate` as a number; returns a score or 0. */
function scoreNumber(candidate: string, labelled: boolean): number {
  const international = candidate.replace(/^\(\+/, '+').replace(/^00(?=[1-9])/, '+');
  if (/^\+ ?1(?!\d)/.test(international)) {
    // For +1 libphonenumber scans all 25 NANP countries (~0.2 ms a number); reading the rest as
    // a US number and falling back to the NANP shape (NXX NXX XXXX) is as accurate and far cheaper.
    const national = international.replace(/^\+ ?1[ \-.]?/, '');
    const n = parsePhoneNumberFromString(national, { defaultCountry: 'US', extract: false });
    if (n?.isValid()) return 0.9;
    const digits = national.replace(/\D/g, '');
    if (/^[2-9]\d\d[2-9]\d{6}$/.test(digits)) return 0.75;
    // Labelled "+1" numbers with ten digits are reported even off the numbering plan (typos).
    return labelled && digits.length === 10 ? 0.65 : 0;
  }
  if (international.startsWith('+')) {
    const n = parsePhoneNumberFromString(international, { extract: false });
    if (!n) return 0;
    if (n.isValid()) return 0.9;
    // 555 numbers and new ranges are "possible" but not "valid"; the '+' says phone anyway.
    return n.isPossible() ? 0.75 : 0;
  }
  // "1-800-555-0147" (toll-free and long-distance dialling) and the Russian trunk prefix
  // "8 (495) 123-45-67": printed shapes that say phone whatever the numbering plan says.
  if (TRUNK_PRINTED.test(candidate)) return 0.75;
  if (SHAPE_SAYS_PHONE.test(candidate)) {
    const n = parsePhoneNumberFromString(candidate, {
      defaultCountry: /^\(/.test(candidate) ? 'DE' : 'FR',
      extract: false,
    });
    if (/^\(/.test(candidate)) {
      // A bracketed area code is German or British: either plan may own it.
      const gb = parsePhoneNumberFromString(candidate, { defaultCountry: 'GB', extract: false });
      if (n?.isValid() || gb?.isValid()) return 0.85;
    } else if (n?.isValid()) return 0.85;
    return 0.7;
  }
  // "(212) 555-0147" is how North American numbers are printed; the shape itself says phone,
  // even for the 555 range that libphonenumber calls possible but not valid.
  if (/^\([2-9]\d\d\) ?[2-9]\d\d[-. ]\d{4}$/.test(candidate)) {
    const n = parsePhoneNumberFromString(candidate, { defaultCountry: 'US', extract: false });
    if (n?.isValid()) return 0.9;
    if (n?.isPossible()) return 0.7;
  }
  let possible = false;
  for (const region of /^\(?0/.test(candidate) ? TRUNK_ZERO_REGIONS : OTHER_REGIONS) {
    const n = parsePhoneNumberFromString(candidate, { defaultCountry: region, extract: false });
    if (!n) continue;
    if (n.isValid()) {
      if (labelled) return 0.9;
      if (groupedLikeNational(candidate, n.formatNational())) return 0.7;
      // Spanish landlines are as often printed "91 123 45 67" as the plan's "911 23 45 67".
      if (region === 'ES' && /^9\d \d{3} \d{2} \d{2}$/.test(candidate)) return 0.7;
      if (PRINTED_NATIONAL.some(([r, shape]) => r === region && shape.test(candidate))) return 0.7;
      if (TRUNK_THREE_GROUPS.test(candidate)) return 0.65;
    }
    if (n.isPossible()) possible = true;
  }
  if (!labelled) return 0;
  // A labelled number of a plan we do not parse ("They're not answering at 99 668472").
  const digits = candidate.replace(/\D/g, '').length;
  return possible ? 0.75 : digits >= 7 && digits <= 13 ? 0.65 : 0;
}

/**
 * True when a phone label stands before `start` with no other number in between, so that in
 * "Phone: 555-234-6789, SSN 334-45-6789" the label belongs to the first number only.
 */
function phoneLabelled(folded: string, start: number): boolean {
  let from = start;
  while (from > 0 && start - from < 32 && !isDigit(folded.charCodeAt(from - 1))) from--;
  return hasContextBefore(folded, start, PHONE_CONTEXT, start - from);
}

/**
 * True when the printed digit groups match the national format libphonenumber would print, the
 * bar an unlabelled national number must clear ("030 1234567", "01 23 45 67 89").
 */
function groupedLikeNational(candidate: string, national: string): boolean {
  const groups = (s: string): string => (s.match(/\d+/g) ?? []).map((g) => g.length).join(',');
  return groups(candidate) === groups(national);
}

/** Recognises telephone numbers. */
export const phoneRecognizer = safeRecognizer('phone', ['PHONE'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  for (const m of matchesOf(CANDIDATE, folded)) {
    // "(1-833-227-7184)": a bracket around the whole number is not part of it.
    // "(+44 (0)161 703 8817, …": the opening bracket of a clause, around a bracketed trunk zero.
    const bracketed =
      m[0].startsWith('(') && (m[0].match(/\(/g)?.length ?? 0) > (m[0].match(/\)/g)?.length ?? 0);
    const start = m.index + (bracketed ? 1 : 0);
    // A sentence ends at a dot and a space: the digits after it are a footnote mark or the next
    // sentence's ("… on 07953 956381. 1"), not more of the number.
    const sentenceEnd = m[0].search(/\.[ ]/);
    const fullEnd = m.index + (sentenceEnd > 0 ? sentenceEnd : m[0].length);
    const extension = sentenceEnd > 0 ? 0 : (EXTENSION.exec(m[0])?.[0].length ?? 0);
    const end = fullEnd - extension;
    if (insideUrlOrEmail(folded, start, fullEnd)) continue;
    const labelled =
      phoneLabelled(folded, start) || LABEL_AFTER.test(folded.slice(fullEnd, fullEnd + 12));
    if (!labelled && isBusinessReference(folded, start)) continue;
    // After a group of four capitals and digits the digits are the tail of an IBAN or a card
    // printed in groups ("FR81 3086 0086 04V4 0147 8907 132"), no number of their own.
    if (!labelled && IBAN_GROUP_BEFORE.test(folded.slice(Math.max(0, start - 32), start))) continue;
    if (CURRENCY_BEFORE.test(folded.slice(Math.max(0, start - 5), start))) continue;
    if (REGISTER_BEFORE.test(folded.slice(Math.max(0, start - 60), start))) continue;
    const groups = digitGroups(folded, start, end);
    const found = bestSubrange(folded, start, groups, labelled);
    if (found && extension > 0 && found.end === end) found.end = fullEnd;
    if (found) spans.push(found);
  }
  // In a table row the printed North American form runs straight into the next cell's digits
  // ("(212) 555-0147 10.24.8.113"), which the candidate above swallows whole; read it alone.
  for (const m of matchesOf(NANP_PRINTED, folded)) {
    const end = m.index + m[0].length;
    if (spans.some((sp) => sp.start < end && m.index < sp.end)) continue;
    const score = scoreNumber(m[0], phoneLabelled(folded, m.index));
    if (score > 0) spans.push(makeSpan('PHONE', m.index, end, score, 'phone'));
  }
  // The Russian printed forms ("+7 (682) 72-12-86", "8 (683) 27-11-00", "8-996-998-87-39"): the
  // shape says phone even where a date reads the tail ("27-11-00") or the area code is off the
  // plan (validation raises a score, it never hides a number), and after a row's date.
  for (const m of matchesOf(RU_PRINTED, folded)) {
    const end = m.index + m[0].length;
    const same = spans.find((sp) => sp.start <= m.index && end <= sp.end);
    if (same) {
      same.score = Math.max(same.score, 0.88);
      continue;
    }
    if (insideUrlOrEmail(folded, m.index, end)) continue;
    const span = makeSpan('PHONE', m.index, end, 0.88, 'phone');
    span.reason = 'printed phone shape';
    spans.push(span);
  }
  // A number a narrow cell or column wrapped at a line end ("Bethany Pemberton, +44 113 877" /
  // "0744", "Notfallkontakt … 0151" / "05002504", "+7" / "(921) 526-51-09"): the two pieces are
  // read as one number, and taken when it is one, after '+' or a phone or contact label.
  for (const m of matchesOf(WRAPPED, folded)) {
    const start = m.index;
    const end = start + m[0].length;
    if (spans.some((sp) => sp.start <= start && end <= sp.end)) continue;
    const labelled = phoneLabelled(folded, start) || CONTACT_BEFORE.test(lineBefore(folded, start));
    if (!labelled && !m[1]!.startsWith('+')) continue;
    const joined = `${m[1]!} ${m[2]!}`;
    const score = scoreNumber(joined, labelled);
    if (score <= 0) continue;
    const span = makeSpan('PHONE', start, end, score, 'phone');
    span.reason = 'number wrapped at a line end';
    spans.push(span);
  }
  // An extension written after the number ("x4764", "ext. 768", "poste 956", "int. 619",
  // "доб. 384") belongs to it: the box must cover it too.
  for (const span of spans) {
    EXTENSION_AFTER.lastIndex = span.end;
    const ext = EXTENSION_AFTER.exec(folded);
    if (!ext) continue;
    span.end += ext[0].length;
    span.reason = `${span.reason ? span.reason + '; ' : ''}extension "${ext[0].trim()}"`;
  }
  return spans;
});

/** An extension after a number, in the seven languages' words for it. */
const EXTENSION_AFTER =
  /[ \t]*,?[ \t]*(?:x|ext\.?|extension|extensión|ext\.ª?|poste|int\.|interno|ramal|durchwahl|dw\.?|доб\.?|добавочный)[ \t]*\n?[ \t]*\d{1,5}(?![\p{L}\p{N}])/iuy;

/**
 * Russian numbers as printed ("+7"/"8", an area code bracketed or not, "xx-xx" or "xx xx" at the
 * end) and a bracketed trunk-0 area code with a dashed extension ("(0221) 217 28-53").
 */
const RU_PRINTED =
  /(?<![\p{L}\p{N}+\-.,/])(?:(?:\+7|8)[ -]?(?:\(\d{3,5}\)[ ]?\d{1,3}|\d{3}[ -]\d{3})-\d{2}-\d{2}|(?:\+7|8)[ ]\d{3}[ ]\d{3}[ ]\d{2}[ ]\d{2}|\(0\d{2,5}\)[ ]?\d{2,4}(?:[ ]\d{2,4}){0,2}-\d{1,4})(?![\p{L}\p{N}]|[-.,/]\d)/gu;

/** A number's first groups ending a line, the rest alone (or before a comma) on the next. */
const WRAPPED =
  /(?<![\p{L}\p{N}+\-.,/])((?:\+[ ]?\d{1,3}|(?:\+[ ]?|\(\+?)?\d[\d \-.()/]{2,20}\d))[ \t]*\n[ \t]*(\(?\d(?:[\d \-()]{0,14}\d)?)(?=[ \t]*(?:\n|$|[,;](?:\s|$)))/gu;

/** A contact label in the line(s) before a wrapped number ("Emergency contact", "Notfallkontakt"). */
const CONTACT_BEFORE =
  /(?<!\p{L})(?:contact|contacto|contatto|kontakt|notfallkontakt|контакт|phone|tel|téléphone|telefon|telefono|teléfono|telefone|телефон)/iu;

/** The text of the line holding `index` up to it, and of the line before. */
function lineBefore(folded: string, index: number): string {
  const lineStart = folded.lastIndexOf('\n', index - 1);
  const prevStart = lineStart > 0 ? folded.lastIndexOf('\n', lineStart - 1) : -1;
  return folded.slice(prevStart + 1, index);
}

/** "(212) 555-0147": the way North American numbers are printed, as a candidate of its own. */
const NANP_PRINTED = /(?<![\p{L}\p{N}])\([2-9]\d\d\) ?[2-9]\d\d[-. ]\d{4}(?![\p{L}\p{N}]|[-.]\d)/gu;

/**
 * The whole candidate first, then with a stray group dropped at either end ("Tel 030 1234567
 * 2024"). Only groups split by spaces can be dropped: a hyphen binds its neighbours.
 */
function bestSubrange(
  folded: string,
  candStart: number,
  groups: readonly DigitGroup[],
  labelled: boolean,
): Span | undefined {
  const n = groups.length;
  const tries: Array<[number, number]> = [[0, n]];
  // Without a label or '+', a run with stray groups is too ambiguous to carve up (and parsing
  // every carving of a numeric table would cost more than the whole page budget).
  const carve = labelled || /^\(?\+/.test(folded.slice(candStart, candStart + 2));
  // A trailing year ("Fax 030 1234567 2024") is dropped before the whole run is tried, unless
  // the number starts with '+': international numbers are printed in groups of four, and a last
  // group like "1983" ("+49 151 6226 1983") is as often part of the number.
  const plus = /^\(?\+/.test(folded.slice(candStart, candStart + 2));
  if (carve && !plus && n > 2 && /^(?:19|20)\d\d$/.test(groups[n - 1]!.digits))
    tries.unshift([0, n - 1]);
  if (carve && n > 2) tries.push([0, n - 1], [1, n]);
  if (carve && n > 3) tries.push([0, n - 2], [1, n - 1]);
  for (const [i, j] of tries) {
    if (i > 0 && folded[groups[i]!.start - 1] !== ' ') continue;
    if (j < n && folded[groups[j - 1]!.end] !== ' ') continue;
    let s = i === 0 ? candStart : groups[i]!.start;
    if (i > 0 && folded[s - 1] === '(') s -= 1;
    const e = groups[j - 1]!.end;
    const part = groups.slice(i, j);
    const candidate = folded.slice(s, e);
    if (rejectShape(candidate, part, separators(folded, part), labelled)) continue;
    if (CURRENCY_AFTER.test(folded.slice(e, e + 8))) return undefined;
    const score = scoreNumber(candidate, labelled);
    if (score > 0) return makeSpan('PHONE', s, e, score, 'phone');
  }
  return undefined;
}
