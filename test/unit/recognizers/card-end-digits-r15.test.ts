import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The CREDIT_CARD texts findPii reports. */
function cards(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'CREDIT_CARD')
    .map((s) => text.slice(s.start, s.end));
}

describe('the last digits of a card after a German ending word', () => {
  it('reads "Endziffern 4821" without "mit"', () => {
    expect(cards('Zahlung per Kreditkarte (Visa, Endziffern 4821)')).toEqual(['4821']);
    expect(cards('Kreditkarte mit den Endziffern 4821')).toEqual(['4821']);
  });

  it('reads no digits without the cue', () => {
    expect(cards('Zahlung per Kreditkarte, Rechnung 4821 vom 3. März')).toEqual([]);
    expect(cards('Ziffern 4821 der Tabelle')).toEqual([]);
  });
});
