import type { Recognizer } from '../span';

/** Recognizers for word-shaped PII (emails, URLs, dates, money, ages, names, addresses). */
export const TEXTUAL_RECOGNIZERS: readonly Recognizer[] = [];
