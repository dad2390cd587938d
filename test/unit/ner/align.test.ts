import { describe, expect, it } from 'vitest';
import { alignTokens } from '../../../src/core/ner/align';
import type { TokenizerInfo } from '../../../src/core/ner/ports';

const WORDPIECE: TokenizerInfo = { scheme: 'wordpiece', unknownToken: '[UNK]' };
const METASPACE: TokenizerInfo = { scheme: 'metaspace', unknownToken: '<unk>' };
const BYTES: TokenizerInfo = { scheme: 'byte-level' };

/** The slices of text each token was aligned to (null when unaligned). */
function slices(text: string, tokens: string[], info: TokenizerInfo): Array<string | null> {
  return alignTokens(text, tokens, info).map((a) => (a ? text.slice(a.start, a.end) : null));
}

describe('alignTokens', () => {
  it('aligns WordPiece pieces, lower-cased and accent-stripped, to the original text', () => {
    const text = 'José  García-López, ÉCOLE';
    const tokens = ['jose', 'garcia', '-', 'lo', '##pe', '##z', ',', 'ecole'];
    expect(slices(text, tokens, WORDPIECE)).toEqual([
      'José',
      'García',
      '-',
      'Ló',
      'pe',
      'z',
      ',',
      'ÉCOLE',
    ]);
    const aligned = alignTokens(text, tokens, WORDPIECE);
    expect(aligned.map((a) => a?.wordStart)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('keeps combining accents (NFD text) inside the token they decorate', () => {
    const text = 'Jose\u0301 Garci\u0301a';
    expect(slices(text, ['jose', 'garcia'], WORDPIECE)).toEqual(['Jose\u0301', 'Garci\u0301a']);
  });

  it('aligns NFKC forms: ligatures, full-width letters, ellipsis', () => {
    const text = 'ﬁle ＡＢＣ wait…';
    expect(slices(text, ['fi', '##le', 'abc', 'wait', '.', '.', '.'], WORDPIECE)).toEqual([
      'ﬁ',
      'ﬁle'.slice(1),
      'ＡＢＣ',
      'wait',
      '…',
      '…',
      '…',
    ]);
  });

  it('gives CJK characters one token each', () => {
    const text = '张伟在北京';
    expect(slices(text, ['张', '伟', '在', '北', '京'], WORDPIECE)).toEqual([...text]);
  });

  it('gives [UNK] the word it replaced, including between punctuation and CJK', () => {
    const text = 'Hi ☃ there, 🙂 x 中 end';
    const tokens = ['hi', '[UNK]', 'there', ',', '[UNK]', 'x', '[UNK]', 'end'];
    expect(slices(text, tokens, WORDPIECE)).toEqual([
      'Hi',
      '☃',
      'there',
      ',',
      '🙂',
      'x',
      '中',
      'end',
    ]);
  });

  it('does not hand part of an unknown word to the next token', () => {
    const text = 'Ωmega mega';
    expect(slices(text, ['[UNK]', 'mega'], WORDPIECE)).toEqual(['Ωmega', 'mega']);
  });

  it('resolves a trailing [UNK] to the rest of the text', () => {
    expect(slices('tea ☕☕', ['tea', '[UNK]'], WORDPIECE)).toEqual(['tea', '☕☕']);
  });

  it('aligns repeated words in order, never twice to the same place', () => {
    const text = 'Bob and bob and BOB';
    const aligned = slices(text, ['bob', 'and', 'bob', 'and', 'bob'], WORDPIECE);
    expect(aligned).toEqual(['Bob', 'and', 'bob', 'and', 'BOB']);
    const starts = alignTokens(text, ['bob', 'and', 'bob', 'and', 'bob'], WORDPIECE).map(
      (a) => a?.start,
    );
    expect(starts).toEqual([0, 4, 8, 12, 16]);
  });

  it('skips text the tokenizer dropped (control characters, soft hyphens)', () => {
    const text = 'Ali\u00ADce\u0007 Smith';
    expect(slices(text, ['alice', 'smith'], WORDPIECE)).toEqual(['Ali\u00ADce', 'Smith']);
  });

  it('marks SentencePiece word starts with ▁ and splits punctuation into its own word', () => {
    const text = 'Müller, Anna';
    const tokens = ['▁Müller', ',', '▁Anna'];
    const aligned = alignTokens(text, tokens, METASPACE);
    expect(aligned.map((a) => a && text.slice(a.start, a.end))).toEqual(['Müller', ',', 'Anna']);
    expect(aligned.map((a) => a?.wordStart)).toEqual([true, true, true]);
    expect(slices('Zoë Ng', ['▁Zo', 'ë', '▁Ng'], METASPACE)).toEqual(['Zo', 'ë', 'Ng']);
  });

  it('decodes byte-level BPE, including a character split across tokens', () => {
    // "café 🙂": é is C3 A9 (Ã ©); 🙂 is F0 9F 99 82 split over two tokens.
    const text = 'café 🙂';
    const tokens = ['caf', 'Ã©', 'ĠðŁ', 'ĻĤ'];
    expect(slices(text, tokens, BYTES)).toEqual(['caf', 'é', null, '🙂']);
    const aligned = alignTokens(text, tokens, BYTES);
    expect(aligned[1]?.wordStart).toBe(false);
  });

  it('always returns ranges whose slice is the text itself, on random noise', () => {
    const text = 'a\u0301b  ﬁ\u200bc 中文 ☃\n\tD-e. ';
    const tokens = ['ab', 'fi', '##c', '中', '[UNK]', 'zz', 'd', '-', 'e', '.', 'x'];
    for (const a of alignTokens(text, tokens, WORDPIECE)) {
      if (!a) continue;
      expect(a.start).toBeGreaterThanOrEqual(0);
      expect(a.end).toBeLessThanOrEqual(text.length);
      expect(a.end).toBeGreaterThan(a.start);
    }
  });
});
