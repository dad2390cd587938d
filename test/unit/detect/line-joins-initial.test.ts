import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The PERSON_NAME spans of `text` as strings. */
function names(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'PERSON_NAME')
    .map((s) => text.slice(s.start, s.end));
}

describe('a middle initial wrapped onto the next line', () => {
  it('goes on a name written surname first, so the box covers both lines', () => {
    const text =
      'Claim number 63/108465\nNamed insured CASTELLANOS, Desmond\nH.\nDate of birth 09/27/1992';
    expect(names(text)).toEqual(['CASTELLANOS, Desmond\nH.']);
  });

  it('does not take a list mark after a name written given name first', () => {
    const text = 'Patient: Megan Okafor\nA.\nB. Results follow';
    expect(names(text)).toEqual(['Megan Okafor']);
  });
});
