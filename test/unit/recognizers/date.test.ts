import { describe, expect, it } from 'vitest';
import { dateRecognizer } from '../../../src/core/detect/recognizers/dates/date';
import { found, spans } from './textual-helpers';

describe('dateRecognizer', () => {
  it.each([
    ['Issued 2024-01-15.', '2024-01-15'],
    ['on 15/01/2024 at', '15/01/2024'],
    ['on 01/15/2024 at', '01/15/2024'],
    ['am 15.01.2024 in', '15.01.2024'],
    ['le 15-01-24', '15-01-24'],
    ['Signed 15 January 2024 by', '15 January 2024'],
    ['January 15, 2024', 'January 15, 2024'],
    ['Jan. 15th, 2024', 'Jan. 15th, 2024'],
    ['due the 15th of March', '15th of March'],
    ['el 15 de enero de 2024', '15 de enero de 2024'],
    ['le 15 janvier 2024', '15 janvier 2024'],
    ['le 1er mars 2024', '1er mars 2024'],
    ['am 15. Januar 2024', '15. Januar 2024'],
    ['am 15. Jänner 2024', '15. Jänner 2024'],
    ['il 15 gennaio 2024', '15 gennaio 2024'],
    ['em 15 de janeiro de 2024', '15 de janeiro de 2024'],
    ['от 15 января 2024 г. №', '15 января 2024 г.'],
    ['since March 2024', 'March 2024'],
    // A number right before the preposition (an IP address, an amount) is no part of the date.
    ['login from 203.0.113.45 on 28 February 2024.', '28 February 2024'],
    ['paid 120.00 on 3 March 2024', '3 March 2024'],
    ['versé 450 le 12 juin 2024', '12 juin 2024'],
  ])('finds the date in %j', (text, expected) => {
    expect(found(dateRecognizer, text)).toEqual([expected]);
  });

  it.each([
    'in 2024',
    'at 10:30',
    'version 1.2.3',
    'v1.2.2024',
    'section 1.2.3',
    'ratio 3/4',
    'call 555-123-4567',
    'costs $12.50',
    'page 3 of 10',
    'today and tomorrow',
    'see you Monday',
    'next week',
    'in 3 days',
    '5 years ago',
    'May I help you?',
    'march forward',
    'expires 12/25',
    'IP 192.168.1.10',
    '31/02/2024',
  ])('ignores %j', (text) => {
    expect(found(dateRecognizer, text)).toEqual([]);
  });

  it('never joins a day and a month across lines', () => {
    const text = 'Item 15\nJanuary report';
    expect(found(dateRecognizer, text)).toEqual([]);
  });

  it('scores dates of birth higher', () => {
    const plain = spans(dateRecognizer, 'Meeting: 01/02/1990')[0]?.score ?? 0;
    for (const text of [
      'DOB: 01/02/1990',
      'Born 1 February 1990',
      'Geburtsdatum: 3. Mai 1985',
      'fecha de nacimiento: 5 de mayo de 1980',
      'Дата рождения: 15 января 1980 г.',
    ]) {
      expect(spans(dateRecognizer, text)[0]?.score ?? 0).toBeGreaterThan(plain);
    }
  });
});
