import type { TextTag } from '../../src/core/contract/tags';

/** One gold span of the Presidio synthetic sentence set. */
export interface GoldSpan {
  entity_type: string;
  entity_value: string;
  start_position: number;
  end_position: number;
}

/** One sentence of the Presidio synthetic set with its gold spans. */
export interface PresidioSample {
  full_text: string;
  spans: GoldSpan[];
}

/** Presidio's entity types mapped to ours; TITLE and NRP have no counterpart and are left out. */
export const PRESIDIO_TYPE_MAP: Record<string, TextTag> = {
  PERSON: 'PERSON_NAME',
  STREET_ADDRESS: 'ADDRESS',
  GPE: 'LOCATION',
  ORGANIZATION: 'ORGANIZATION',
  PHONE_NUMBER: 'PHONE',
  US_SSN: 'SSN',
  IBAN_CODE: 'ACCOUNT',
  DATE_TIME: 'DATE',
  US_DRIVER_LICENSE: 'DRIVER_LICENSE',
  CREDIT_CARD: 'CREDIT_CARD',
  EMAIL_ADDRESS: 'EMAIL',
  AGE: 'AGE',
  ZIP_CODE: 'ZIP_CODE',
  IP_ADDRESS: 'IP',
  DOMAIN_NAME: 'URL',
};

/** Our tags that the Presidio set labels, so only they are scored. */
export const PRESIDIO_SCORED_TAGS: ReadonlySet<string> = new Set(Object.values(PRESIDIO_TYPE_MAP));
