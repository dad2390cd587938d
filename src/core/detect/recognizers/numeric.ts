import type { Recognizer } from '../span';
import { ageWordsRecognizer } from './age-words';
import { airportCodeRecognizer } from './airport-codes';
import { bankAccountRecognizer } from './bank-account';
import { bookingCodeRecognizer } from './booking-codes';
import { cardExpiryRecognizer } from './card-expiry';
import { cellLineRecognizer } from './cell-lines';
import { credentialColumnRecognizer } from './credential-columns';
import { creditCardRecognizer } from './credit-card';
import { cryptoWalletRecognizer } from './crypto-wallets';
import { ibanRecognizer } from './iban';
import { invoiceTitleNumberRecognizer } from './invoice-title-numbers';
import { idDocumentRecognizer } from './id-documents';
import { ipAddressRecognizer } from './ip-address';
import { labelledNumberRecognizer } from './labelled-numbers';
import { loginBeforeEmailRecognizer } from './login-before-email';
import { maskedCardRecognizer } from './masked-cards';
import { passwordRecognizer } from './password';
import { phoneRecognizer } from './phone';
import { placeDateLineRecognizer } from './place-date-lines';
import { secretRecognizer } from './secrets';
import { ssnRecognizer } from './ssn';
import { statementCardColumnRecognizer } from './statement-card-column';
import { statementRowRecognizer } from './statement-rows';
import { statementTimeRecognizer } from './statement-times';
import { structuredIdRecognizer } from './structured-ids';
import { dateColumnRecognizer } from './dates/date-column';
import { monthYearRecognizer } from './dates/month-years';
import { priceRowRecognizer } from './price-rows';

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
  labelledNumberRecognizer,
  maskedCardRecognizer,
  cardExpiryRecognizer,
  // Ages written with words ("forty-two years old", "elle a quarante-deux ans").
  ageWordsRecognizer,
  secretRecognizer,
  statementRowRecognizer,
  // Transaction times under a statement's time column.
  statementTimeRecognizer,
  // Card endings in a statement's card column.
  statementCardColumnRecognizer,
  credentialColumnRecognizer,
  // Bare amounts under a price summary heading or a line-item table's price header.
  priceRowRecognizer,
  // Day and month opening the rows under a date column's header (itineraries, schedules).
  dateColumnRecognizer,
  // Cryptocurrency wallet addresses (Ethereum, Bitcoin).
  cryptoWalletRecognizer,
  // The town of a place-and-date line ("Canterbury, 12 December 2026") or after "Signed at".
  placeDateLineRecognizer,
  // Airports before their IATA code in a flight itinerary ("Madrid-Barajas (MAD)").
  airportCodeRecognizer,
  // An invoice's number ending the document's title line ("Workshop invoice Invoice 503618").
  invoiceTitleNumberRecognizer,
  // A travel booking's six-character code after its label ("Booking ZTQR8B").
  bookingCodeRecognizer,
  // A login right before its bracketed e-mail ("ortrud.niessen (ortrud.niessen@t-online.de)").
  loginBeforeEmailRecognizer,
  // Months and years in digits inside a period ("03/2019 – 06/2022") or after "since".
  monthYearRecognizer,
  // Codes and phones alone on their lines under a header of one cell per line (wkhtmltopdf).
  cellLineRecognizer,
];
