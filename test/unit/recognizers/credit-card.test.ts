import { describe, expect, it } from 'vitest';
import { cardBrand, creditCardRecognizer } from '../../../src/core/detect/recognizers/credit-card';
import { luhnValid } from '../../../src/core/detect/recognizers/helpers';
import { found, run } from './numeric-test-utils';

describe('credit card recognizer', () => {
  it('checks Luhn and brands', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('30569309025904')).toBe('diners');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('6759649826438453')).toBe('maestro');
    expect(cardBrand('1234567890123456')).toBeUndefined();
  });

  it('finds Luhn-valid cards in their printed forms with exact offsets', () => {
    // After a card word the score outranks an address field's reading of the groups.
    expect(run(creditCardRecognizer, 'Card 4111 1111 1111 1111 expires')).toEqual([
      ['CREDIT_CARD', '4111 1111 1111 1111', 0.97],
    ]);
    expect(run(creditCardRecognizer, 'paid with 4111 1111 1111 1111 today')).toEqual([
      ['CREDIT_CARD', '4111 1111 1111 1111', 0.95],
    ]);
    expect(found(creditCardRecognizer, 'pay with 5555-5555-5555-4444.')).toEqual([
      '5555-5555-5555-4444',
    ]);
    expect(found(creditCardRecognizer, 'Amex 3782 822463 10005 ok')).toEqual(['3782 822463 10005']);
    expect(found(creditCardRecognizer, 'raw 4012888888881881')).toEqual(['4012888888881881']);
    expect(found(creditCardRecognizer, 'mc 2221 0000 0000 0009')).toEqual(['2221 0000 0000 0009']);
  });

  it('reports the seed sample, which fails Luhn, because a card label stands before it', () => {
    const text = 'Credit Card Numbers: 4111-2345-6789-1234';
    expect(run(creditCardRecognizer, text)).toEqual([['CREDIT_CARD', '4111-2345-6789-1234', 0.6]]);
    expect(found(creditCardRecognizer, 'Número de tarjeta: 4111-2345-6789-1234')).toHaveLength(1);
    expect(found(creditCardRecognizer, 'Kreditkarte 4111-2345-6789-1234')).toHaveLength(1);
    expect(found(creditCardRecognizer, 'Номер карты: 4111-2345-6789-1234')).toHaveLength(1);
  });

  it('handles soft hyphens in the original text', () => {
    const text = 'Tarjeta: 4111\u00ad1111\u00ad1111\u00ad1111';
    expect(found(creditCardRecognizer, text)).toEqual(['4111\u00ad1111\u00ad1111\u00ad1111']);
  });

  it('drops stray groups around a grouped card', () => {
    expect(found(creditCardRecognizer, 'Qty 2 4111 1111 1111 1111')).toEqual([
      '4111 1111 1111 1111',
    ]);
  });

  it('reads 15-digit JCB numbers and labelled 12-digit Maestro numbers', () => {
    expect(found(creditCardRecognizer, 'my card 213100000000001 is lost')).toEqual([
      '213100000000001',
    ]);
    expect(found(creditCardRecognizer, 'paid with 180001234567899')).toEqual(['180001234567899']);
    expect(found(creditCardRecognizer, 'Tarjeta 501812345673 bloqueada')).toEqual(['501812345673']);
    expect(found(creditCardRecognizer, 'Karte 501812345673 gesperrt')).toEqual(['501812345673']);
  });

  it('reads a labelled Luhn-valid number of an unlisted issuer range', () => {
    expect(found(creditCardRecognizer, 'my card 3598899323053410 is lost')).toEqual([
      '3598899323053410',
    ]);
    expect(found(creditCardRecognizer, 'order 3598899323053410 shipped')).toEqual([]);
  });

  it('ignores an unlabelled 12-digit number even when it passes Luhn', () => {
    expect(found(creditCardRecognizer, 'order 501812345673 shipped')).toEqual([]);
    expect(found(creditCardRecognizer, 'Ref. 600000000007')).toEqual([]);
  });

  it('ignores hard negatives', () => {
    expect(found(creditCardRecognizer, 'Reference 4111-2345-6789-1234')).toEqual([]);
    expect(found(creditCardRecognizer, 'order 1234567890123456')).toEqual([]);
    expect(found(creditCardRecognizer, 'IBAN DE89 3704 0044 0532 0130 00')).toEqual([]);
    expect(found(creditCardRecognizer, 'INV-4111111111111111')).toEqual([]);
    expect(found(creditCardRecognizer, 'zeros 0000 0000 0000 0000')).toEqual([]);
    expect(found(creditCardRecognizer, 'account 12345678901234567890123')).toEqual([]);
    expect(found(creditCardRecognizer, 'accent 4111-2345-6789-1234')).toEqual([]);
  });
});
