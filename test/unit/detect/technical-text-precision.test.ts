import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import type { Span } from '../../../src/core/detect/span';

/** Every value the pipeline would redact: found, then every occurrence of it. */
function redacted(text: string): string[] {
  return propagateOccurrences(text, findPii(text)).map((s) => text.slice(s.start, s.end));
}

// A mathematics lecture script (the 117-page thesis of the outside corpus is one) opens its
// paragraphs with "Definition", "Beweis:", "Bemerkung" and ends sentences on a variable ("auf
// X."). Those words are nobody's name; redacting them blacked out hundreds of words a document.
describe('technical text: theorem labels and variables are no names', () => {
  it('does not take a textbook label after a variable for a surname, nor chase it', () => {
    const text = [
      'Sei T eine Topologie auf X.',
      'Definition 9',
      'Seien (X, dX) und (Y, dY) metrische Räume.',
      'Bemerkung 2',
      'Es gilt die Dreiecksungleichung auf R.',
      'Beweis: Sei U offen in X. Dann ist U Vereinigung offener Mengen.',
      'Definition 10',
      'Bemerkung 3',
    ].join('\n');
    const found = redacted(text);
    for (const word of ['Definition', 'Bemerkung', 'Beweis', 'Dann'])
      expect(found.some((f) => f.includes(word))).toBe(false);
  });

  it('reads labels that meet once as labels, not as a dialogue', () => {
    const text = [
      'Beweis: Nach Definition ist U offen genau dann, wenn das Urbild offen ist.',
      'Beobachtung: Die Quotiententopologie ist die feinste Topologie dieser Art.',
      'Beispiel 14 (Stereographische Projektion)',
      'Rn und Sn ohne N sind homöomorph für beliebiges N in Sn.',
      'Die Abbildung ist stetig und bijektiv.',
      'Ihre Umkehrung ist ebenfalls stetig.',
      'Satz 15 gilt auch für kompakte Räume und ihre Bilder.',
      'Beweis: Sei (Vi) eine offene Überdeckung von f(K) in Y.',
    ].join('\n');
    expect(redacted(text)).toEqual([]);
  });

  it('still reads speakers who answer each other as names (a transcript)', () => {
    const text = [
      'Koppány: "Who are you and what do you want?"',
      'Tavita: "I came about the flat on the second floor."',
      'Koppány: "It was let last week, I am sorry."',
    ].join('\n');
    const found = redacted(text);
    expect(found.filter((f) => f === 'Koppány')).toHaveLength(2);
    expect(found).toContain('Tavita');
  });

  it('chases the surname of a name whose given name is listed, not of initials over a word', () => {
    const text = 'Signed by Megan Okafor.\nOkafor shall keep the premises clean.';
    const found: Span[] = [
      { tag: 'PERSON_NAME', start: 10, end: 22, score: 0.8, recognizer: 'name-shape' },
    ];
    expect(propagateOccurrences(text, found).map((s) => text.slice(s.start, s.end))).toContain(
      'Okafor',
    );
    const math =
      'Sei X kompakt auf X. Isometrie\nJede Isometrie ist stetig. Die Isometrie ist bijektiv.';
    const guess: Span[] = [
      { tag: 'PERSON_NAME', start: 18, end: 30, score: 0.8, recognizer: 'name-form' },
    ];
    expect(math.slice(18, 30)).toBe('X. Isometrie');
    expect(propagateOccurrences(math, guess)).toHaveLength(1);
  });

  it('reads a table of contents as sections and pages, not as addresses', () => {
    const contents =
      'Contents\n1 Foo 2\n2 Bar 2\n3 Baz 2\n4 Foo 2\n5 Bar 3\n2.3 Simplizialkomplex 44\n';
    expect(redacted(contents)).toEqual([]);
    // The same shape alone, or over a city line, is still an address.
    const letter = 'Deliver to:\n28245 Puruntie 82\n00100 Helsinki\nThank you.';
    expect(redacted(letter).join(' ')).toContain('Puruntie 82');
  });

  it('takes languages and template placeholder text for no one', () => {
    const text =
      'Two-Column Document with Lorem Ipsum\nThis sample is filled with Lorem Ipsum text.\n' +
      'Languages: English, French and Portuguese.';
    expect(redacted(text)).toEqual([]);
  });
});
