/**
 * A window of the text the model reads at once. Windows overlap; each owns only its core, so
 * an entity is reported by the window whose core holds its start, which also sees its end.
 */
export interface Chunk {
  /** The window given to the model (offsets into the whole text). */
  start: number;
  end: number;
  /** The part this window answers for; cores tile each page without gaps or overlaps. */
  coreStart: number;
  coreEnd: number;
}

/** What chunking needs: the model's limit and its tokenizer's count. */
export interface ChunkOptions {
  /** Most tokens per window, special tokens excluded. */
  maxTokens: number;
  countTokens(text: string): number;
  /**
   * Smallest core in characters (the API's `min_chunk_size`): a core closes at the first
   * sentence end past it. 0 fills every window up to the model's limit. The model's limit
   * always wins: a core is cut short rather than truncated by the tokenizer.
   */
  minChunkSize: number;
}

/** Most overlap tokens on each side of a core. */
const MAX_OVERLAP_TOKENS = 32;

interface WordAt {
  start: number;
  end: number;
  tokens: number;
  /** Ends a sentence (strong cut) or a line (weak cut). */
  cut: 'sentence' | 'line' | '';
}

const SENTENCE_END = /[.!?\u2026\u3002\uff01\uff1f]["'\u201d\u2019)\]]*$/u;

/** The words of one page with their token counts and cut strength. */
function wordsOf(text: string, from: number, to: number, count: (w: string) => number): WordAt[] {
  const words: WordAt[] = [];
  const pattern = /\S+/gu;
  const page = text.slice(from, to);
  for (let m = pattern.exec(page); m; m = pattern.exec(page)) {
    const start = from + m.index;
    const end = start + m[0].length;
    const next = page.slice(m.index + m[0].length).match(/^\s*/u)![0];
    const cut =
      SENTENCE_END.test(m[0]) || /\n[^\S\n]*\n/.test(next)
        ? 'sentence'
        : next.includes('\n')
          ? 'line'
          : '';
    words.push({ start, end, tokens: Math.max(1, count(m[0])), cut });
  }
  return words;
}

/** Index one past the last word of the core that starts at word `i`. */
function coreEndIndex(
  words: readonly WordAt[],
  i: number,
  budget: number,
  minChunkSize: number,
): number {
  let j = i;
  let tokens = 0;
  let sentence = -1;
  let line = -1;
  while (j < words.length && (j === i || tokens + words[j]!.tokens <= budget)) {
    tokens += words[j]!.tokens;
    if (words[j]!.cut === 'sentence') sentence = j;
    if (words[j]!.cut !== '') line = j;
    j++;
    const long = words[j - 1]!.end - words[i]!.start >= minChunkSize;
    if (minChunkSize > 0 && long && words[j - 1]!.cut === 'sentence') return j;
  }
  if (j >= words.length) return j;
  // Out of room: end on the last sentence (or line) end, unless that would halve the core.
  const half = i + (j - i) / 2;
  if (sentence >= half) return sentence + 1;
  if (line >= half) return line + 1;
  return j;
}

/** Sum of tokens of words [from, to). */
function tokensOf(words: readonly WordAt[], from: number, to: number): number {
  let sum = 0;
  for (let k = from; k < to; k++) sum += words[k]!.tokens;
  return sum;
}

/**
 * Cuts `text` into overlapping windows on sentence boundaries. Windows never cross a page
 * break (`\f`): an entity is never reported across pages, and each page's text is complete.
 */
export function chunkText(text: string, options: ChunkOptions): Chunk[] {
  const cache = new Map<string, number>();
  const count = (word: string) => {
    let n = cache.get(word);
    if (n === undefined) cache.set(word, (n = options.countTokens(word)));
    return n;
  };
  // A tenth held back: words counted alone may tokenize a little differently in context.
  const usable = Math.max(1, options.maxTokens - Math.max(1, Math.floor(options.maxTokens / 10)));
  const overlap = Math.min(MAX_OVERLAP_TOKENS, Math.floor(usable / 4));
  const budget = Math.max(1, usable - 2 * overlap);
  const chunks: Chunk[] = [];
  let pageStart = 0;
  for (const page of text.split('\f')) {
    const pageEnd = pageStart + page.length;
    const words = wordsOf(text, pageStart, pageEnd, count);
    const cores: Array<[number, number]> = [];
    for (let i = 0; i < words.length;) {
      const j = coreEndIndex(words, i, budget, options.minChunkSize);
      cores.push([i, j]);
      i = j;
    }
    // A short last core joins the one before when both fit the budget together.
    const last = cores[cores.length - 1];
    const before = cores[cores.length - 2];
    if (last && before && options.minChunkSize > 0) {
      const short = words[last[1] - 1]!.end - words[last[0]]!.start < options.minChunkSize;
      if (short && tokensOf(words, before[0], last[1]) <= budget) {
        cores.splice(-2, 2, [before[0], last[1]]);
      }
    }
    cores.forEach(([i, j], k) => {
      let left = i;
      for (let t = 0; left > 0 && t + words[left - 1]!.tokens <= overlap; left--) {
        t += words[left - 1]!.tokens;
      }
      let right = j;
      for (let t = 0; right < words.length && t + words[right]!.tokens <= overlap; right++) {
        t += words[right]!.tokens;
      }
      chunks.push({
        start: words[left]!.start,
        end: words[right - 1]!.end,
        coreStart: k === 0 ? pageStart : words[i]!.start,
        coreEnd: k === cores.length - 1 ? pageEnd : words[j]!.start,
      });
    });
    pageStart = pageEnd + 1;
  }
  return chunks;
}
