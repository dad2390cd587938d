import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { readBack } from '../score-docs';
import { generateDev2Docs } from './generate';

describe('dev2 generated documents', () => {
  it('are deterministic, and every truth value of every document lies in the text read back', async () => {
    const [first, second] = await Promise.all([generateDev2Docs(), generateDev2Docs()]);
    expect(first.length).toBeGreaterThanOrEqual(8 * 7);
    expect(first.map((d) => d.lines)).toEqual(second.map((d) => d.lines));
    const engine = createNodePdfEngine();
    for (const rendered of first) {
      const read = await readBack(engine, rendered);
      expect(read.unplaced, rendered.name).toBe(0);
      expect(read.truth.length, rendered.name).toBeGreaterThan(8);
      for (const value of read.truth) {
        expect(value.ranges.length, rendered.name).toBeGreaterThan(0);
        for (const [a, b] of value.ranges) expect(read.doc.text.slice(a, b).trim()).not.toBe('');
      }
    }
  }, 120_000);
});
