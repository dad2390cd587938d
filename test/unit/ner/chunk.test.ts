import { describe, expect, it } from 'vitest';
import { chunkText } from '../../../src/core/ner/chunk';
import { findModelSpans } from '../../../src/core/ner/find-model-spans';
import type { NerEngine, TokenPrediction } from '../../../src/core/ner/ports';

/** One token per whitespace-separated word. */
const countWords = (t: string) => t.split(/\s+/).filter(Boolean).length;

const SENTENCES = Array.from({ length: 30 }, (_, i) => `Line ${i} has some words here.`);

describe('chunkText', () => {
  it('tiles each page with cores, stays within the token limit and never crosses \\f', () => {
    const text = `${SENTENCES.slice(0, 15).join(' ')}\f${SENTENCES.slice(15).join('\n')}`;
    const chunks = chunkText(text, { maxTokens: 40, countTokens: countWords, minChunkSize: 0 });
    const pageBreak = text.indexOf('\f');
    expect(chunks.length).toBeGreaterThan(4);
    for (const c of chunks) {
      expect(countWords(text.slice(c.start, c.end))).toBeLessThanOrEqual(40);
      expect(c.start <= pageBreak === c.end <= pageBreak).toBe(true);
      expect(c.coreStart).toBeLessThanOrEqual(c.coreEnd);
    }
    // Cores tile the text except the page break itself.
    const covered = chunks.map((c) => text.slice(c.coreStart, c.coreEnd)).join('\f');
    expect(covered.replace(/\f/g, '')).toBe(text.replace(/\f/g, ''));
    // Cores end on sentence ends.
    for (const c of chunks.slice(0, -1)) {
      expect(text.slice(c.coreStart, c.coreEnd).trimEnd()).toMatch(/\.$/);
    }
  });

  it('honours min_chunk_size: cores close at the first sentence end past it', () => {
    const text = SENTENCES.join(' ');
    const chunks = chunkText(text, { maxTokens: 200, countTokens: countWords, minChunkSize: 70 });
    for (const c of chunks.slice(0, -1)) {
      expect(c.coreEnd - c.coreStart).toBeGreaterThanOrEqual(70);
      expect(c.coreEnd - c.coreStart).toBeLessThan(70 + 40);
    }
  });
});

/** A fake model: labels "Ada" B-PER and "Lovelace" I-PER, one token per word. */
const fakeEngine: NerEngine = {
  modelId: 'fake',
  tokenizer: { scheme: 'wordpiece' },
  maxTokens: 12,
  countTokens: countWords,
  async classify(texts) {
    return texts.map((t): TokenPrediction[] =>
      (t.match(/\S+/g) ?? []).map((w) => ({
        token: w.toLowerCase(),
        label: w === 'Ada' ? 'B-PER' : w === 'Lovelace' ? 'I-PER' : 'O',
        score: 0.9,
      })),
    );
  },
};

describe('findModelSpans over chunk boundaries', () => {
  it('finds every entity exactly once, whole, wherever the windows are cut', async () => {
    const text = Array.from({ length: 25 }, (_, i) => `w${i} Ada Lovelace x`).join(' ');
    const found = await findModelSpans(text, fakeEngine);
    expect(found).toHaveLength(25);
    for (const s of found) expect(text.slice(s.start, s.end)).toBe('Ada Lovelace');
  });
});
