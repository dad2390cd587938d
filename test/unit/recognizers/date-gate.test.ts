import { en } from 'chrono-node';
import { describe, expect, it } from 'vitest';
import {
  dateRecognizer,
  mayHoldEnglishDate,
} from '../../../src/core/detect/recognizers/dates/date';
import { found } from './textual-helpers';

// The English parser reads only blocks of lines that hold a month word, a casual date word or a
// numeric date shape (date.ts, EN_DATE_PIECE): a speed gate that must never lose a date.
describe("the date recognizer's English-parser gate", () => {
  it.each([
    ['Signed 15 January 2024 by', '15 January 2024'],
    ['Jan. 15th, 2024', 'Jan. 15th, 2024'],
    ['due the 15th of March', '15th of March'],
    ['Issued 2024-01-15.', '2024-01-15'],
    ['on 01/15/2024 at', '01/15/2024'],
    ['am 15.01.2024 in', '15.01.2024'],
  ])('lets %j through and still finds its date', (text, date) => {
    expect(mayHoldEnglishDate(text)).toBe(true);
    expect(found(dateRecognizer, text)).toEqual([date]);
  });

  it.each([
    'Room 301, floor 4 of 12, call back at 10:30 am',
    'Section 4 applies to 120 units; see clause 17',
    'Total 1,250.00 paid in 3 instalments',
  ])('holds back %j, where the parser reads nothing the recognizer keeps', (text) => {
    expect(mayHoldEnglishDate(text)).toBe(false);
    // Shown on the ungated parser: what it reads there (times, bare numbers) is never a date.
    expect(found(dateRecognizer, text)).toEqual([]);
  });

  it('holds back a line whose only reading is a time, which the parser does return', () => {
    const text = 'Meeting in room 12 at 10:30 am';
    expect(en.casual.parse(text, new Date(2000, 0, 1)).map((r) => r.text)).toEqual(['at 10:30 am']);
    expect(mayHoldEnglishDate(text)).toBe(false);
    expect(found(dateRecognizer, text)).toEqual([]);
  });
});
