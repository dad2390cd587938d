import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/core/redact/count-bytes';

/** The plain byte-by-byte count the fast search must agree with. */
function naiveCount(bytes: Uint8Array, text: string): number {
  let count = 0;
  for (let i = 0; i + text.length <= bytes.length; i++) {
    let j = 0;
    while (j < text.length && bytes[i + j] === text.charCodeAt(j)) j++;
    if (j === text.length) count++;
  }
  return count;
}

/** Deterministic pseudo-random bytes (a JPEG's or a deflated stream's look). */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('countOf', () => {
  it('counts at even and odd offsets, at both ends and overlapping', () => {
    const bytes = ascii('startxref..startxref./Prev/Prev%%aaa startxref');
    expect(countOf(bytes, 'startxref')).toBe(3);
    expect(countOf(bytes, '/Prev')).toBe(2);
    expect(countOf(ascii('aaaa'), 'aa')).toBe(3);
    expect(countOf(ascii('xa'), 'ab')).toBe(0);
    expect(countOf(new Uint8Array(0), 'ab')).toBe(0);
  });

  it('agrees with a byte-by-byte count on noise, subarrays at odd offsets and across windows', () => {
    const big = noise(3 * (1 << 20) + 7, 42);
    // Plant occurrences at odd and even offsets, one across the first 1 MiB window's end.
    for (const at of [0, 1, 1000, 1001, (1 << 20) - 3, (1 << 20) + 2, big.length - 9]) {
      big.set(ascii('startxref'), at);
    }
    for (const text of ['startxref', '/Prev', 'ab']) {
      expect(countOf(big, text)).toBe(naiveCount(big, text));
      const odd = big.subarray(3, big.length - 1);
      expect(countOf(odd, text)).toBe(naiveCount(odd, text));
    }
  });

  it('needs two characters', () => {
    expect(() => countOf(ascii('abc'), 'a')).toThrow(RangeError);
  });
});
