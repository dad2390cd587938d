import type { Recognizer } from '../span';
import { addressRecognizer } from './address';
import { ageRecognizer } from './age';
import { dateRecognizer } from './dates/date';
import { emailRecognizer } from './email';
import { locationRecognizer } from './location';
import { moneyRecognizer } from './money';
import { nameBesideEmailRecognizer } from './name-beside-email';
import { organizationRecognizer } from './organization';
import { personNameRecognizer } from './person-name';
import { urlRecognizer } from './url';
import { zipCodeRecognizer } from './zip-code';

/** Recognizers for word-shaped PII (emails, URLs, dates, money, ages, names, addresses). */
export const TEXTUAL_RECOGNIZERS: readonly Recognizer[] = [
  emailRecognizer,
  urlRecognizer,
  dateRecognizer,
  moneyRecognizer,
  ageRecognizer,
  zipCodeRecognizer,
  personNameRecognizer,
  nameBesideEmailRecognizer,
  addressRecognizer,
  organizationRecognizer,
  locationRecognizer,
];
