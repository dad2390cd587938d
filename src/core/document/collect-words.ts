import { charRangeFragments } from './char-range-boxes';
import type { PageText, Word } from './model';

/** Splits a page's text into whitespace-separated words, each with its box on the page. */
export function collectWords(page: PageText): Word[] {
  const words: Word[] = [];
  const pattern = /\S+/gu;
  for (const match of page.text.matchAll(pattern)) {
    const from = match.index;
    const to = from + match[0].length;
    const fragments = charRangeFragments(page, from, to);
    const first = fragments[0];
    if (!first) continue;
    const rect = fragments.slice(1).reduce((acc, f) => {
      const x = Math.min(acc.x, f.rect.x);
      const y = Math.min(acc.y, f.rect.y);
      return {
        x,
        y,
        width: Math.max(acc.x + acc.width, f.rect.x + f.rect.width) - x,
        height: Math.max(acc.y + acc.height, f.rect.y + f.rect.height) - y,
      };
    }, first.rect);
    words.push({
      text: match[0],
      start: page.offset + from,
      end: page.offset + to,
      box: { text: match[0], score: 1, ...rect, angle: first.angle, page: page.page },
      source: 'text-layer',
    });
  }
  return words;
}
