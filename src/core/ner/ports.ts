import type { CancelSignal } from '../contract/errors';

/**
 * How a tokenizer marks words in its token strings: WordPiece continues a word with `##`,
 * SentencePiece (Metaspace) starts one with `▁`, byte-level BPE spells bytes as characters
 * and starts a word with `Ġ`.
 */
export type TokenScheme = 'wordpiece' | 'metaspace' | 'byte-level';

/** One token of a text as the model saw it, with the label it gave it. */
export interface TokenPrediction {
  /** The token string as the tokenizer produced it (`##ing`, `▁Jo`, `Ġcaf`, `[UNK]`). */
  token: string;
  /** The model's label, e.g. `B-PER`, `I-ORG`, `O`, `FIRSTNAME`. */
  label: string;
  /** Probability of that label in [0, 1]. */
  score: number;
}

/** What the core needs to know about a loaded model's tokenizer to align tokens to text. */
export interface TokenizerInfo {
  scheme: TokenScheme;
  /** The unknown token (`[UNK]`, `<unk>`), which stands for text the vocabulary cannot spell. */
  unknownToken?: string;
  /** Prefix of word-continuing pieces for WordPiece (`##` unless the tokenizer says otherwise). */
  continuingPrefix?: string;
}

/**
 * A token-classification model, loaded and ready (transformers.js in Node or a Web Worker).
 * The core chunks the text, asks for token labels, and does alignment, aggregation and
 * merging itself; the engine only tokenizes and runs the model.
 */
export interface NerEngine {
  /** Identifier of the loaded model (catalogue id or folder name), used as recognizer name. */
  readonly modelId: string;
  readonly tokenizer: TokenizerInfo;
  /** Most tokens one text may have, special tokens ([CLS], [SEP]...) excluded. */
  readonly maxTokens: number;
  /** How many tokens the tokenizer makes of `text`, special tokens excluded. */
  countTokens(text: string): number;
  /**
   * Labels every token of each text (special tokens excluded), in order. Texts are at most
   * `maxTokens` long; the engine may batch them.
   */
  classify(texts: readonly string[], signal?: CancelSignal): Promise<TokenPrediction[][]>;
}
