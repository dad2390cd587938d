import { describe, expect, it } from 'vitest';
import { runOrder } from '../../../src/core/detect/compile-order';
import { findPii } from '../../../src/core/detect/find-pii';
import type { Recognizer, Span } from '../../../src/core/detect/span';

/** A recognizer that records when it ran and finds `word` wherever it occurs. */
function fake(name: string, word: string, calls: string[]): Recognizer {
  return {
    name,
    tags: ['PERSON_NAME'],
    find({ text }) {
      calls.push(name);
      const spans: Span[] = [];
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1))
        spans.push({
          tag: 'PERSON_NAME',
          start: at,
          end: at + word.length,
          score: 0.9,
          recognizer: name,
        });
      return spans;
    },
  };
}

describe('the order recognizers run in (compile-order.ts)', () => {
  it('runs the date parser after every other recognizer, the rest in the list order', () => {
    const calls: string[] = [];
    const list = [fake('date', 'x', calls), fake('a', 'x', calls), fake('b', 'x', calls)];
    expect(runOrder(list)).toEqual([1, 2, 0]);
  });

  it('keeps findPii spans as the list order gives them, whatever order they ran in', () => {
    const calls: string[] = [];
    const text = 'Anna met Berta.';
    const spans = findPii(text, [], [fake('date', 'Anna', calls), fake('b', 'Berta', calls)]);
    expect(calls.slice(0, 2)).toEqual(['b', 'date']);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['Anna', 'Berta']);
  });
});
