/**
 * A social-insurance number printed in its groups after its label (a UK NI number, a German
 * SV-Nummer with the letter and serial glued or apart) is one SSN box, not an address piece and
 * a truncated identifier.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** What the detector reports in `text`: "TAG value". */
function found(text: string): string[] {
  return findPii(text).map((s) => `${s.tag} ${text.slice(s.start, s.end)}`);
}

describe('spaced insurance numbers', () => {
  it('boxes the whole labelled number', () => {
    expect(found('Payslip\nNI number QH 41 27 83 B UTR 55012 48817\nTax code 1257L')).toContain(
      'SSN QH 41 27 83 B',
    );
    expect(found('National Insurance No.: JT 30 15 62 A')).toContain('SSN JT 30 15 62 A');
    expect(found('SV-Nummer 53 120384 K217 Steuer-ID 12 345 678 901')).toContain(
      'SSN 53 120384 K217',
    );
    expect(found('Rentenversicherungsnummer: 12 150585 M 123')).toContain('SSN 12 150585 M 123');
  });

  it('leaves labels without a number and numbers of another shape', () => {
    const blank = found('The NI number field is blank; SV-Nummer folgt.');
    expect(blank.filter((s) => s.startsWith('SSN'))).toEqual([]);
    // an impossible birth month (13) is no German insurance number
    const wrong = found('SV-Nummer 53 121384 K217');
    expect(wrong).not.toContain('SSN 53 121384 K217');
  });
});
