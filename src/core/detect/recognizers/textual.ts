import type { Recognizer } from '../span';
import { addressRecognizer } from './address';
import { ageRecognizer } from './age';
import { ampersandFirmRecognizer } from './ampersand-firms';
import { contextEntityRecognizer } from './context-entities';
import { dateRecognizer } from './dates/date';
import { weekdayRecognizer } from './dates/weekday';
import { emailRecognizer } from './email';
import { imprintOrgRecognizer } from './imprint-orgs';
import { institutionRecognizer } from './institutions';
import { knownOrganizationRecognizer } from './known-orgs';
import { localLinkRecognizer } from './local-links';
import { locationRecognizer } from './location';
import { moneyRecognizer } from './money';
import { nameBesideEmailRecognizer } from './name-beside-email';
import { organizationRecognizer } from './organization';
import { orgCueRecognizer } from './org-cues';
import { orgEchoRecognizer } from './org-echoes';
import { orgFieldRecognizer } from './org-fields';
import { orgPatternRecognizer } from './org-patterns';
import { nameBlockRecognizer } from './name-blocks';
import { nameCueRecognizer } from './name-cues';
import { nameFormRecognizer } from './name-forms';
import { nameSequenceRecognizer } from './name-sequences';
import { nameShapeRecognizer } from './name-shapes';
import { personNameRecognizer } from './person-name';
import { quotedOrgRecognizer } from './quoted-orgs';
import { schoolNameRecognizer } from './school-names';
import { signatureFirmRecognizer } from './signature-firms';
import { specialAddressRecognizer } from './special-addresses';
import { streetAddressRecognizer } from './street-address';
import { urlRecognizer } from './url';
import { zipCodeRecognizer } from './zip-code';

/** Recognizers for word-shaped PII (emails, URLs, dates, money, ages, names, addresses). */
export const TEXTUAL_RECOGNIZERS: readonly Recognizer[] = [
  institutionRecognizer,
  localLinkRecognizer,
  emailRecognizer,
  urlRecognizer,
  dateRecognizer,
  weekdayRecognizer,
  moneyRecognizer,
  ageRecognizer,
  zipCodeRecognizer,
  personNameRecognizer,
  nameSequenceRecognizer,
  nameShapeRecognizer,
  nameCueRecognizer,
  nameBlockRecognizer,
  nameFormRecognizer,
  nameBesideEmailRecognizer,
  addressRecognizer,
  streetAddressRecognizer,
  specialAddressRecognizer,
  organizationRecognizer,
  knownOrganizationRecognizer,
  orgFieldRecognizer,
  orgPatternRecognizer,
  orgCueRecognizer,
  orgEchoRecognizer,
  // Firms opening an imprint line, set off by quotes or a Russian form, schools with lower-case
  // words, the last line of a signature block, two surnames joined by '&'.
  imprintOrgRecognizer,
  quotedOrgRecognizer,
  schoolNameRecognizer,
  signatureFirmRecognizer,
  ampersandFirmRecognizer,
  locationRecognizer,
  contextEntityRecognizer,
];
