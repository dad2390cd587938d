import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/core/contract/types';
import { groupOccurrences, occurrenceKey } from '../../../src/core/review';

function item(id: string, tag: string, word: string, page: number) {
  const entity: Entity = {
    entity_group: tag,
    score: 0.9,
    word,
    start: 0,
    end: word.length,
    boxes: [{ text: word, score: 1, x: 0, y: 0, width: 10, height: 10, angle: 0, page }],
  };
  return { id, entity };
}

describe('groupOccurrences', () => {
  it('groups the same string and tag across pages, case and space insensitive, in order', () => {
    const items = [
      item('a', 'PERSON_NAME', 'Priya Venkataraman', 1),
      item('b', 'EMAIL', 'p@example.com', 1),
      item('c', 'PERSON_NAME', 'PRIYA  venkataraman', 3),
      item('d', 'PERSON_NAME', 'Priya\nVenkataraman', 2),
    ];
    const groups = groupOccurrences(items);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a', 'c', 'd'], ['b']]);
    expect(groups[0]!.pages).toEqual([1, 2, 3]);
  });

  it('keeps different tags apart and reads line-end hyphenation as one word', () => {
    const groups = groupOccurrences([
      item('a', 'ORGANIZATION', 'Jordan', 1),
      item('b', 'LOCATION', 'Jordan', 1),
      item('c', 'PERSON_NAME', 'Venkata-\nraman', 1),
      item('d', 'PERSON_NAME', 'Venkataraman', 2),
    ]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a'], ['b'], ['c', 'd']]);
    expect(occurrenceKey({ entity_group: 'X', word: 'Co-op' })).not.toBe(
      occurrenceKey({ entity_group: 'X', word: 'Coop' }),
    );
  });

  it('leaves items the reviewer added (search matches) each on their own', () => {
    const search = { ...item('b', 'PERSON_NAME', 'Jane Doe', 2), origin: 'search' as const };
    const groups = groupOccurrences([item('a', 'PERSON_NAME', 'Jane Doe', 1), search]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a'], ['b']]);
  });

  it('leaves items without text (drawn boxes) each on their own', () => {
    const groups = groupOccurrences([
      item('a', 'PERSON_NAME', '', 1),
      item('b', 'PERSON_NAME', '', 1),
    ]);
    expect(groups).toHaveLength(2);
  });
});
