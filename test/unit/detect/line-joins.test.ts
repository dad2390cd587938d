import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { joinWrappedLines } from '../../../src/core/detect/line-joins';

const covers = (text: string, value: string) => {
  const at = text.indexOf(value);
  return findPii(text).some((s) => s.start <= at && s.end >= at + value.length);
};

describe('values across line ends', () => {
  it('finds a phone number broken after its hyphen, covering both lines', () => {
    const text =
      'If you have any questions about this account, please call our office at (503) 555-\n1000 during business hours.';
    expect(covers(text, '(503) 555-\n1000')).toBe(true);
  });

  it('finds an IBAN split after a group and a name whose surname starts the next line', () => {
    const text =
      'Please transfer the deposit to the landlord’s account IBAN DE89 3704 0044 0532\n' +
      '0130 00 before the first of the month, and send the receipt to Katharina\n' +
      'Schneider at the address above so that the keys can be handed over.';
    const spans = findPii(text);
    const iban = text.indexOf('DE89');
    expect(
      spans.some(
        (s) => s.tag === 'ACCOUNT' && s.start <= iban && s.end >= text.indexOf('0130 00') + 7,
      ),
    ).toBe(true);
    expect(covers(text, 'Katharina\nSchneider')).toBe(true);
  });

  it('reads a word hyphenated at a line end as one word', () => {
    const view = joinWrappedLines(
      'This statement was prepared for our valued customer Priya Venkata-\nraman, who asked for a copy.',
    );
    expect(view?.text).toContain('Venkataraman');
  });

  it('keeps short lines of a block apart (an address block is not a wrapped paragraph)', () => {
    expect(
      joinWrappedLines('MICHAEL OKAFOR\n119 Harbor View Drive\nDenver, CO 80203'),
    ).toBeUndefined();
  });
});
