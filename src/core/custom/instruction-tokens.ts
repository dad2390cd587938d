import { foldString } from '../ner/fold';

/** A word of an instruction, with its place in the text and its folded form for look-ups. */
export interface WordToken {
  kind: 'word';
  /** Folded: lower case, accents removed, elisions and possessive `'s` dropped. */
  key: string;
  start: number;
  end: number;
}

/** A punctuation mark that ends a list item (`,`) or a clause (anything else). */
export interface BreakToken {
  kind: 'break';
  /** True for a comma: the list goes on. */
  comma: boolean;
  /** True where a quoted term or a pattern was lifted out (the words before describe it). */
  lifted: boolean;
}

/** One token of an instruction. */
export type InstructionToken = WordToken | BreakToken;

// U+2029 marks where a quoted term or a pattern was lifted out: it ends the clause.
const TOKEN = /[\p{L}\p{N}]+(?:['’‘\-.@_][\p{L}\p{N}]+)*|[,;.:!?()\n\u2029[\]{}]/gu;
/** French and Italian elisions: l'adresse, d'identité, dell'indirizzo, qu'il. */
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|dell|all|nell|sull|dall|un)'(?=.)/;

/** The folded key of one word (also used for vocabulary entries, so both fold alike). */
export function wordKey(raw: string): string {
  const key = foldString(raw.replace(/[’‘`]/g, "'"));
  return key.replace(ELISION, '').replace(/'s$/, '');
}

/** Splits an instruction into words and breaks, keeping each word's offsets. */
export function tokenizeInstruction(text: string): InstructionToken[] {
  const tokens: InstructionToken[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    if (/^[\p{L}\p{N}]/u.test(raw)) {
      tokens.push({
        kind: 'word',
        key: wordKey(raw),
        start: match.index,
        end: match.index + raw.length,
      });
    } else {
      tokens.push({ kind: 'break', comma: raw === ',', lifted: raw === '\u2029' });
    }
  }
  return tokens;
}
