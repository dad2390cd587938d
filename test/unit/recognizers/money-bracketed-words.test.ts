import { describe, expect, it } from 'vitest';
import { amountsInWords } from '../../../src/core/detect/recognizers/money-words';
import { foldForMatching } from '../../../src/core/detect/normalize';

/** The texts of the amounts found in `text`. */
function amounts(text: string): string[] {
  return amountsInWords(foldForMatching(text)).map((s) => text.slice(s.start, s.end));
}

describe('an amount in digits with its words in brackets before the currency', () => {
  it.each([
    [
      'Арендная плата составляет 35 000 (тридцать пять тысяч) рублей в месяц.',
      '35 000 (тридцать пять тысяч) рублей',
    ],
    ['La fianza asciende a 1.500 (mil quinientos) euros.', '1.500 (mil quinientos) euros'],
    [
      'Le dépôt de garantie est de 1 500 (mille cinq cents) euros.',
      '1 500 (mille cinq cents) euros',
    ],
    [
      'Il canone è di 1.200,00 (milleduecento/00) euro mensili.',
      '1.200,00 (milleduecento/00) euro',
    ],
    ['A renda é de 850 (oitocentos e cinquenta) euros.', '850 (oitocentos e cinquenta) euros'],
    [
      'The deposit is 1,500 (one thousand five hundred) pounds.',
      '1,500 (one thousand five hundred) pounds',
    ],
    [
      'Die Kaution beträgt 2.400 (zweitausendvierhundert) Euro.',
      '2.400 (zweitausendvierhundert) Euro',
    ],
  ])('reads %j whole', (text, expected) => {
    expect(amounts(text)).toEqual([expected]);
  });

  it.each([
    'Section 3 (see above) euros are the currency.',
    'Room 12 (two hundred guests) euros',
    'see item 4 (four) euros', // no magnitude word
    'Page 2 (of 10) Euro zone report',
    'in 2024 (two thousand and twenty-four) the euro',
  ])('reads nothing in %j', (text) => {
    expect(amounts(text)).toEqual([]);
  });
});
