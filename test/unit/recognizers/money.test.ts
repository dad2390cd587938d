import { describe, expect, it } from 'vitest';
import { moneyRecognizer } from '../../../src/core/detect/recognizers/money';
import { found } from './textual-helpers';

describe('moneyRecognizer', () => {
  it.each([
    ['Total $1,234.56 due', '$1,234.56'],
    ['USD 1,234.56', 'USD 1,234.56'],
    ['1.234,56 EUR', '1.234,56 EUR'],
    ['1 234,56 € TTC', '1 234,56 €'],
    ["CHF 1'234.50", "CHF 1'234.50"],
    ['US$ 50', 'US$ 50'],
    ['R$ 1.500,00', 'R$ 1.500,00'],
    ['£3.5 million', '£3.5 million'],
    ['500 euros', '500 euros'],
    ['1500 рублей', '1500 рублей'],
    ['€5 fee', '€5'],
    ['¥10,000', '¥10,000'],
    ['25 dollars', '25 dollars'],
  ])('finds the amount in %j', (text, expected) => {
    expect(found(moneyRecognizer, text)).toEqual([expected]);
  });

  it.each(['plain 12345', 'in 2024', '25%', '1,234.56 units', 'US 50 states', 'v1.2'])(
    'ignores %j',
    (text) => {
      expect(found(moneyRecognizer, text)).toEqual([]);
    },
  );
});
