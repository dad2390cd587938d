import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { foldForMatching } from '../../../src/core/detect/normalize';
import { NUMERIC_RECOGNIZERS } from '../../../src/core/detect/recognizers/numeric';

/** `[tag, text]` for every span findPii keeps, restricted to the numeric recognizers. */
function detect(text: string): Array<[string, string]> {
  return findPii(text, [], NUMERIC_RECOGNIZERS).map((s) => [s.tag, text.slice(s.start, s.end)]);
}

const SAMPLE_LINES = [
  'Credit Card Numbers: 4111-2345-6789-1234',
  'Social Security Number (SSN): 334-45-6789',
  'Bank Account Numbers: 111234567890',
  'Phone Numbers: +1-555-234-6789',
  'Driver\u2019s License Number: D1234567',
  'Taxpayer Identification Number (TIN): 98-765432',
  'Password: hunter2!',
];

describe('numeric recognizers through findPii', () => {
  it('finds every value of the hosted sample, joined by newlines', () => {
    const text = SAMPLE_LINES.join('\n');
    expect(detect(text)).toEqual([
      ['CREDIT_CARD', '4111-2345-6789-1234'],
      ['SSN', '334-45-6789'],
      ['ACCOUNT', '111234567890'],
      ['PHONE', '+1-555-234-6789'],
      ['DRIVER_LICENSE', 'D1234567'],
      ['ID', '98-765432'],
      ['PASSWORD', 'hunter2!'],
    ]);
  });

  it('finds the values with the built-in recognizer set too', () => {
    const text = SAMPLE_LINES.join('\n');
    const spans = findPii(text).map((s) => [s.tag, text.slice(s.start, s.end)]);
    for (const expected of detect(text)) expect(spans).toContainEqual(expected);
  });

  it('reads the Spanish sample, soft hyphens and all', () => {
    const text = [
      'Números de teléfono: +1\u00ad555\u00ad234\u00ad6789',
      'Número de Seguro Social (SSN): 334\u00ad45\u00ad6789',
      'Números de cuenta bancaria: 111234567890',
      'Número de licencia de conducir: D1234567',
      'Contraseña: hunter2!',
    ].join('\n');
    expect(detect(text)).toEqual([
      ['PHONE', '+1\u00ad555\u00ad234\u00ad6789'],
      ['SSN', '334\u00ad45\u00ad6789'],
      ['ACCOUNT', '111234567890'],
      ['DRIVER_LICENSE', 'D1234567'],
      ['PASSWORD', 'hunter2!'],
    ]);
  });

  it('keeps the stronger reading where recognizers overlap', () => {
    expect(detect('IBAN: DE89 3704 0044 0532 0130 00')).toEqual([
      ['ACCOUNT', 'DE89 3704 0044 0532 0130 00'],
    ]);
    expect(detect('Account: DE89 3704 0044 0532 0130 00')).toEqual([
      ['ACCOUNT', 'DE89 3704 0044 0532 0130 00'],
    ]);
    expect(detect('Visa 4111 1111 1111 1111')).toEqual([['CREDIT_CARD', '4111 1111 1111 1111']]);
    expect(detect('IP ::ffff:192.0.2.128')).toEqual([['IP', '::ffff:192.0.2.128']]);
  });

  it('does not let a label cross a page break', () => {
    expect(detect('Credit card:\f4111-2345-6789-1234')).toEqual([]);
    expect(detect('Phone:\f555-234-6789')).toEqual([]);
  });

  it('finds nothing in a page of business text', () => {
    const text = [
      'Invoice No. 12345 (INV-2024-00123), order 987654321, SKU 4006381-333931.',
      'Issued 2024-01-15, due 15.01.2024. Page 3 of 10. See Section 4.2.1 and § 4.2.1.3.',
      'Total: $1,234.56 (1.234,56 EUR) for 250 units; version 1.2.3; ISBN 978-3-16-148410-0.',
      'Visit https://shop.example.com/item/5552346789?ref=0301234567 in 2024.',
    ].join('\n');
    expect(detect(text)).toEqual([]);
  });

  it('never throws and returns spans inside the text, whatever the input', () => {
    const alphabet = '0123456789 -.:/()+#\n\f\u00ad\u2019abcXYZDE€$ID:Passport SSN IBAN Tel \ud83d';
    let seed = 42;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const inputs = ['', ' ', '\f', '1'.repeat(20_000), 'ID: '.repeat(5_000), '4111 '.repeat(5_000)];
    for (let k = 0; k < 500; k++) {
      let s = '';
      const len = random(200);
      for (let j = 0; j < len; j++) s += alphabet[random(alphabet.length)];
      inputs.push(s);
    }
    for (const text of inputs) {
      const folded = foldForMatching(text);
      for (const recognizer of NUMERIC_RECOGNIZERS) {
        for (const span of recognizer.find({ text, folded })) {
          expect(span.start).toBeGreaterThanOrEqual(0);
          expect(span.end).toBeLessThanOrEqual(text.length);
          expect(span.start).toBeLessThan(span.end);
        }
      }
    }
    for (const recognizer of NUMERIC_RECOGNIZERS) {
      expect(recognizer.find(undefined as never)).toEqual([]);
      expect(recognizer.find({ text: 'ab', folded: 'a' })).toEqual([]);
    }
  });

  it('handles a 3,000-character page well inside the time budget', () => {
    const text = (SAMPLE_LINES.join('\n') + '\nInvoice No. 12345 dated 2024-01-15.\n').repeat(12);
    const input = { text, folded: foldForMatching(text) };
    for (const recognizer of NUMERIC_RECOGNIZERS) recognizer.find(input); // warm up
    // CPU time, not wall time: the figure must not depend on what else shares the machine.
    const start = process.cpuUsage();
    for (const recognizer of NUMERIC_RECOGNIZERS) recognizer.find(input);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(50);
  });
});
