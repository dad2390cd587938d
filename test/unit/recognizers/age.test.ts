import { describe, expect, it } from 'vitest';
import { ageRecognizer } from '../../../src/core/detect/recognizers/age';
import { found } from './textual-helpers';

describe('ageRecognizer', () => {
  it.each([
    ['He is 42 years old.', '42'],
    ['He just turned 69 years old', '69'],
    ['My brother just turned 60', '60'],
    ["I'll turn 23.", '23'],
    ['My father retired at the age of 61', '61'],
    ['Written when he was 78.', '78'],
    ["and i'm 31 y/o.", '31'],
    ['Pedro cumplió 40 el martes', '40'],
    ["elle est partie à l'âge de 58", '58'],
    ['aged 42, from', '42'],
    ['Age: 42', '42'],
    ['a 42-year-old man', '42'],
    ['tiene 42 años', '42'],
    ['il a 42 ans', '42'],
    ['ist 42 Jahre alt', '42'],
    ['ha 42 anni', '42'],
    ['tem 42 anos', '42'],
    ['ему 42 года', '42'],
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
    'turn 90 degrees to the left',
    'Turn 5 pages back',
    'the tide turned 3 hours later',
    'turned 2% higher',
  ])('ignores %j', (text) => {
    expect(found(ageRecognizer, text)).toEqual([]);
  });
});
