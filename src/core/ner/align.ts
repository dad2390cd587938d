import { decodeByteLevel } from './byte-level';
import { type FoldedText, foldString, foldText } from './fold';
import type { TokenizerInfo } from './ports';

/** Where a token lies in the text, and whether it begins a word. */
export interface AlignedToken {
  start: number;
  end: number;
  /** True when the token starts a new word (a word's label is its first token's). */
  wordStart: boolean;
}

/** How far past the cursor a token may be found (folded units) when it is not right there. */
const SEARCH_WINDOW = 48;
/** Extra reach per pending unknown token ([UNK] stands for up to a whole word). */
const UNKNOWN_REACH = 120;

const PUNCT_OR_CJK =
  /[\p{P}\p{S}\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;

/** The token's text as it appears in the document, folded; `marker` says it starts a word. */
interface Surface {
  text: string;
  marker: boolean;
  unknown: boolean;
}

/** Strips the scheme's word markers and decodes byte-level spelling. */
function surfaces(tokens: readonly string[], info: TokenizerInfo): Surface[] {
  const prefix = info.continuingPrefix ?? '##';
  const decoded = info.scheme === 'byte-level' ? decodeByteLevel(tokens) : tokens;
  return tokens.map((token, i) => {
    if (info.unknownToken !== undefined && token === info.unknownToken) {
      return { text: '', marker: true, unknown: true };
    }
    let raw = decoded[i]!;
    let marker: boolean;
    if (info.scheme === 'wordpiece') {
      marker = !(raw.startsWith(prefix) && raw.length > prefix.length);
      if (!marker) raw = raw.slice(prefix.length);
    } else {
      const spaced = info.scheme === 'metaspace' ? raw.replace(/\u2581/g, ' ') : raw;
      marker = /^\s/u.test(spaced);
      raw = spaced;
    }
    return { text: foldString(raw), marker, unknown: false };
  });
}

/** True when position `at` of the folded text may start a pre-tokenized word. */
function atWordBoundary(folded: string, at: number, surface: string): boolean {
  if (at === 0) return true;
  const before = folded[at - 1]!;
  return before === ' ' || PUNCT_OR_CJK.test(before) || PUNCT_OR_CJK.test(surface[0] ?? '');
}

/** Splits [from, to) of the folded text into the pieces a BERT pre-tokenizer would make. */
function pieces(folded: string, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = from;
  while (i < to) {
    if (folded[i] === ' ') {
      i++;
      continue;
    }
    let j = i + 1;
    if (!PUNCT_OR_CJK.test(folded[i]!)) {
      while (j < to && folded[j] !== ' ' && !PUNCT_OR_CJK.test(folded[j]!)) j++;
    }
    out.push([i, j]);
    i = j;
  }
  return out;
}

/** Original-text range of folded units [from, to). */
function range(f: FoldedText, from: number, to: number): { start: number; end: number } {
  return { start: f.start[from]!, end: f.end[to - 1]! };
}

/**
 * Aligns token strings to `text`: returns each token's character range (null for a token that
 * covers no text, e.g. part of a split byte or an unmatched piece). Matching is done on folded
 * text, so accents stripped by uncased tokenizers, NFKC forms and case changes still align;
 * `[UNK]` takes the words between its neighbours. Ranges always index `text` itself.
 */
export function alignTokens(
  text: string,
  tokens: readonly string[],
  info: TokenizerInfo,
): Array<AlignedToken | null> {
  const f = foldText(text);
  const folded = f.folded;
  const surface = surfaces(tokens, info);
  const result: Array<AlignedToken | null> = tokens.map(() => null);
  let cursor = 0;
  let pending: number[] = [];
  let pendingFrom = 0;

  const skipSpaces = () => {
    while (folded[cursor] === ' ') cursor++;
  };
  const settlePending = (to: number) => {
    const found = pieces(folded, pendingFrom, to);
    pending.forEach((tokenIndex, k) => {
      const piece = found[k];
      if (!piece) return;
      const last = k === pending.length - 1 ? found[found.length - 1]! : piece;
      result[tokenIndex] = { ...range(f, piece[0], last[1]), wordStart: true };
    });
    pending = [];
  };

  surface.forEach((s, index) => {
    skipSpaces();
    if (s.unknown) {
      if (pending.length === 0) pendingFrom = cursor;
      pending.push(index);
      return;
    }
    if (s.text === '') return;
    const at = locate(folded, s, cursor, pending.length, pendingFrom);
    if (at < 0) return;
    if (pending.length > 0) settlePending(at);
    const end = at + s.text.length;
    const previous = index > 0 ? (result[index - 1] ?? null) : null;
    const gap = previous ? previous.end < f.start[at]! : true;
    const wordStart =
      previous === null ||
      (info.scheme === 'wordpiece' ? s.marker : s.marker || gap) ||
      (info.scheme !== 'wordpiece' &&
        (PUNCT_OR_CJK.test(s.text[0]!) || endsInPunct(text, previous)));
    result[index] = { ...range(f, at, end), wordStart };
    cursor = end;
  });
  skipSpaces();
  if (pending.length > 0) settlePending(folded.length);
  return result;
}

/**
 * Where a token's surface is found from `cursor`: right there, or a little further on (text
 * the tokenizer dropped). After [UNK]s the token must start a word past the unknown text;
 * only when there is no such place may the [UNK]s be empty.
 */
function locate(
  folded: string,
  s: Surface,
  cursor: number,
  pendingCount: number,
  pendingFrom: number,
): number {
  if (pendingCount === 0 && folded.startsWith(s.text, cursor)) return cursor;
  const reach = cursor + SEARCH_WINDOW + pendingCount * UNKNOWN_REACH;
  let fallback = -1;
  for (let from = cursor; ;) {
    const hit = folded.indexOf(s.text, from);
    if (hit < 0 || hit > reach) return fallback;
    const boundary = !s.marker || atWordBoundary(folded, hit, s.text);
    if (pendingCount === 0 || (boundary && hit > pendingFrom)) return hit;
    if (boundary && fallback < 0) fallback = hit;
    from = hit + 1;
  }
}

/** True when the previous token ended on punctuation (a new word follows it). */
function endsInPunct(text: string, previous: AlignedToken): boolean {
  return PUNCT_OR_CJK.test(text.slice(previous.end - 1, previous.end));
}
