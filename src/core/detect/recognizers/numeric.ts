import type { Recognizer } from '../span';
import { bankAccountRecognizer } from './bank-account';
import { creditCardRecognizer } from './credit-card';
import { ibanRecognizer } from './iban';
import { idDocumentRecognizer } from './id-documents';
import { ipAddressRecognizer } from './ip-address';
import { passwordRecognizer } from './password';
import { phoneRecognizer } from './phone';
import { ssnRecognizer } from './ssn';
import { structuredIdRecognizer } from './structured-ids';

/** Recognizers for number-shaped PII (cards, SSN, accounts, phones, IPs, IDs). */
export const NUMERIC_RECOGNIZERS: readonly Recognizer[] = [
  creditCardRecognizer,
  ssnRecognizer,
  ibanRecognizer,
  bankAccountRecognizer,
  phoneRecognizer,
  ipAddressRecognizer,
  idDocumentRecognizer,
  structuredIdRecognizer,
  passwordRecognizer,
];
