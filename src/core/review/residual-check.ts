import type { TextTag } from '../contract/tags';
import { isCovered } from './match-coverage';
import type { TextRange } from './types';

/** A kind of thing that may be personal data left visible after a review. */
export type ResidualKind = 'IBAN' | 'CARD' | 'EMAIL' | 'SSN' | 'PHONE' | 'NAME' | 'DIGITS';

/** How each kind is looked for, named and redacted. */
export interface ResidualRule {
  kind: ResidualKind;
  /** Regular expression source (linear-time engines accept it: no lookaround, no backrefs). */
  pattern: string;
  caseSensitive: boolean;
  /** The tag a one-click redaction uses. */
  tag: TextTag;
  /** Singular and plural of "possible …" in the summary. */
  noun: [string, string];
}

/**
 * The residual rules, most specific first (a candidate overlapping an earlier kind's is
 * dropped). Whitespace, line ends included, may sit between groups: values that wrap onto the
 * next line are exactly what a line-based detector misses.
 */
export const RESIDUAL_RULES: readonly ResidualRule[] = [
  {
    kind: 'IBAN',
    pattern: '\\b[A-Z]{2}\\d{2}(?:\\s*[A-Z0-9]{4}){2,7}(?:\\s*[A-Z0-9]{1,3})?\\b',
    caseSensitive: true,
    tag: 'ACCOUNT',
    noun: ['possible IBAN', 'possible IBANs'],
  },
  {
    kind: 'CARD',
    pattern: '\\b\\d{4}(?:[\\s-]*\\d{4}){2}[\\s-]*\\d{1,7}\\b',
    caseSensitive: true,
    tag: 'CREDIT_CARD',
    noun: ['possible card number', 'possible card numbers'],
  },
  {
    kind: 'EMAIL',
    pattern: '[\\w.+-]+\\s?@\\s?[\\w-]+(?:\\s?\\.\\s?[\\w-]+)*\\.[A-Za-z]{2,}\\b',
    caseSensitive: false,
    tag: 'EMAIL',
    noun: ['possible e-mail address', 'possible e-mail addresses'],
  },
  {
    kind: 'SSN',
    pattern: '\\b\\d{3}\\s*-\\s*\\d{2}\\s*-\\s*\\d{4}\\b',
    caseSensitive: true,
    tag: 'SSN',
    noun: ['possible SSN', 'possible SSNs'],
  },
  {
    kind: 'PHONE',
    pattern: '(?:\\+\\d{1,3}[\\s.-]*)?(?:\\(\\d{3}\\)|\\b\\d{3})[\\s.-]*\\d{3}[\\s.-]*\\d{4}\\b',
    caseSensitive: true,
    tag: 'PHONE',
    noun: ['possible phone number', 'possible phone numbers'],
  },
  {
    kind: 'NAME',
    pattern: '\\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\\.?\\s+[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?',
    caseSensitive: true,
    tag: 'PERSON_NAME',
    noun: ['possible name', 'possible names'],
  },
  {
    kind: 'DIGITS',
    pattern: '\\b\\d{6,}\\b',
    caseSensitive: true,
    tag: 'ID',
    noun: ['long number', 'long numbers'],
  },
];

/** A candidate: where a rule matched and the matched text. */
export interface ResidualCandidate extends TextRange {
  kind: ResidualKind;
  text: string;
}

/** Whether an IBAN's check digits are right (ISO 13616 mod 97). */
function ibanValid(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  if (compact.length < 15 || compact.length > 34) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch;
    for (const d of value) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** Whether a card number passes the Luhn check. */
function luhnValid(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks beyond the shape: checksums where a kind has one. */
function plausible(candidate: ResidualCandidate): boolean {
  if (candidate.kind === 'IBAN') return ibanValid(candidate.text);
  if (candidate.kind === 'CARD') return luhnValid(candidate.text);
  return true;
}

/** Letters and digits of a candidate outside every covered range (what stays readable). */
function visibleCharacters(c: ResidualCandidate, covered: readonly TextRange[]): number {
  let n = 0;
  for (let i = c.start; i < c.end; i++) {
    if (!/[\p{L}\p{N}]/u.test(c.text[i - c.start] ?? '')) continue;
    if (!covered.some((r) => r.start <= i && i < r.end)) n++;
  }
  return n;
}

/**
 * Keeps the candidates that are plausible, not already covered by a redacted range, and not
 * overlapping a candidate of a more specific kind; in document order.
 */
export function selectResidual(
  candidates: readonly ResidualCandidate[],
  covered: readonly TextRange[],
): ResidualCandidate[] {
  const order = RESIDUAL_RULES.map((r) => r.kind);
  const sorted = [...candidates].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.start - b.start,
  );
  const kept: ResidualCandidate[] = [];
  for (const c of sorted) {
    if (!plausible(c)) continue;
    if (isCovered(c, covered) || visibleCharacters(c, covered) < 3) continue;
    if (kept.some((k) => k.start < c.end && k.end > c.start)) continue;
    kept.push(c);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * Scans `text` (the document text, pages joined by `\f`) for personal-data shapes outside the
 * `covered` ranges (what the export blacks out): what a person should look at before release.
 */
export function scanResidual(text: string, covered: readonly TextRange[]): ResidualCandidate[] {
  const candidates: ResidualCandidate[] = [];
  for (const rule of RESIDUAL_RULES) {
    const re = new RegExp(rule.pattern, rule.caseSensitive ? 'gu' : 'giu');
    for (const m of text.matchAll(re)) {
      if (m[0].includes('\f')) continue;
      candidates.push({ kind: rule.kind, start: m.index, end: m.index + m[0].length, text: m[0] });
    }
  }
  return selectResidual(candidates, covered);
}

/** "3 possible SSNs, 1 possible IBAN": the findings counted by kind, in rule order. */
export function residualSummary(found: readonly Pick<ResidualCandidate, 'kind'>[]): string {
  return RESIDUAL_RULES.map((rule) => {
    const n = found.filter((f) => f.kind === rule.kind).length;
    return n === 0 ? '' : `${n} ${rule.noun[n === 1 ? 0 : 1]}`;
  })
    .filter(Boolean)
    .join(', ');
}
