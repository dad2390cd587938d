import { describe, expect, it } from 'vitest';
import {
  abaDigit,
  codiceFiscaleLetter,
  dniLetter,
  ibanCheck,
  innCheck,
  luhnDigit,
  nifDigit,
  nirKey,
  snilsCheck,
  steuerIdDigit,
} from './check-digits';

// Published sample numbers of each scheme: the generated sets' "correct check digit" claim rests on these.
describe('check digits of the generated sets', () => {
  it('match the published examples of each scheme', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(luhnDigit('453201511283036')).toBe(6);
    expect(ibanCheck('GB', 'WEST12345698765432')).toBe('82');
    expect(ibanCheck('DE', '370400440532013000')).toBe('89');
    expect(abaDigit('01100001')).toBe(5);
    expect(dniLetter(12345678)).toBe('Z');
    expect(nirKey('2550814168025')).toBe('38');
    expect(steuerIdDigit('8609574271')).toBe(9);
    expect(codiceFiscaleLetter('RSSMRA85T10A562')).toBe('S');
    expect(nifDigit('12345678')).toBe(9);
    expect(snilsCheck('112233445')).toBe('95');
    expect(innCheck('5001007322')).toBe('59');
  });
});
