/**
 * National IDs whose shape carries a checksum, found without a label: the Spanish DNI and NIE,
 * the Italian codice fiscale and the Brazilian CPF; and the printed shapes of the Russian СНИЛС and
 * the French NIR. A passing check raises the score; a failing one (a typo) never hides the number.
 */
import type { Span } from '../span';
import { isBusinessReference, isRepeatedDigit, makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** True when the Spanish DNI/NIE `number` (digits, NIE prefix already mapped) has check `letter`. */
export function dniLetterValid(number: string, letter: string): boolean {
  return DNI_LETTERS[Number(number) % 23] === letter.toUpperCase();
}

/** DNI "12345678Z" / "12.345.678-Z" and NIE "X1234567L"; a space before the letter is prose. */
const DNI =
  /(?<![\p{L}\p{N}_.-])(?:([XYZ])-?(\d{7})|(\d{8}|\d{2}\.\d{3}\.\d{3}))-?([A-Z])(?![\p{L}\p{N}_])/gu;

/** Omocodia can replace codice-fiscale digits with these letters, so the digit slots accept them. */
const CF_DIGIT = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE = new RegExp(
  `(?<![\\p{L}\\p{N}_])[A-Z]{6}${CF_DIGIT}{2}[A-EHLMPRST]${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{3}[A-Z](?![\\p{L}\\p{N}_])`,
  'gu',
);

/** Values of characters in odd (1st, 3rd...) positions of a codice fiscale, for A-Z / 0-9. */
const CF_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** True when the 16th character of a codice fiscale matches the check computed from the rest. */
export function codiceFiscaleValid(cf: string): boolean {
  if (cf.length !== 16) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = cf.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c - 65;
    if (v < 0 || v > 25) return false;
    // Positions are 1-based in the specification: index 0 is an odd position.
    sum += i % 2 === 0 ? (CF_ODD[v] ?? 0) : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === cf[15];
}

/** CPF written with its punctuation: 123.456.789-09. */
const CPF = /(?<![\p{L}\p{N}_.-])(\d{3})\.(\d{3})\.(\d{3})-(\d{2})(?![\p{L}\p{N}_]|[.-]\d)/gu;

/** Russian СНИЛС as printed: 123-456-789 01. */
const SNILS = /(?<![\p{L}\p{N}_.-])\d{3}-\d{3}-\d{3}[ -]\d{2}(?![\p{L}\p{N}_]|[.-]\d)/gu;

/** French NIR (sécurité sociale) as printed: 1 84 12 75 123 456 78 (sex, year, month, place, order, key). */
const NIR =
  /(?<![\p{L}\p{N}_.,-])[12] \d{2} (?:0[1-9]|1[0-2]|[2-9]\d) (?:\d{2}|2[AB]) \d{3} \d{3}(?: \d{2})?(?![\p{L}\p{N}_]|[.,-]\d)/gu;

/** A UUID (device, session or record identifier): 8-4-4-4-12 hex digits. */
const UUID =
  /(?<![\p{L}\p{N}_-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\p{L}\p{N}_-])/giu;

/** A vehicle identification number: 17 capitals and digits without I, O, Q (mixed: checked below). */
const VIN = /(?<![\p{L}\p{N}_-])[A-HJ-NPR-Z0-9]{17}(?![\p{L}\p{N}_-])/gu;

/** A UK National Insurance number: "QQ 12 34 56 C" (prefix letters not checked: a sample is still one). */
const NINO = /(?<![\p{L}\p{N}])[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/gu;

/** German Steuer-ID: eleven digits, plain or printed "12 345 678 901" (first digit not 0). */
const STEUER_ID =
  /(?<![\p{L}\p{N}_.,/+-]|\d[ ])[1-9]\d(?: ?\d{3}){3}(?![\p{L}\p{N}_]|[.,/-]\d| \d)/gu;

/** True when the eleven digits pass the Steuer-ID's ISO 7064 MOD 11,10 check. */
export function steuerIdValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (Number(digits[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(digits[10]);
}

/**
 * German social-insurance number: area, birth date (day, month, year), the surname's initial,
 * serial and check: "65 170839 J 003", "65170839J003".
 */
const SV_NUMBER =
  /(?<![\p{L}\p{N}_])\d{2} ?(?:[0-2]\d|3[01]|[5-7]\d|8[01])(?:0[1-9]|1[0-2])\d{2} ?[A-Z] ?\d{3}(?![\p{L}\p{N}_])/gu;

/** Portuguese NIF of a person: nine digits starting 1-3, plain or printed "123 456 789". */
const NIF_PT =
  /(?<![\p{L}\p{N}_.,/+-]|\d[ ])[123]\d{2}( ?)\d{3}\1\d{3}(?![\p{L}\p{N}_]|[.,/-]\d| \d)/gu;

/** True when the nine digits pass the NIF's mod-11 check. */
export function nifPtValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  const r = sum % 11;
  return (r < 2 ? 0 : 11 - r) === Number(digits[8]);
}

/** Russian personal ИНН: twelve digits. */
const INN_12 = /(?<![\p{L}\p{N}_.,/+-])\d{12}(?![\p{L}\p{N}_]|[.,/-]\d)/gu;

/** True when the twelve digits pass both ИНН checks. */
export function innValid(digits: string): boolean {
  if (!/^\d{12}$/.test(digits)) return false;
  const d = digits.split('').map(Number);
  const check = (weights: number[]) => (weights.reduce((s, w, i) => s + w * d[i]!, 0) % 11) % 10;
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

/** A file name with an extension people attach ("passport_MD5774734.pdf", "scan-48213377.jpg"). */
const FILE_NAME =
  /(?<![\p{L}\p{N}_./\\-])[\p{L}\p{N}][\p{L}\p{N}_.-]{2,80}\.(?:pdf|jpe?g|png|tiff?|heic|docx?|xlsx?|odt|csv|txt|zip)(?![\p{L}\p{N}])/giu;

/**
 * The extension every `FILE_NAME` match ends with, as it ends there: a text without one has no
 * file name, so the costly scan (every word start, up to 80 characters) is skipped.
 */
const FILE_EXTENSION =
  /\.(?:pdf|jpe?g|png|tiff?|heic|docx?|xlsx?|odt|csv|txt|zip)(?![\p{L}\p{N}])/iu;

/** An identifier part of a file name: five digits or more, maybe after a few letters. */
const FILE_ID = /(?<=^|[_.-])[A-Za-z]{0,4}\d{5,}[A-Za-z0-9]{0,4}(?=[_.-])/g;

/** File names of a company's papers, whose numbers are not a person's. */
const BUSINESS_FILE =
  /invoice|inv[_-]|order|rechnung|bestellung|factura|facture|fattura|fatura|pedido|commande|ordine|счет|счёт|заказ|report|manual|release|version/iu;

/** A postal item's tracking number (UPU S10): two letters, nine digits, the country ("JJ384020309PT"). */
const TRACKING_S10 = /(?<![\p{L}\p{N}])[A-Z]{2}\d{9}[A-Z]{2}(?![\p{L}\p{N}])/gu;

/** An online shop's order number as customers quote it in a ticket ("911-7667509-2906"). */
const ORDER_3_7_7 = /(?<![\p{L}\p{N}-])\d{3}-\d{7}-\d{4,7}(?![\p{L}\p{N}]|-\d)/gu;

/** True when the 11-digit Brazilian CPF has valid check digits. */
export function cpfValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || isRepeatedDigit(digits)) return false;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const check = ((sum * 10) % 11) % 10;
    if (check !== Number(digits[len])) return false;
  }
  return true;
}

/**
 * A piece every match of the pattern holds, looked for first: these literal scans skip the
 * lookbehind and Unicode classes tried at every position, and most pages hold none of them.
 */
const GATES = {
  dni: /\d-?[A-Z]/,
  codiceFiscale: /[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST]/,
  cpf: /\d{3}\.\d{3}\.\d{3}-\d{2}/,
  snils: /\d{3}-\d{3}-\d{3}[ -]\d{2}/,
  uuid: /[0-9a-f]{8}-[0-9a-f]{4}-/i,
  vin: /[A-HJ-NPR-Z0-9]{17}/,
  nino: /[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]/,
  nir: /[12] \d{2} \d{2} /,
  inn: /\d{12}/,
  tracking: /[A-Z]{2}\d{9}[A-Z]{2}/,
  order: /\d{3}-\d{7}-\d{4}/,
  sv: /\d{2} ?[A-Z] ?\d{3}/,
};

/** Recognises checksummed national IDs by shape alone. */
export const structuredIdRecognizer = safeRecognizer('structured-ids', ['ID', 'SSN'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  const push = (start: number, length: number, score: number, reason: string) => {
    const span = makeSpan('ID', start, start + length, score, 'structured-ids');
    span.reason = reason;
    spans.push(span);
  };
  if (GATES.dni.test(folded))
    for (const m of matchesOf(DNI, folded)) {
      const [, niePrefix, nieDigits, dniDigits, letter = ''] = m;
      const number = niePrefix
        ? `${'XYZ'.indexOf(niePrefix)}${nieDigits}`
        : (dniDigits ?? '').replace(/\./g, '');
      if (isRepeatedDigit(number)) continue;
      // The check letter raises the score; a wrong one (a typo) still shows the number, lower.
      const valid = dniLetterValid(number, letter);
      // Unchecked, only the printed forms "12345678-Z" and "X1234567L" (not "20240115A").
      if (!valid && !niePrefix && !m[0].includes('-')) continue;
      push(
        m.index,
        m[0].length,
        valid ? 0.85 : 0.55,
        valid ? 'DNI/NIE with its check letter' : 'DNI/NIE shape',
      );
    }
  if (GATES.codiceFiscale.test(folded))
    for (const m of matchesOf(CODICE_FISCALE, folded)) {
      const valid = codiceFiscaleValid(m[0]);
      push(
        m.index,
        m[0].length,
        valid ? 0.9 : 0.6,
        valid ? 'codice fiscale with its check character' : 'codice fiscale shape',
      );
    }
  if (GATES.cpf.test(folded))
    for (const m of matchesOf(CPF, folded)) {
      const valid = cpfValid(`${m[1]}${m[2]}${m[3]}${m[4]}`);
      push(
        m.index,
        m[0].length,
        valid ? 0.9 : 0.55,
        valid ? 'CPF with its check digits' : 'CPF shape',
      );
    }
  if (GATES.snils.test(folded))
    for (const m of matchesOf(SNILS, folded)) push(m.index, m[0].length, 0.6, 'СНИЛС shape');
  if (GATES.uuid.test(folded))
    for (const m of matchesOf(UUID, folded)) push(m.index, m[0].length, 0.7, 'UUID');
  if (GATES.vin.test(folded))
    for (const m of matchesOf(VIN, folded)) {
      // Digits and letters both, at least two of each (a run of digits is an account, a word is no VIN).
      const digits = m[0].replace(/\D/g, '').length;
      if (digits < 2 || digits > 15) continue;
      push(m.index, m[0].length, 0.6, 'vehicle identification number shape');
    }
  if (GATES.nino.test(folded))
    for (const m of matchesOf(NINO, folded))
      push(m.index, m[0].length, 0.9, 'UK National Insurance number shape');
  if (GATES.nir.test(folded))
    for (const m of matchesOf(NIR, folded)) push(m.index, m[0].length, 0.6, 'French NIR shape');
  // Checksummed numbers without a label: only a passing check tells them from other digits, and a
  // business word before them ("Invoice 12345678901") keeps them out.
  for (const m of matchesOf(STEUER_ID, folded)) {
    if (!steuerIdValid(m[0].replace(/ /g, '')) || isBusinessReference(folded, m.index)) continue;
    push(m.index, m[0].length, m[0].includes(' ') ? 0.6 : 0.5, 'Steuer-ID with its check digit');
  }
  for (const m of matchesOf(NIF_PT, folded)) {
    if (!nifPtValid(m[0].replace(/ /g, '')) || isBusinessReference(folded, m.index)) continue;
    push(m.index, m[0].length, 0.5, 'Portuguese NIF with its check digit');
  }
  if (GATES.inn.test(folded))
    for (const m of matchesOf(INN_12, folded)) {
      if (!innValid(m[0]) || isBusinessReference(folded, m.index)) continue;
      push(m.index, m[0].length, 0.6, 'ИНН with its check digits');
    }
  if (GATES.tracking.test(folded))
    for (const m of matchesOf(TRACKING_S10, folded))
      push(
        m.index,
        m[0].length,
        0.7,
        'postal tracking number shape (two letters, nine digits, country)',
      );
  if (GATES.order.test(folded))
    for (const m of matchesOf(ORDER_3_7_7, folded))
      push(m.index, m[0].length, 0.6, 'online order number shape (3-7-4 to 3-7-7 digits)');
  if (FILE_EXTENSION.test(folded))
    for (const m of matchesOf(FILE_NAME, folded)) {
      if (BUSINESS_FILE.test(m[0])) continue;
      for (const part of matchesOf(FILE_ID, m[0])) {
        // A date stamp in a file name ("scan_20250314.pdf") is no identifier.
        if (/^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])$/.test(part[0])) continue;
        push(m.index + part.index, part[0].length, 0.55, 'identifier in a file name');
      }
    }
  if (GATES.sv.test(folded))
    for (const m of matchesOf(SV_NUMBER, folded)) {
      const span = makeSpan('SSN', m.index, m.index + m[0].length, 0.7, 'structured-ids');
      span.reason = 'German social-insurance number shape (birth date, initial)';
      spans.push(span);
    }
  return spans;
});
