import type { Recognizer } from '../span';

/** Recognizers for number-shaped PII (cards, SSN, accounts, phones, IPs, IDs). */
export const NUMERIC_RECOGNIZERS: readonly Recognizer[] = [];
