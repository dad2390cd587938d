import { describe, expect, it } from 'vitest';
import { linesHolding } from '../../../src/core/detect/recognizers/text-helpers';
import { nameBesideEmailRecognizer } from '../../../src/core/detect/recognizers/name-beside-email';
import { foldForMatching } from '../../../src/core/detect/normalize';

describe('linesHolding: only the lines a literal-bound, one-line pattern can match in', () => {
  it('yields each line holding the literal once, with its offset', () => {
    const text = 'a@b c@d\nnothing here\n\nlast@line';
    expect([...linesHolding(text, '@')]).toEqual([
      { start: 0, line: 'a@b c@d' },
      { start: 22, line: 'last@line' },
    ]);
    expect([...linesHolding('no literal\nat all', '@')]).toEqual([]);
  });

  it('finds the names beside e-mail addresses on their lines, and none on the others', () => {
    const text =
      'Contacts\nGrace Nakamura grace.nakamura@acme.com\nPriya Venkataraman (no mail)\n' +
      'Reply to Tom Hale <thale@example.org> today\nCustomer Support support@acme.com';
    const found = nameBesideEmailRecognizer
      .find({ text, folded: foldForMatching(text) })
      .map((s) => text.slice(s.start, s.end));
    expect(found).toEqual(['Grace Nakamura', 'Tom Hale']);
  });
});
