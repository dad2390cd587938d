/**
 * A business reference is personal data only where it ties the document to a person: an invoice
 * number read in its field ("Invoice No. INV-2023-44871") is kept when the same text also holds
 * something only a person has (a name, an e-mail, a phone, an address, an account or card), and
 * dropped from a company's own paper that names nobody (a warehouse dispatch summary, a
 * supplier's price list). An order or parcel number is left as its reader decides: a customer
 * writing about "my order" is the person it belongs to, named or not.
 */
import type { TextTag } from '../contract/tags';
import type { Span } from './span';

/** Reason of the labelled-number reading of an invoice's number (labelled-numbers.ts). */
const REFERENCE_RULES = /^invoice label:/u;

/** Tags whose finding shows the document is about a person. */
const PERSON_BOUND: ReadonlySet<TextTag> = new Set<TextTag>([
  'PERSON_NAME',
  'EMAIL',
  'PHONE',
  'ADDRESS',
  'ACCOUNT',
  'CREDIT_CARD',
  'SSN',
  'PASSPORT',
  'DRIVER_LICENSE',
]);

/** `spans` without invoice numbers when nothing else in them is bound to a person. */
export function withoutUnboundReferences(spans: Span[]): Span[] {
  const isReference = (s: Span) => s.tag === 'ID' && REFERENCE_RULES.test(s.reason ?? '');
  if (!spans.some(isReference) || spans.some((s) => PERSON_BOUND.has(s.tag))) return spans;
  return spans.filter((s) => !isReference(s));
}
