import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { generateQualityDocs } from './generate-docs';
import { readBack, scoreDocs } from './score-docs';

describe('generated quality documents', () => {
  it('are deterministic, and every drawn line and truth value is found in the text read back', async () => {
    const [first, second] = await Promise.all([
      generateQualityDocs('dev'),
      generateQualityDocs('dev'),
    ]);
    expect(first.map((d) => d.lines)).toEqual(second.map((d) => d.lines));
    const engine = createNodePdfEngine();
    // One document of each kind in one language, and every language of one kind (Cyrillic included).
    const picked = first.filter(
      (d) => d.name.endsWith('-de') || d.name.startsWith('dev-statement-'),
    );
    for (const rendered of picked) {
      const read = await readBack(engine, rendered);
      expect(read.unplaced, rendered.name).toBe(0);
      expect(read.truth.length, rendered.name).toBeGreaterThan(5);
      for (const value of read.truth) {
        for (const [a, b] of value.ranges) expect(read.doc.text.slice(a, b).trim()).not.toBe('');
      }
    }
  });

  it('score a perfect detector at 1.0 and an empty one at 0', async () => {
    const engine = createNodePdfEngine();
    const [doc] = await generateQualityDocs('held');
    const read = await readBack(engine, doc!);
    const perfect = scoreDocs([read], () =>
      read.truth.flatMap((t) => t.ranges.map(([start, end]) => ({ tag: t.tag, start, end }))),
    );
    const empty = scoreDocs([read], () => []);
    const sum = (s: typeof perfect, key: 'truth' | 'covered' | 'predicted' | 'correct') =>
      [...s.perTag.values()].reduce((n, c) => n + c[key], 0);
    expect(sum(perfect, 'covered')).toBe(sum(perfect, 'truth'));
    expect(sum(perfect, 'correct')).toBe(sum(perfect, 'predicted'));
    expect(sum(empty, 'covered')).toBe(0);
  });
});
