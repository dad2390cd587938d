import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { isDateLike, phoneRecognizer } from '../../../src/core/detect/recognizers/phone';
import { found, run } from './numeric-test-utils';

describe('phone recognizer', () => {
  it('finds the seed sample, a possible but not valid 555 number, because of its +', () => {
    expect(run(phoneRecognizer, 'Phone Numbers: +1-555-234-6789')).toEqual([
      ['PHONE', '+1-555-234-6789', 0.75],
    ]);
    expect(found(phoneRecognizer, 'see +1-555-234-6789 now')).toEqual(['+1-555-234-6789']);
  });

  it('finds the soft-hyphenated Spanish sample', () => {
    const text = 'Números de teléfono: +1\u00ad555\u00ad234\u00ad6789';
    expect(found(phoneRecognizer, text)).toEqual(['+1\u00ad555\u00ad234\u00ad6789']);
  });

  it('finds international numbers', () => {
    expect(run(phoneRecognizer, 'ring +49 30 1234567 today')).toEqual([
      ['PHONE', '+49 30 1234567', 0.9],
    ]);
    expect(found(phoneRecognizer, 'UK +44 20 7946 0958.')).toEqual(['+44 20 7946 0958']);
    expect(found(phoneRecognizer, 'RU +7 495 123-45-67')).toEqual(['+7 495 123-45-67']);
    expect(found(phoneRecognizer, 'ES (+34) 912 345 678')).toEqual(['(+34) 912 345 678']);
    expect(found(phoneRecognizer, 'IT 0039 06 1234 5678')).toEqual(['0039 06 1234 5678']);
    expect(found(phoneRecognizer, 'US +1 (212) 555-0199')).toEqual(['+1 (212) 555-0199']);
  });

  it('keeps an extension and reads a kind label printed after the number', () => {
    expect(found(phoneRecognizer, 'Desk: (898)666-3621x0135')).toEqual(['(898)666-3621x0135']);
    expect(found(phoneRecognizer, 'Desk: +1-903-140-4508x769')).toEqual(['+1-903-140-4508x769']);
    expect(found(phoneRecognizer, '416 60 039 office')).toEqual(['416 60 039']);
    expect(found(phoneRecognizer, '07700 063 966-Fax')).toEqual(['07700 063 966']);
    expect(found(phoneRecognizer, "They're not answering at 99 668472")).toEqual(['99 668472']);
  });

  it('reads no unlabelled short digit runs as phones', () => {
    expect(found(phoneRecognizer, 'Invoice 99 668472 is due')).toEqual([]);
    expect(found(phoneRecognizer, 'Order 416 60 039 shipped')).toEqual([]);
  });

  it('finds national numbers of the seven languages', () => {
    expect(found(phoneRecognizer, 'Call (212) 555-0199')).toEqual(['(212) 555-0199']);
    expect(found(phoneRecognizer, 'office 020 7946 0958')).toEqual(['020 7946 0958']);
    expect(found(phoneRecognizer, 'Teléfono: 912 345 678')).toEqual(['912 345 678']);
    expect(found(phoneRecognizer, 'Téléphone : 01 23 45 67 89')).toEqual(['01 23 45 67 89']);
    expect(found(phoneRecognizer, 'fixe 01.23.45.67.89')).toEqual(['01.23.45.67.89']);
    expect(found(phoneRecognizer, 'Telefon: 030 1234567')).toEqual(['030 1234567']);
    expect(found(phoneRecognizer, 'telefono 06 1234 5678')).toEqual(['06 1234 5678']);
    expect(found(phoneRecognizer, 'telefone 21 234 5678')).toEqual(['21 234 5678']);
    expect(found(phoneRecognizer, 'телефон 8 (495) 123-45-67')).toEqual(['8 (495) 123-45-67']);
  });

  it('accepts a possible number when a phone label stands before it', () => {
    expect(found(phoneRecognizer, 'Phone: 555-234-6789')).toEqual(['555-234-6789']);
    expect(found(phoneRecognizer, 'value 555-234-6789')).toEqual([]);
  });

  it('drops a trailing year after a labelled number', () => {
    expect(found(phoneRecognizer, 'Fax 030 1234567 2024')).toEqual(['030 1234567']);
  });

  it('recognises date shapes', () => {
    expect(isDateLike('2024-01-15')).toBe(true);
    expect(isDateLike('15.01.2024')).toBe(true);
    expect(isDateLike('01/15/2024')).toBe(true);
    expect(isDateLike('555-234-6789')).toBe(false);
  });

  it('ignores hard negatives', () => {
    const negatives = [
      'dated 2024-01-15 and 15.01.2024',
      'Telefon seit 15.01.2024',
      'total $1,234,567.89 or 1.234.567 EUR or 2 345 678 €',
      'in 2024 and 1999',
      'ISBN 978-3-16-148410-0',
      'ISBN: 9783161484100',
      'version 10.0.19041.1234',
      'Invoice INV-2024-00123',
      'Invoice No. 2024 00123 45',
      'SKU 4006381-333931',
      'order 123456789',
      'Card 4111 1111 1111 1111',
      'IBAN DE89 3704 0044 0532 0130 00',
      'see https://example.com/call/+15552346789 or https://x.io/?tel=0301234567',
      'mail 0301234567@example.com',
      'host 192.168.100.200',
      'Section 4.2.1 page 3 of 10',
      'years 2019-2024',
      'SSN 334-45-6789',
      'at 10:30 555 people',
    ];
    for (const text of negatives) expect(found(phoneRecognizer, text), text).toEqual([]);
  });
});

describe('North American printed format', () => {
  it('finds "(212) 555-0147" without a label: the shape says phone', () => {
    const text = 'Alice Johnson alice.johnson@acme-corp.com (212) 555-0147 10.24.8.113';
    const phones = findPii(text, ['PHONE']).map((s) => text.slice(s.start, s.end));
    expect(phones).toEqual(['(212) 555-0147']);
  });
});
