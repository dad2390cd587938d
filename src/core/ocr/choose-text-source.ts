import type { PageContent, TextRun } from '../platform/ports';

/**
 * Where a page's text comes from: its text layer alone, OCR alone (no usable text layer), or
 * both ("mixed": the text layer plus OCR words that the text layer does not already cover).
 */
export type PageTextSource = 'text-layer' | 'ocr' | 'mixed';

/** Share of unusable characters above which a text layer is junk (a font without Unicode). */
const JUNK_SHARE = 0.3;

/** Share of the page that images must cover before a page with a text layer is also OCRed. */
export const MIXED_IMAGE_COVERAGE = 0.05;

/**
 * True for characters that carry no readable text: U+FFFD, private-use code points (what
 * pdf.js gives for glyphs of symbolic fonts without a ToUnicode map) and control characters.
 */
function isUnusable(cp: number): boolean {
  return (
    cp === 0xfffd ||
    (cp >= 0xe000 && cp <= 0xf8ff) ||
    cp >= 0xf0000 ||
    cp < 0x20 ||
    (cp >= 0x7f && cp <= 0x9f)
  );
}

/** Counts visible characters of the text layer and how many of them are unusable. */
function countCharacters(runs: readonly TextRun[]): { total: number; unusable: number } {
  let total = 0;
  let unusable = 0;
  for (const run of runs) {
    for (const ch of run.str) {
      if (/\s/u.test(ch)) continue;
      total++;
      if (isUnusable(ch.codePointAt(0)!)) unusable++;
    }
  }
  return { total, unusable };
}

/** True when the text layer has no text, or mostly text nobody can read. */
export function isUnusableTextLayer(runs: readonly TextRun[], content?: PageContent): boolean {
  const { total, unusable } = countCharacters(runs);
  // Glyphs without Unicode may be dropped from the extracted text altogether: count them apart.
  const unmapped = content?.unmappedGlyphs ?? 0;
  if (total === 0) return true;
  return (unusable + unmapped) / (total + unmapped) >= JUNK_SHARE;
}

/** Chooses a page's text source from its text layer, what it draws, and `force_ocr`. */
export function chooseTextSource(
  runs: readonly TextRun[],
  content: PageContent | undefined,
  forceOcr: boolean,
): PageTextSource {
  if (isUnusableTextLayer(runs, content)) return 'ocr';
  // A scan or a picture of text beside a real text layer: OCR it, keep the text layer's words.
  if (forceOcr || (content?.imageCoverage ?? 0) >= MIXED_IMAGE_COVERAGE) return 'mixed';
  return 'text-layer';
}
