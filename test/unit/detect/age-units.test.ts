import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { withAgeUnits } from '../../../src/core/detect/recognizers/age-units';

// Issue 15 (R1): an age's box takes in the unit written right after its number, so an author who
// marks "58 years" as the age and one who marks "58" both find every character of it redacted.

/** The texts of the AGE spans findPii reports. */
const ages = (text: string) =>
  findPii(text)
    .filter((s) => s.tag === 'AGE')
    .map((s) => text.slice(s.start, s.end));

describe('an age with its unit', () => {
  it.each([
    ['Patient: Maria Lopez, 58 years, admitted for chest pain', '58 years'],
    ['He is a 42-year-old man with fever.', '42-year-old'],
    ['The claimant is 42 years old and lives alone.', '42 years old'],
    ['Age: 42 y.o.', '42 y.o.'],
    ['Age 35 yrs', '35 yrs'],
    ['La paciente, de 40 años, acude por dolor torácico.', '40 años'],
    ['Edad: 34 años de edad', '34 años de edad'],
    ['Mme Dupont, 49 ans, retraitée.', '49 ans'],
    ['Âge : 76 ans', '76 ans'],
    ['Alter: 38 Jahre', '38 Jahre'],
    ['Der Zeuge ist 27 Jahre alt.', '27 Jahre alt'],
    ['Der 46-jährige Patient wurde aufgenommen.', '46-jährige'],
    ['Il paziente di 53 anni riferisce dolore.', '53 anni'],
    ['un 29enne di Bergamo', '29enne'],
    ['Idade: 74 anos', '74 anos'],
    ['Возраст: 32 года', '32 года'],
    ['Пациент, 71 лет, поступил в отделение.', '71 лет'],
  ])('%j: the AGE box is %j', (text, age) => {
    expect(ages(text)).toEqual([age]);
  });

  it.each([
    ['Años cumplidos: 34', '34'],
    ['Lebensalter 34 Jahre', '34 Jahre'],
    ['Anos completos: 34', '34'],
    ['Полных лет: 34', '34'],
    ['Hijos: Lucía, 12 años; Pablo, 9 años', '9 años'],
    ['Дети: Маша, 7 лет', '7 лет'],
  ])('%j: %j is an AGE', (text, age) => {
    expect(ages(text)).toContain(age);
  });

  it('takes in a lower-case unit wrapped onto the next line of a narrow cell', () => {
    expect(ages('Edad: 34\naños')).toEqual(['34\naños']);
  });

  it('keeps the number alone where no unit follows', () => {
    expect(ages('Age: 42\nSex: F')).toEqual(['42']);
    expect(ages('aged 61, of Leeds')).toEqual(['61']);
  });

  it('does not take a field label after the number for its unit', () => {
    expect(ages('Age: 42\nYears of service: 10')).toEqual(['42']);
    expect(ages('Age 42 Years: see annex')).toEqual(['42']);
  });

  it('leaves durations, years and counts without an AGE box', () => {
    for (const text of [
      'I have 20 years of experience in sales.',
      'Die Garantie beträgt 2 Jahre.',
      'negli anni 80 la città cambiò',
      'Contrato de 2 años renovable.',
      'Il y a 3 ans, le bail a été signé.',
      'Это было 3 года назад.',
      'Annual report 2024, page 42 of 60',
      'Das Lebensalter der Anlage ist unbekannt.',
    ])
      expect(ages(text), text).toEqual([]);
  });

  it('does not widen an age over a span that starts inside the unit', () => {
    const text = '58 years';
    const spans = withAgeUnits(text, [
      { tag: 'AGE', start: 0, end: 2, score: 0.9, recognizer: 'age' },
      { tag: 'ID', start: 3, end: 8, score: 0.9, recognizer: 'x' },
    ]);
    expect(spans[0]!.end).toBe(2);
  });
});
