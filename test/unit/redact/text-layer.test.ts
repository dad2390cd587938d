import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/core/contract/types';
import type { Word } from '../../../src/core/document/model';
import { wordsOutsideRedactions } from '../../../src/core/redact/text-layer';

const box = (x: number, width: number): Box => ({
  text: '',
  page: 1,
  x,
  y: 10,
  width,
  height: 12,
  score: 1,
  angle: 0,
});
const word = (text: string, x: number, width: number): Word => ({
  text,
  start: 0,
  end: text.length,
  box: box(x, width),
  source: 'text-layer',
});

describe('wordsOutsideRedactions', () => {
  it('keeps untouched words and drops a word even partly under a box', () => {
    const words = [word('Dear', 10, 30), word('Alice', 45, 30), word('Smith,', 80, 35)];
    // The box covers "Alice" and one point of "Smith,".
    const kept = wordsOutsideRedactions(words, [box(44, 37)]);
    expect(kept.map((w) => w.text)).toEqual(['Dear']);
  });

  it('keeps words that only touch a box edge, and drops blank words', () => {
    const words = [word('left', 10, 30), word(' ', 40, 2), word('right', 60, 30)];
    expect(wordsOutsideRedactions(words, [box(40, 20)]).map((w) => w.text)).toEqual([
      'left',
      'right',
    ]);
  });
});
