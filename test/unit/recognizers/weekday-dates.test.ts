import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { dateRecognizer } from '../../../src/core/detect/recognizers/dates/date';
import { shortMonthDateRecognizer } from '../../../src/core/detect/recognizers/dates/short-month-dates';
import { weekdayDateRecognizer } from '../../../src/core/detect/recognizers/dates/weekday-dates';
import { found } from './textual-helpers';

describe('weekdayDateRecognizer', () => {
  it.each([
    // A day and month without a year, led by the weekday (booking tables, registers).
    ['Arrival\nMon 02 Mar \nTotal', 'Mon 02 Mar'],
    ['Anreise: Mo, 02.03.', 'Mo, 02.03.'],
    ['Ankunft: Di 4. März', 'Di 4. März'],
    ['Arrivée : lun. 02/03', 'lun. 02/03'],
    ['Llegada: mar 23 dic', 'mar 23 dic'],
    ['Arrivo: gio, 18/03', 'gio, 18/03'],
    ['Chegada: Ter 13 mar', 'Ter 13 mar'],
    ['Заезд: пн 02.03', 'пн 02.03'],
    ['Заезд: сб 22 сент.', 'сб 22 сент.'],
    // With a year, in the months' short forms the general parser leaves.
    ['Anreise\nDo, 27 Okt. 2026 \nTotal', 'Do, 27 Okt. 2026'],
    ['Arrivo: dom 23 gen 2026', 'dom 23 gen 2026'],
    ['Заезд: Пт 16 февр. 2026', 'Пт 16 февр. 2026'],
    ['Data: sáb., 7 de mar. de 2026 14:30', 'sáb., 7 de mar. de 2026 14:30'],
    ['Check-in Mon 02/03/2026 15:00', 'Mon 02/03/2026 15:00'],
    ['Paid on Tue, Mar 3', 'Tue, Mar 3'],
    ['Time stamp: 10:30 Mon 3 Mar 2026', '10:30 Mon 3 Mar 2026'],
    ['MO 02.03.2026', 'MO 02.03.2026'],
  ])('finds the date in %j', (text, expected) => {
    expect(found(weekdayDateRecognizer, text)).toEqual([expected]);
  });

  it('reads two dates of one table row apart', () => {
    expect(found(weekdayDateRecognizer, 'Mon 02 Mar\tFri 06 Mar')).toEqual([
      'Mon 02 Mar',
      'Fri 06 Mar',
    ]);
  });

  it.each([
    'Sun 3/4 of the way', // a fraction
    'Do 1/2 the work',
    'Preis: Fr. 12.05 inkl. MwSt.', // Swiss francs
    'mo 02.03.', // lower-case "mo" is no German weekday
    'Sex: F 12/05', // a label, a colon
    'Total 02.03.2026', // no weekday: the general parser's
    'Page 3 of 10',
    'Order 2026 items 12/40',
    'Dom Perignon 12 bottles',
    'Room 12 Mar Hotel',
    'Year 2026',
  ])('ignores %j', (text) => {
    expect(found(weekdayDateRecognizer, text)).toEqual([]);
  });
});

describe('shortMonthDateRecognizer', () => {
  it.each([
    ['Abreise: 7 Mär 2026', '7 Mär 2026'],
    ['Arrivo 23 gen 2026', '23 gen 2026'],
    ['il 22 mag 2026', '22 mag 2026'],
    ['Data: 14 set 2024', '14 set 2024'],
    ['Anreise\n27 Okt. 2026 \nTotal', '27 Okt. 2026'],
    ['Booked 3 Mar 2026, 10:15', '3 Mar 2026, 10:15'],
  ])('finds the date in %j', (text, expected) => {
    expect(found(shortMonthDateRecognizer, text)).toEqual([expected]);
  });

  it.each([
    '3 March 2026', // full names are the general parser's
    'founded in 2026',
    '12 units 2026',
    '40 Okt 2026',
    'Qty 5 box 2026',
    'Mon 3 Mar 2026', // led by a weekday: weekday-dates.ts's
    'v1.2 Mar 2026',
  ])('ignores %j', (text) => {
    expect(found(shortMonthDateRecognizer, text)).toEqual([]);
  });
});

describe('the weekday printed with a date', () => {
  it.each([
    ['Termin: Di., 04.03.2026 um 10:30 Uhr', 'Di., 04.03.2026 um 10:30 Uhr'],
    ['Arrivée : lun. 3 mars 2026', 'lun. 3 mars 2026'],
    ['Fecha de llegada: mar 4 mar 2026', 'mar 4 mar 2026'],
    ['Data: ter., 4 mar. 2026', 'ter., 4 mar. 2026'],
    ['Il giorno mer 4 mar 2026 la signora', 'mer 4 mar 2026'],
    ['ven. 6 mars 2026 à 14h30', 'ven. 6 mars 2026 à 14h30'],
    ['Created 2026-03-04T10:30 by the system', '2026-03-04T10:30'],
    ['Posted 3 March 2026 (Tue)', '3 March 2026 (Tue)'],
  ])('the date reader boxes %j whole', (text, expected) => {
    expect(found(dateRecognizer, text)).toEqual([expected]);
  });

  it('a date on its own line is a date, not a house number and a street', () => {
    const text = 'Anreise\nDo, 27 Okt. 2026 \nAbreise\n7 Mär 2026 \nTotal 1.250,00 €';
    const spans = findPii(text).filter((s) => s.tag === 'ADDRESS' || s.tag === 'DATE');
    expect(spans.map((s) => [s.tag, text.slice(s.start, s.end)])).toEqual([
      ['DATE', 'Do, 27 Okt. 2026'],
      ['DATE', '7 Mär 2026'],
    ]);
  });
});
