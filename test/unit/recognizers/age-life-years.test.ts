import { describe, expect, it } from 'vitest';
import { ageLifeYearRecognizer } from '../../../src/core/detect/recognizers/age-life-years';
import { found } from './textual-helpers';

describe('ageLifeYearRecognizer', () => {
  it.each([
    ['Sie vollenden am 3. März 2030 das 67. Lebensjahr.', '67. Lebensjahr'],
    ['nach Vollendung des 18. Lebensjahres', '18. Lebensjahres'],
    ['Ihre Regelaltersgrenze erreichen Sie mit 67 Jahren.', '67 Jahren'],
    ['Your age at the pension date will be 67.', '67'],
    ['Her age on admission was 34, his age is 36.', '34'],
  ])('finds the age in %j', (text, expected) => {
    expect(found(ageLifeYearRecognizer, text)[0]).toBe(expected);
  });

  it.each([
    'seit 5 Jahren Mitglied', // a duration
    'vor 10 Jahren gegründet',
    'Das Unternehmen mit 250 Mitarbeitern', // no "Jahren"
    'The average age of the fleet is 7.5 years.',
    'the retirement age was 65 in 1990', // no person's age
    'Total 2026, page 3 of 10',
    'mit 500 Jahren Geschichte', // not an age a person can have
  ])('reads nothing in %j', (text) => {
    expect(found(ageLifeYearRecognizer, text)).toEqual([]);
  });
});
