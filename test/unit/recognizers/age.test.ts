import { describe, expect, it } from 'vitest';
import { ageRecognizer } from '../../../src/core/detect/recognizers/age';
import { found } from './textual-helpers';

describe('ageRecognizer', () => {
  it.each([
    ['He is 42 years old.', '42 years old'],
    ['aged 42, from', '42'],
    ['Age: 42', '42'],
    ['a 42-year-old man', '42-year-old'],
    ['tiene 42 años', '42 años'],
    ['il a 42 ans', '42 ans'],
    ['ist 42 Jahre alt', '42 Jahre alt'],
    ['ha 42 anni', '42 anni'],
    ['tem 42 anos', '42 anos'],
    ['ему 42 года', '42 года'],
    ['Возраст: 35', '35'],
    ['Edad: 7', '7'],
  ])('finds the age in %j', (text, expected) => {
    expect(found(ageRecognizer, text)).toEqual([expected]);
  });

  it.each([
    '5 years of experience',
    'for 5 years',
    '5 años de experiencia',
    'hace 5 años',
    'il y a 5 ans',
    'pendant 10 ans',
    '10 лет назад',
    '150 years old',
    'page 42',
    'stage 3',
  ])('ignores %j', (text) => {
    expect(found(ageRecognizer, text)).toEqual([]);
  });
});
