import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/core/contract/types';
import { wordsOutsideRedactions } from '../../../src/core/redact/text-layer';
import {
  allowedText,
  comparable,
  type InputPage,
  type RedactedEntity,
} from '../../../src/core/redact/verify-text';
import { Prng } from '../../fixtures/prng';

/** A box on `page` at `x` (one row of 10 pt cells). */
const cell = (page: number, x: number, text: string): Box => ({
  text,
  score: 1,
  angle: 0,
  page,
  x,
  y: 10,
  width: 9,
  height: 10,
});

/** The definition `allowedText` implements, tried word by word against every entity. */
function allowedNaively(pages: InputPage[], redacted: RedactedEntity[]): Map<number, string> {
  const partOf = (w: InputPage['words'][number], e: RedactedEntity) => {
    const from = Math.max(w.start, e.start);
    const to = Math.min(w.end, e.end);
    if (e.end <= e.start || to <= from) return false;
    return (
      w.text.slice(from - w.start, to - w.start) === e.word.slice(from - e.start, to - e.start)
    );
  };
  return new Map(
    pages.map((p) => {
      const boxes = redacted.flatMap((e) => e.boxes).filter((b) => b.page === p.page);
      const outside = new Set(wordsOutsideRedactions(p.words, boxes).map((w) => w.box));
      const kept = p.words.filter((w) => outside.has(w.box) && !redacted.some((e) => partOf(w, e)));
      return [p.page, comparable(kept.map((w) => w.text).join(''))];
    }),
  );
}

describe('allowedText', () => {
  it('keeps exactly the words the word-by-entity definition keeps (random documents)', () => {
    const rng = new Prng(7);
    const pick = (n: number) => Math.floor(rng.next() * n);
    for (let trial = 0; trial < 30; trial++) {
      const text = Array.from({ length: 300 }, () => 'abcde '[pick(6)]).join('');
      const pages: InputPage[] = [1, 2].map((page) => ({ page, words: [] }));
      const words = [...text.matchAll(/\S+/g)].map((m, i) => ({
        text: m[0],
        start: m.index,
        end: m.index + m[0].length,
        box: cell(1 + (i % 2), 10 * i, m[0]),
      }));
      for (const w of words) (pages[w.box.page - 1]!.words as typeof words).push(w);
      const redacted: RedactedEntity[] = Array.from({ length: 25 }, () => {
        const start = pick(290);
        const end = start + pick(12) - 2;
        // Some entities name the document's text, some a different string, some a drawn box.
        const word = pick(3) === 0 ? 'zz'.repeat(8) : text.slice(start, Math.max(start, end));
        const box = pick(4) === 0 ? [cell(1 + pick(2), 10 * pick(100), word)] : [];
        return { word, start, end, boxes: box };
      });
      expect(allowedText(pages, redacted)).toEqual(allowedNaively(pages, redacted));
    }
  });
});
