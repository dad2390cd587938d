import { charRangeFragments } from './char-range-boxes';
import type { PageText, Word } from './model';

/** Where the word starting at page offset `from` came from: its first character's run. */
function sourceOf(page: PageText, from: number): Word['source'] {
  const run = page.origin.run[from] ?? -1;
  return (run >= 0 ? page.runs[run]?.source : undefined) ?? 'text-layer';
}

/** Scores are reported to 1/10000, like entity scores. */
export function roundScore(score: number): number {
  return Math.round(score * 10000) / 10000;
}

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
    const score = Math.min(...fragments.map((f) => f.score));
    words.push({
      text: match[0],
      start: page.offset + from,
      end: page.offset + to,
      box: {
        text: match[0],
        score: roundScore(score),
        ...rect,
        angle: first.angle,
        page: page.page,
      },
      source: sourceOf(page, from),
    });
  }
  return words;
}
