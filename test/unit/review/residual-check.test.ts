import { describe, expect, it } from 'vitest';
import { residualSummary, scanResidual } from '../../../src/core/review/residual-check';

/** The range of `part` in `text` (first occurrence). */
function rangeOf(text: string, part: string) {
  const start = text.indexOf(part);
  expect(start, `${part} is in the text`).toBeGreaterThanOrEqual(0);
  return { start, end: start + part.length };
}

describe('residual check of the text an export keeps', () => {
  const text =
    'Client SSN 123-45-\n6789 on file.\nPay to DE89 3704 0044\n0532 0130 00 today.\n' +
    'Write to jane.doe@\nexample.com or call (415) 555-\n0134.\fPage two: Dr. Alan Whitfield, ' +
    'case 00481516, card 4111 1111 1111 1111, year 2024.';

  it('finds values that wrap across line ends, by kind, in document order', () => {
    const found = scanResidual(text, []);
    expect(found.map((f) => [f.kind, f.text.replace(/\s+/g, ' ')])).toEqual([
      ['SSN', '123-45- 6789'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['EMAIL', 'jane.doe@ example.com'],
      ['PHONE', '(415) 555- 0134'],
      ['NAME', 'Dr. Alan Whitfield'],
      ['DIGITS', '00481516'],
      ['CARD', '4111 1111 1111 1111'],
    ]);
    expect(residualSummary(found)).toBe(
      '1 possible IBAN, 1 possible card number, 1 possible e-mail address, 1 possible SSN, ' +
        '1 possible phone number, 1 possible name, 1 long number',
    );
  });

  it('leaves out what the export already blacks out, and keeps what is only partly covered', () => {
    const covered = [
      rangeOf(text, '123-45-\n6789'),
      rangeOf(text, 'jane.doe@'),
      rangeOf(text, 'DE89 3704 0044\n0532 0130 00'),
    ];
    const kinds = scanResidual(text, covered).map((f) => f.kind);
    expect(kinds).not.toContain('SSN');
    expect(kinds).not.toContain('IBAN');
    // Only the first line of the e-mail is covered: "example.com" stays readable.
    expect(kinds).toContain('EMAIL');
  });

  it('drops shapes whose checksum is wrong and plain years', () => {
    const found = scanResidual(
      'IBAN DE00 3704 0044 0532 0130 00, card 4111 1111 1111 1112, 2024',
      [],
    );
    expect(found).toEqual([]);
  });
});
