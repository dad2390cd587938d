/**
 * Domestic bank account numbers: 6-20 digits, possibly grouped, and only directly after an
 * account label in one of the seven languages (bare digit runs are far too common to flag).
 */
import type { Span } from '../span';
import { isRepeatedDigit, makeSpan, safeRecognizer } from './helpers';
import { findLabelledValues } from './labelled-value';
import { matchesOf } from './text-helpers';

/** Account labels (case-insensitive). Routing/sort codes are deliberately not accounts. */
const ACCOUNT_LABEL =
  /(?<![\p{L}\p{N}])(?:bank account|account|acct|a\/c|cuenta bancaria|cuenta|n[úu]mero de cuenta|compte bancaire|compte|num[ée]ro de compte|kontonummer|konto-?nr|konto|kto|conto corrente|conto|numero di conto|conta bancária|conta corrente|conta|número da conta|расч[её]тный сч[её]т|лицевой сч[её]т|номер сч[её]та|сч[её]т (?:получателя|плательщика|зачисления|для зачисления)|сч[её]т|ccc|c\/c|rib|nib)(?![\p{L}\p{N}])/giu;

/** Russian "счёт" also means "invoice"; a real Russian account has 20 digits. */
const RUSSIAN_LABEL = /сч[её]т/iu;
const RUSSIAN_INVOICE = /^сч[её]т(?:-фактур| на оплату)/iu;

/** Digits with single spaces or hyphens between groups. */
const ACCOUNT_VALUE = /\d(?:[ -]?\d){5,29}(?![\p{L}\p{N}_]|[-.,]\d)/uy;

/**
 * A Russian personal account without its label: 20 digits opening with the balance accounts of
 * individuals (40817, 40820) or deposits (423, 426), the shape bank statements print.
 */
const RU_PERSONAL_ACCOUNT =
  /(?<![\p{L}\p{N}])(?:4081[78]|40820|423\d\d|426\d\d)\d{15}(?![\p{L}\p{N}])/gu;

/**
 * A Russian account printed in its own groups, 5-3-1-4-7 ("40817 810 0 9991 0004312": balance
 * account, currency, check digit, branch, account), or its 20 digits in groups of five or four
 * ("40817 81009 99100 04312"), label or not: no other number has the shape.
 */
const RU_GROUPED_ACCOUNT =
  /(?<![\p{L}\p{N}])(?:\d{5}[ .]\d{3}[ .]\d[ .]\d{4}[ .]\d{7}|4\d{4}(?:[ ]\d{5}){3}|4\d{3}(?:[ ]\d{4}){4})(?![\p{L}\p{N}]|[.,]\d)/gu;

/**
 * A Brazilian branch ("Agência 1234-5") on the line of its account ("Conta 12345-6"): with the
 * account it names the person's account, as a sort code does in the UK.
 */
const AGENCIA =
  /(?<![\p{L}])ag[êe]ncia(?:[ \t]+n[º°.]?)?[ \t]*:?[ \t]*(\d{3,5}(?:-[\dxX])?)(?![\p{L}\p{N}])/giu;
const CONTA_ON_LINE = /(?<![\p{L}])conta(?![\p{L}])/iu;

/**
 * A BIC after its label ("BIC: DEUTDEFFXXX", "SWIFT COBADEFF"): four letters of the bank, the
 * country, the location and an optional branch.
 */
const BIC_LABELLED =
  /(?<![\p{L}\p{N}])(?:bic|swift|swift[ /-]?bic|bic[ /-]?swift|swift[ -]code|bic[ -]code|code bic|código (?:bic|swift)|codice (?:bic|swift)|код swift)[ \t]*[:#]?[ \t]*([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![\p{L}\p{N}])/giu;

/** Recognises labelled bank account numbers. */
export const bankAccountRecognizer = safeRecognizer('bank-account', ['ACCOUNT'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  for (const v of findLabelledValues(folded, ACCOUNT_LABEL, ACCOUNT_VALUE)) {
    const value = folded.slice(v.start, v.end);
    // Dates follow labels like "Account opened"; no account is written as one.
    if (/^\d{1,4}-\d{1,2}-\d{1,4}$/.test(value)) continue;
    const digits = value.replace(/\D/g, '');
    // Up to 23 digits: a French RIB (bank, branch, account, key) is printed as one value.
    if (digits.length < 6 || digits.length > 23 || isRepeatedDigit(digits)) continue;
    const label = folded.slice(v.labelStart, v.end);
    if (RUSSIAN_LABEL.test(label) && (digits.length < 10 || RUSSIAN_INVOICE.test(label))) continue;
    const span = makeSpan('ACCOUNT', v.start, v.end, 0.85, 'bank-account');
    span.reason = `account label "${folded.slice(v.labelStart, v.labelEnd)}"`;
    spans.push(span);
  }
  for (const m of matchesOf(BIC_LABELLED, folded)) {
    // Printed in capitals; a lower-case word after "Swift" is prose.
    if (!/^[A-Z0-9]+$/.test(m[1]!)) continue;
    const end = m.index + m[0].length;
    const span = makeSpan('ACCOUNT', end - m[1]!.length, end, 0.7, 'bank-account');
    span.reason = 'BIC/SWIFT code after its label (the bank of the account beside it)';
    spans.push(span);
  }
  for (const m of matchesOf(RU_GROUPED_ACCOUNT, folded)) {
    // The groups after an IBAN's country and check digits, or after another group, are that
    // IBAN's ("ES26 3654 7331 …", "RU02 0445 4648 5800 …").
    if (/[A-Z0-9]{4}[ ]$/.test(folded.slice(Math.max(0, m.index - 5), m.index))) continue;
    const span = makeSpan('ACCOUNT', m.index, m.index + m[0].length, 0.8, 'bank-account');
    span.reason = 'Russian account in its printed groups (20 digits)';
    spans.push(span);
  }
  if (/ag[êe]ncia/iu.test(folded))
    for (const m of matchesOf(AGENCIA, folded)) {
      const from = folded.lastIndexOf('\n', m.index) + 1;
      const to = folded.indexOf('\n', m.index);
      if (!CONTA_ON_LINE.test(folded.slice(from, to < 0 ? undefined : to))) continue;
      const end = m.index + m[0].length;
      const span = makeSpan('ACCOUNT', end - m[1]!.length, end, 0.7, 'bank-account');
      span.reason = 'branch (agência) on the line of its account';
      spans.push(span);
    }
  for (const m of matchesOf(RU_PERSONAL_ACCOUNT, folded)) {
    const span = makeSpan('ACCOUNT', m.index, m.index + m[0].length, 0.7, 'bank-account');
    span.reason = 'Russian personal account number (20 digits, 408…/423…)';
    spans.push(span);
  }
  return spans;
});
