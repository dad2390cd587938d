import type { Block } from 'tesseract.js';
import type { OcrWord } from '../../core/ocr/ports';

/** Direction of a baseline in image pixels (y down), degrees counter-clockwise. */
function baselineAngle(baseline: { x0: number; y0: number; x1: number; y1: number }): number {
  const dx = baseline.x1 - baseline.x0;
  const dy = baseline.y1 - baseline.y0;
  if (!(dx > 0)) return 0;
  return (Math.atan2(-dy, dx) * 180) / Math.PI;
}

/**
 * Flattens tesseract.js's blocks output (blocks → paragraphs → lines → words) into OcrWords in
 * reading order, numbering lines across the page and carrying each line's skew.
 */
export function wordsOfBlocks(blocks: readonly Block[] | null | undefined): OcrWord[] {
  const words: OcrWord[] = [];
  let line = 0;
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const textLine of paragraph.lines) {
        const skew = textLine.baseline ? baselineAngle(textLine.baseline) : 0;
        for (const word of textLine.words) {
          const text = word.text.trim();
          if (!text) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({
            text,
            confidence: Math.min(1, Math.max(0, word.confidence / 100)),
            bbox: { x0, y0, x1, y1 },
            line,
            skew,
          });
        }
        line++;
      }
    }
  }
  return words;
}
