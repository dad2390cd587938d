import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { PROPAGATED_RECOGNIZER, propagateOccurrences } from '../../../src/core/detect/propagate';
import type { Span } from '../../../src/core/detect/span';

describe('found once, redacted everywhere', () => {
  it('marks every occurrence of a found name, whatever its case or line breaks', () => {
    const text =
      'Signed: Priya Venkataraman\nFor the record, PRIYA VENKATARAMAN agreed.\nCopy sent to Priya\nVenkataraman.';
    const found: Span[] = [
      { tag: 'PERSON_NAME', start: 8, end: 26, score: 0.9, recognizer: 'name-shape' },
    ];
    const spans = propagateOccurrences(text, found);
    expect(spans).toHaveLength(3);
    expect(
      spans
        .slice(1)
        .every((s) => s.recognizer === PROPAGATED_RECOGNIZER && s.tag === 'PERSON_NAME'),
    ).toBe(true);
    expect(text.slice(spans[2]!.start, spans[2]!.end)).toBe('Priya\nVenkataraman');
  });

  it('reads a word hyphenated across a line end and stops at word boundaries', () => {
    const text =
      'Northwind Analytics LLC\nReport for Northwind Ana-\nlytics LLC and NorthwindAnalytics LLC.';
    const found: Span[] = [
      { tag: 'ORGANIZATION', start: 0, end: 23, score: 0.8, recognizer: 'org' },
    ];
    const spans = propagateOccurrences(text, found);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([
      'Northwind Analytics LLC',
      'Northwind Ana-\nlytics LLC',
    ]);
  });

  it('leaves short and money values alone', () => {
    const text = 'Paid 12.00 EUR to Bo. Bo paid 12.00 EUR back.';
    const found: Span[] = [
      { tag: 'MONEY_AMOUNT', start: 5, end: 14, score: 0.9, recognizer: 'money' },
      { tag: 'PERSON_NAME', start: 18, end: 20, score: 0.9, recognizer: 'x' },
    ];
    expect(propagateOccurrences(text, found)).toHaveLength(2);
  });

  it('an organisation in the letterhead is found in every footer', () => {
    const text =
      'Copperline Media Group\nInvoice\n\fPage 2 · Copperline Media Group\n\fPage 3 · Copperline Media Group';
    const spans = propagateOccurrences(text, findPii(text));
    const orgs = spans.filter((s) => text.slice(s.start, s.end) === 'Copperline Media Group');
    expect(orgs.length).toBe(3);
  });
});

describe('a surname found in a full name', () => {
  it('marks the surname written alone with a capital, never the same word in lower case', () => {
    const text =
      'This lease is made between Megan Okafor and Thomas Brown. Okafor keeps the premises; ' +
      'Brown repairs the brown door.';
    const spans = propagateOccurrences(text, findPii(text));
    const words = spans.map((s) => text.slice(s.start, s.end));
    expect(words).toContain('Okafor');
    expect(words.filter((w) => w === 'Brown')).toHaveLength(1);
    expect(words).not.toContain('brown');
  });
});
