import { describe, expect, it } from 'vitest';
import { parseLabel, tagForType } from '../../../src/core/ner/labels';

describe('parseLabel / tagForType', () => {
  it('splits BIO, BIOES, suffixed and plain labels', () => {
    expect(parseLabel('B-PER')).toEqual({ position: 'B', type: 'PER' });
    expect(parseLabel('I-ORG')).toEqual({ position: 'I', type: 'ORG' });
    expect(parseLabel('S-LOC')).toEqual({ position: 'B', type: 'LOC' });
    expect(parseLabel('E-LOC')).toEqual({ position: 'I', type: 'LOC' });
    expect(parseLabel('PER-B')).toEqual({ position: 'B', type: 'PER' });
    expect(parseLabel('b-first_name')).toEqual({ position: 'B', type: 'FIRSTNAME' });
    expect(parseLabel('EMAIL')).toEqual({ position: '', type: 'EMAIL' });
    expect(parseLabel('O')).toEqual({ position: 'O', type: '' });
  });

  it('maps CoNLL and PII-model types to our tags and ignores MISC', () => {
    expect(tagForType('PER')).toBe('PERSON_NAME');
    expect(tagForType('ORG')).toBe('ORGANIZATION');
    expect(tagForType('LOC')).toBe('LOCATION');
    expect(tagForType('MISC')).toBeUndefined();
    const pii: Record<string, string> = {
      FIRSTNAME: 'PERSON_NAME',
      LASTNAME: 'PERSON_NAME',
      EMAIL: 'EMAIL',
      PHONENUMBER: 'PHONE',
      TELEPHONENUM: 'PHONE',
      STREET: 'ADDRESS',
      CITY: 'LOCATION',
      ZIPCODE: 'ZIP_CODE',
      IBAN: 'ACCOUNT',
      CREDITCARDNUMBER: 'CREDIT_CARD',
      SSN: 'SSN',
      DOB: 'DATE',
      AGE: 'AGE',
      PASSWORD: 'PASSWORD',
    };
    for (const [type, tag] of Object.entries(pii)) expect(tagForType(type)).toBe(tag);
  });
});
