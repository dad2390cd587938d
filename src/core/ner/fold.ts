/**
 * The text folded the way tokenizers normalise it (compatibility decomposition, accents and
 * case removed, control characters dropped, every whitespace one space), with each folded
 * UTF-16 unit mapped back to the original characters it came from.
 */
export interface FoldedText {
  folded: string;
  /** Original start offset of each folded unit. */
  start: number[];
  /** Original end offset (exclusive) of each folded unit. */
  end: number[];
}

const MARK = /\p{M}/u;
const DROPPED = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\uFFFD]/u;
const SPACE = /\s/u;

/** Folds one character (code point) for matching: `É` -> `e`, `ﬁ` -> `fi`, `Ａ` -> `a`. */
export function foldChar(ch: string): string {
  if (SPACE.test(ch)) return ' ';
  if (DROPPED.test(ch) || MARK.test(ch)) return '';
  return ch.normalize('NFKD').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Folds a whole string (a token's surface) the same way, whitespace removed. */
export function foldString(value: string): string {
  let out = '';
  for (const ch of value) out += foldChar(ch);
  return out.replace(/ /g, '');
}

/**
 * Folds `text` keeping offsets: a combining mark (NFD accents) is attached to the character
 * before it, so a token covering `e` covers `e\u0301` too and words are never cut mid-letter.
 */
export function foldText(text: string): FoldedText {
  const out: string[] = [];
  const start: number[] = [];
  const end: number[] = [];
  let previousFrom = -1;
  let offset = 0;
  for (const ch of text) {
    const next = offset + ch.length;
    const folded = foldChar(ch);
    if (folded === '' && MARK.test(ch) && previousFrom >= 0) {
      for (let k = previousFrom; k < end.length; k++) end[k] = next;
    } else if (folded !== '') {
      previousFrom = end.length;
      for (let k = 0; k < folded.length; k++) {
        out.push(folded[k]!);
        start.push(offset);
        end.push(next);
      }
    }
    offset = next;
  }
  return { folded: out.join(''), start, end };
}
