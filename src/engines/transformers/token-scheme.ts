import type { TokenizerInfo } from '../../core/ner/ports';

/** The parts of a transformers.js tokenizer the scheme probe reads. */
export interface ProbedTokenizer {
  tokenize(text: string): string[];
  unk_token?: string | null;
  _tokenizerJSON?: { model?: { continuing_subword_prefix?: string | null } };
}

/**
 * Tells how the tokenizer marks words by tokenizing a probe: `▁` (SentencePiece), `Ġ`
 * (byte-level BPE), or neither (WordPiece, words continued with `##`).
 */
export function tokenizerInfoOf(tokenizer: ProbedTokenizer): TokenizerInfo {
  const probe = tokenizer.tokenize('hello world, again').join('');
  const scheme = probe.includes('\u2581')
    ? 'metaspace'
    : probe.includes('\u0120')
      ? 'byte-level'
      : 'wordpiece';
  const prefix = tokenizer._tokenizerJSON?.model?.continuing_subword_prefix ?? '##';
  return {
    scheme,
    ...(tokenizer.unk_token ? { unknownToken: tokenizer.unk_token } : {}),
    continuingPrefix: prefix,
  };
}
