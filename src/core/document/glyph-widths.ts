/**
 * Approximate glyph advance widths (1/1000 em) used to split a text run into per-character
 * positions. pdf.js reports a run's total width only; scaling these standard metrics to that
 * total places word edges within a fraction of a point for the common fonts.
 */

// AFM widths of the standard 14 fonts for ASCII 32..126.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const TIMES = [
  250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500,
  500, 500, 500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611,
  556, 722, 722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722,
  722, 611, 333, 278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500,
  278, 778, 500, 500, 500, 500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541,
];

/** Width class of a font family as pdf.js reports it. */
type Family = 'sans' | 'serif' | 'mono';

function familyOf(fontFamily: string): Family {
  if (/mono|courier/i.test(fontFamily)) return 'mono';
  if (/sans/i.test(fontFamily)) return 'sans';
  if (/serif|times/i.test(fontFamily)) return 'serif';
  return 'sans';
}

function asciiWidth(code: number, family: Family): number {
  if (family === 'mono') return 600;
  const table = family === 'serif' ? TIMES : HELVETICA;
  return table[code - 32] ?? 556;
}

/** Width of one UTF-16 unit in 1/1000 em, falling back on the base letter of accented ones. */
function charWidth(ch: string, family: Family): number {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return asciiWidth(code, family);
  if (family === 'mono') return 600;
  const base = ch.normalize('NFD').charCodeAt(0);
  if (base >= 32 && base <= 126) return asciiWidth(base, family);
  if (code >= 0x0400 && code <= 0x04ff) return 560; // Cyrillic: close to Latin lower case
  if (code >= 0x2e80 && code <= 0xffef) return 1000; // CJK and full-width forms
  if (code >= 0xd800 && code <= 0xdfff) return 500; // half of a surrogate pair
  return 556;
}

/**
 * Cumulative edges of each character of `str` as fractions of the whole run (length
 * `str.length + 1`, first 0, last 1), using the font's real advances (`known`, one per UTF-16
 * unit) where the engine supplied them and standard metrics elsewhere.
 */
export function glyphEdges(
  str: string,
  fontFamily: string,
  known?: readonly number[],
): Float64Array {
  const family = familyOf(fontFamily);
  const edges = new Float64Array(str.length + 1);
  let sum = 0;
  for (let i = 0; i < str.length; i++) {
    const real = known?.[i];
    sum +=
      real !== undefined && Number.isFinite(real) && real >= 0 ? real : charWidth(str[i]!, family);
    edges[i + 1] = sum;
  }
  if (sum <= 0) {
    for (let i = 0; i <= str.length; i++) edges[i] = str.length ? i / str.length : 0;
    return edges;
  }
  for (let i = 1; i <= str.length; i++) edges[i] = edges[i]! / sum;
  return edges;
}
