import { describe, expect, it } from 'vitest';
import { bankAccountRecognizer } from '../../../src/core/detect/recognizers/bank-account';
import { ibanRecognizer } from '../../../src/core/detect/recognizers/iban';
import { found, run } from './numeric-test-utils';

describe('IBAN recognizer', () => {
  it('finds IBANs printed with and without spaces', () => {
    expect(run(ibanRecognizer, 'IBAN: DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX')).toEqual([
      ['ACCOUNT', 'DE89 3704 0044 0532 0130 00', 0.98],
    ]);
    expect(found(ibanRecognizer, 'pay GB82WEST12345698765432.')).toEqual([
      'GB82WEST12345698765432',
    ]);
    expect(found(ibanRecognizer, 'ES91 2100 0418 4502 0005 1332')).toEqual([
      'ES91 2100 0418 4502 0005 1332',
    ]);
    expect(found(ibanRecognizer, 'FR1420041010050500013M02606')).toEqual([
      'FR1420041010050500013M02606',
    ]);
    expect(found(ibanRecognizer, 'IT60 X054 2811 1010 0000 0123 456')).toEqual([
      'IT60 X054 2811 1010 0000 0123 456',
    ]);
  });

  it('reports an IBAN with a bad checksum at a lower score, never hides it (issue 15)', () => {
    expect(run(ibanRecognizer, 'IBAN: DE88 3704 0044 0532 0130 00')).toEqual([
      ['ACCOUNT', 'DE88 3704 0044 0532 0130 00', 0.6],
    ]);
    expect(run(ibanRecognizer, 'code DE88 3704 0044 0532 0130 00')).toEqual([
      ['ACCOUNT', 'DE88 3704 0044 0532 0130 00', 0.55],
    ]);
  });

  it('ignores hard negatives', () => {
    expect(found(ibanRecognizer, 'DE89370400440532013000X')).toEqual([]);
    expect(found(ibanRecognizer, 'XX89 3704 0044 0532 0130 00')).toEqual([]);
    expect(found(ibanRecognizer, 'AB12 short')).toEqual([]);
  });
});

describe('bank account recognizer', () => {
  it('finds the seed sample', () => {
    expect(run(bankAccountRecognizer, 'Bank Account Numbers: 111234567890')).toEqual([
      ['ACCOUNT', '111234567890', 0.85],
    ]);
  });

  it('reads labels in the seven languages', () => {
    expect(found(bankAccountRecognizer, 'Número de cuenta: 0049 1500 0512 3456 7890')).toEqual([
      '0049 1500 0512 3456 7890',
    ]);
    expect(found(bankAccountRecognizer, 'Numéro de compte : 12345678901')).toEqual(['12345678901']);
    expect(found(bankAccountRecognizer, 'Kontonummer 1234567890')).toEqual(['1234567890']);
    expect(found(bankAccountRecognizer, 'Konto-Nr. 1234567890')).toEqual(['1234567890']);
    expect(found(bankAccountRecognizer, 'conto corrente n. 000012345678')).toEqual([
      '000012345678',
    ]);
    expect(found(bankAccountRecognizer, 'Conta: 12345-6')).toEqual(['12345-6']);
    expect(found(bankAccountRecognizer, 'Расчётный счёт 40702810900000012345')).toEqual([
      '40702810900000012345',
    ]);
    expect(found(bankAccountRecognizer, 'Acct # 12-3456-7890')).toEqual(['12-3456-7890']);
  });

  it('ignores unlabelled and unrelated numbers', () => {
    expect(found(bankAccountRecognizer, 'Invoice No. 111234567890')).toEqual([]);
    expect(found(bankAccountRecognizer, '111234567890')).toEqual([]);
    expect(found(bankAccountRecognizer, 'Account balance: 123456')).toEqual([]);
    expect(found(bankAccountRecognizer, 'Account: 12345')).toEqual([]);
    expect(found(bankAccountRecognizer, 'Счет № 123456')).toEqual([]);
    expect(found(bankAccountRecognizer, 'Счет-фактура 12345678901')).toEqual([]);
    expect(found(bankAccountRecognizer, 'Account: 2024-01-15')).toEqual([]);
  });
});
