import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { LANGS } from '../locales';
import { readBack } from '../score-docs';
import { DEV3_TEMPLATES, generateDev3Docs } from './generate';

describe('dev3 generated documents', () => {
  it('are deterministic, cover every kind in every language, and every truth value lies in the text read back', async () => {
    const [first, second] = await Promise.all([generateDev3Docs(), generateDev3Docs()]);
    const kinds = Object.keys(DEV3_TEMPLATES);
    expect(first.length).toBe(kinds.length * LANGS.length);
    for (const kind of kinds)
      for (const lang of LANGS)
        expect(
          first.some((d) => d.name === `dev3-${kind}-${lang}`),
          `${kind} ${lang}`,
        ).toBe(true);
    expect(first.map((d) => d.lines)).toEqual(second.map((d) => d.lines));
    const engine = createNodePdfEngine();
    for (const rendered of first) {
      const read = await readBack(engine, rendered);
      expect(read.unplaced, rendered.name).toBe(0);
      expect(read.truth.length, rendered.name).toBeGreaterThan(10);
      for (const value of read.truth) {
        expect(value.ranges.length, rendered.name).toBeGreaterThan(0);
        for (const [a, b] of value.ranges) expect(read.doc.text.slice(a, b).trim()).not.toBe('');
      }
    }
  }, 180_000);
});
