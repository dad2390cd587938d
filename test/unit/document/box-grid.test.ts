import { describe, expect, it } from 'vitest';
import { type Bounds, BoxGrid } from '../../../src/core/document/box-grid';
import { Prng } from '../../fixtures/prng';

const overlaps = (a: Bounds, b: Bounds) =>
  !(a.x1 < b.x0 || a.x0 > b.x1 || a.y1 < b.y0 || a.y0 > b.y1);

describe('BoxGrid', () => {
  it('finds exactly the overlapping items, in their original order', () => {
    const rng = new Prng(7);
    const box = (size: number): Bounds => {
      const x0 = rng.next() * 600;
      const y0 = rng.next() * 800;
      return { x0, y0, x1: x0 + rng.next() * size, y1: y0 + rng.next() * size };
    };
    // Mostly small items, some page-sized ones (kept aside), one with no finite bounds.
    const items = [
      ...Array.from({ length: 2000 }, (_, id) => ({ id, bounds: box(20) })),
      ...Array.from({ length: 20 }, (_, id) => ({ id: 2000 + id, bounds: box(700) })),
      { id: 9999, bounds: { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity } },
    ];
    const grid = new BoxGrid(items);
    for (let q = 0; q < 200; q++) {
      const query = box(40);
      const expected = items.filter((i) => overlaps(i.bounds, query)).map((i) => i.id);
      expect(grid.near(query).map((i) => i.id)).toEqual(expected);
    }
  });
});
