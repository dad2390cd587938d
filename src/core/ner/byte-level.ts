/**
 * Byte-level BPE (GPT-2, RoBERTa) spells every byte as a printable character; this maps those
 * characters back to bytes and decodes UTF-8, carrying a character split across tokens.
 */

/** Character -> byte of GPT-2's `bytes_to_unicode` table. */
const CHAR_TO_BYTE: ReadonlyMap<string, number> = (() => {
  const bytes: number[] = [];
  for (let b = 0x21; b <= 0x7e; b++) bytes.push(b);
  for (let b = 0xa1; b <= 0xac; b++) bytes.push(b);
  for (let b = 0xae; b <= 0xff; b++) bytes.push(b);
  const chars = bytes.slice();
  let extra = 0;
  for (let b = 0; b < 256; b++) {
    if (!bytes.includes(b)) {
      bytes.push(b);
      chars.push(256 + extra++);
    }
  }
  return new Map(bytes.map((b, i) => [String.fromCodePoint(chars[i]!), b]));
})();

/** Length of the UTF-8 sequence a lead byte starts (1 for invalid bytes, decoded as U+FFFD). */
function sequenceLength(lead: number): number {
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  if (lead >= 0xe0) return lead <= 0xef ? 3 : 1;
  if (lead >= 0xc2) return 2;
  return 1;
}

/** Decodes complete UTF-8 sequences of `bytes`; returns the text and the incomplete tail. */
function decodeUtf8(bytes: readonly number[]): { text: string; rest: number[] } {
  let text = '';
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const length = lead < 0x80 ? 1 : sequenceLength(lead);
    if (i + length > bytes.length) return { text, rest: bytes.slice(i) };
    if (length === 1) {
      text += lead < 0x80 ? String.fromCharCode(lead) : '\uFFFD';
    } else {
      let cp = lead & (0xff >> (length + 1));
      for (let k = 1; k < length; k++) cp = (cp << 6) | (bytes[i + k]! & 0x3f);
      text += String.fromCodePoint(cp);
    }
    i += length;
  }
  return { text, rest: [] };
}

/** Decodes a sequence of byte-level tokens to their text, one string per token. */
export function decodeByteLevel(tokens: readonly string[]): string[] {
  let carry: number[] = [];
  return tokens.map((token) => {
    const bytes = [...carry];
    for (const ch of token) bytes.push(CHAR_TO_BYTE.get(ch) ?? 0x3f);
    const { text, rest } = decodeUtf8(bytes);
    carry = rest;
    return text;
  });
}
