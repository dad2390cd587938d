import type { TextTag } from '../contract/tags';

/** Position of a label in its entity: B(egin), I(nside), O(utside), or none (IO tagging). */
export type LabelPosition = 'B' | 'I' | 'O' | '';

/** A model label split into its position and entity type. */
export interface ParsedLabel {
  position: LabelPosition;
  /** Entity type as the model names it, upper-case without separators (`PER`, `FIRSTNAME`). */
  type: string;
}

/**
 * Splits a label into position and type. Understands BIO/IOB (`B-PER`, `I-PER`), BIOES/BILOU
 * (`S-`/`U-` begin, `E-`/`L-` continue), suffixed forms (`PER-B`), plain types (`PER`), `O`.
 */
export function parseLabel(label: string): ParsedLabel {
  const raw = label.trim().toUpperCase();
  if (raw === '' || raw === 'O' || raw === 'OUTSIDE') return { position: 'O', type: '' };
  const prefixed = /^([BIESLU])[-_](.+)$/.exec(raw);
  const suffixed = prefixed ? null : /^(.+)[-_]([BIESLU])$/.exec(raw);
  const [mark, type] = prefixed
    ? [prefixed[1], prefixed[2]]
    : suffixed
      ? [suffixed[2], suffixed[1]]
      : ['', raw];
  const position: LabelPosition = mark === '' ? '' : 'BSU'.includes(mark!) ? 'B' : 'I';
  return { position, type: (type ?? '').replace(/[^A-Z0-9]/g, '') };
}

/**
 * Model entity types mapped to our tags: CoNLL types (PER, ORG, LOC; MISC is ignored) and the
 * labels of PII-specific models (ai4privacy-style FIRSTNAME, TELEPHONENUM, IBAN...).
 */
const TYPE_TAGS: Readonly<Record<string, TextTag>> = {
  PER: 'PERSON_NAME',
  PERSON: 'PERSON_NAME',
  NAME: 'PERSON_NAME',
  FULLNAME: 'PERSON_NAME',
  FIRSTNAME: 'PERSON_NAME',
  GIVENNAME: 'PERSON_NAME',
  GIVENNAME1: 'PERSON_NAME',
  GIVENNAME2: 'PERSON_NAME',
  MIDDLENAME: 'PERSON_NAME',
  LASTNAME: 'PERSON_NAME',
  LASTNAME1: 'PERSON_NAME',
  LASTNAME2: 'PERSON_NAME',
  SURNAME: 'PERSON_NAME',
  ORG: 'ORGANIZATION',
  ORGANIZATION: 'ORGANIZATION',
  ORGANISATION: 'ORGANIZATION',
  COMPANY: 'ORGANIZATION',
  COMPANYNAME: 'ORGANIZATION',
  LOC: 'LOCATION',
  LOCATION: 'LOCATION',
  GPE: 'LOCATION',
  CITY: 'LOCATION',
  STATE: 'LOCATION',
  COUNTY: 'LOCATION',
  COUNTRY: 'LOCATION',
  STREET: 'ADDRESS',
  STREETADDRESS: 'ADDRESS',
  ADDRESS: 'ADDRESS',
  BUILDINGNUM: 'ADDRESS',
  BUILDINGNUMBER: 'ADDRESS',
  SECONDARYADDRESS: 'ADDRESS',
  ZIPCODE: 'ZIP_CODE',
  POSTCODE: 'ZIP_CODE',
  POSTALCODE: 'ZIP_CODE',
  EMAIL: 'EMAIL',
  EMAILADDRESS: 'EMAIL',
  PHONE: 'PHONE',
  PHONENUMBER: 'PHONE',
  TELEPHONENUM: 'PHONE',
  TELEPHONE: 'PHONE',
  IBAN: 'ACCOUNT',
  BIC: 'ACCOUNT',
  ACCOUNTNUM: 'ACCOUNT',
  ACCOUNTNUMBER: 'ACCOUNT',
  ACCOUNTNAME: 'ACCOUNT',
  CREDITCARDNUMBER: 'CREDIT_CARD',
  CREDITCARD: 'CREDIT_CARD',
  CREDITCARDCVV: 'CREDIT_CARD',
  SSN: 'SSN',
  SOCIALNUM: 'SSN',
  DOB: 'DATE',
  DATEOFBIRTH: 'DATE',
  DATE: 'DATE',
  AGE: 'AGE',
  PASSWORD: 'PASSWORD',
  IP: 'IP',
  IPADDRESS: 'IP',
  IPV4: 'IP',
  IPV6: 'IP',
  URL: 'URL',
  DRIVERLICENSE: 'DRIVER_LICENSE',
  DRIVERLICENSENUM: 'DRIVER_LICENSE',
  PASSPORT: 'PASSPORT',
  PASSPORTNUM: 'PASSPORT',
  IDCARDNUM: 'ID',
  IDNUM: 'ID',
  TAXNUM: 'ID',
  USERNAME: 'ID',
  AMOUNT: 'MONEY_AMOUNT',
  MONEY: 'MONEY_AMOUNT',
};

/** Our tag for a model's entity type, or undefined when we do not report it (MISC, unknown). */
export function tagForType(type: string): TextTag | undefined {
  return TYPE_TAGS[type];
}
