import { describe, expect, it } from 'vitest';
import { errorAnswerFor } from '../../../src/core/contract/error-body';
import { buildPageText } from '../../../src/core/document/build-page-text';
import { chooseTextSource } from '../../../src/core/ocr/choose-text-source';
import { ocrResultToRuns } from '../../../src/core/ocr/ocr-runs';
import { OcrLanguageError, type OcrPageResult } from '../../../src/core/ocr/ports';
import type { TextRun } from '../../../src/core/platform/ports';
import { languageFolder } from '../../../src/engines/node/node-tessdata';
import { rotateGray } from '../../../src/engines/tesseract/gray-image';
import { uprightRotation } from '../../../src/engines/tesseract/orientation';
import { WorkerPool } from '../../../src/engines/tesseract/worker-pool';

const geometry = { page: 1, width: 612, height: 792, rotation: 0 };
const run = (str: string): TextRun => ({
  str,
  transform: [12, 0, 0, -12, 72, 100],
  width: str.length * 0.5,
  fontSize: 12,
  fontFamily: 'sans-serif',
  hasEOL: false,
  ascent: 0.8,
  descent: -0.2,
  rtl: false,
});

describe('page text source', () => {
  it('uses the text layer when real, OCR when empty or junk, both when forced or pictured', () => {
    expect(chooseTextSource([run('Hello world')], undefined, false)).toBe('text-layer');
    expect(chooseTextSource([], undefined, false)).toBe('ocr');
    expect(chooseTextSource([run('\uE001\uE002\uFFFD\uE003 ab')], undefined, false)).toBe('ocr');
    const content = { imageCoverage: 0, glyphs: 20, unmappedGlyphs: 18 };
    expect(chooseTextSource([run('ab')], content, false)).toBe('ocr');
    expect(chooseTextSource([run('Hello world')], undefined, true)).toBe('mixed');
    const picture = { imageCoverage: 0.4, glyphs: 10, unmappedGlyphs: 0 };
    expect(chooseTextSource([run('Hello world')], picture, false)).toBe('mixed');
  });
});

describe('OCR words to runs', () => {
  // A 300 dpi render of a letter page is 2550 x 3300 px; 1 px = 72/300 pt.
  const k = 72 / 300;
  const word = {
    text: 'Hello',
    confidence: 0.9,
    bbox: { x0: 300, y0: 400, x1: 500, y1: 450 },
    line: 0,
  };

  it('covers the word pixels on an upright page, with confidence as score and lines as \\n', () => {
    const result: OcrPageResult = {
      words: [
        word,
        { ...word, text: 'world', bbox: { x0: 520, y0: 400, x1: 700, y1: 450 } },
        { ...word, text: 'Next', line: 1, bbox: { x0: 300, y0: 500, x1: 420, y1: 550 } },
      ],
      rotation: 0,
      width: 2550,
      height: 3300,
    };
    const page = buildPageText(geometry, ocrResultToRuns(result, geometry), 0);
    expect(page.text).toBe('Hello world\nNext');
    const box = page.words[0]!.box;
    expect(page.words[0]!.source).toBe('ocr');
    expect(box.score).toBe(0.9);
    expect(box.x).toBeLessThanOrEqual(300 * k);
    expect(box.y).toBeLessThanOrEqual(400 * k);
    expect(box.x + box.width).toBeGreaterThanOrEqual(500 * k);
    expect(box.y + box.height).toBeGreaterThanOrEqual(450 * k);
    expect(box.angle).toBe(0);
  });

  it('maps words read after a 90-degree turn back onto the displayed page', () => {
    // The render is 2550 x 3300; OCR turned it clockwise 90 degrees, so it read 3300 x 2550.
    const result: OcrPageResult = { words: [word], rotation: 90, width: 3300, height: 2550 };
    const page = buildPageText(geometry, ocrResultToRuns(result, geometry), 0);
    const box = page.words[0]!.box;
    // Upright (u, v) came from render (v, 3300 - u): u 300..500 → y 2800..3000 px.
    expect(box.x).toBeLessThanOrEqual(400 * k);
    expect(box.x + box.width).toBeGreaterThanOrEqual(450 * k);
    expect(box.y).toBeLessThanOrEqual(2800 * k);
    expect(box.y + box.height).toBeGreaterThanOrEqual(3000 * k);
    expect(box.y + box.height).toBeLessThan(3000 * k + 6);
    expect(box.angle).toBe(90);
  });
});

describe('tesseract adapter pieces', () => {
  it('turns grey images exactly and reads OSD reports as clockwise turns', () => {
    const image = { pixels: Uint8Array.from([1, 2, 3, 4, 5, 6]), width: 3, height: 2 };
    expect(Array.from(rotateGray(image, 90).pixels)).toEqual([4, 1, 5, 2, 6, 3]);
    expect(Array.from(rotateGray(image, 270).pixels)).toEqual([3, 6, 2, 5, 1, 4]);
    expect(Array.from(rotateGray(image, 180).pixels)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(uprightRotation({ orientation_degrees: 270, orientation_confidence: 5 })).toBe(270);
    expect(uprightRotation({ orientation_degrees: 90, orientation_confidence: 0.2 })).toBe(0);
  });

  it('queues tasks beyond the pool size and reuses workers of the same key', async () => {
    let created = 0;
    let running = 0;
    let peak = 0;
    const pool = new WorkerPool<number>(2, {
      create: async () => ++created,
      terminate: async () => undefined,
    });
    const task = async () => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 6 }, () => pool.run('eng', task)));
    expect(peak).toBe(2);
    expect(created).toBe(2);
    await expect(pool.run('eng', task, { aborted: true })).rejects.toThrow(/cancelled/);
  });

  it('names a missing language, and the failure is a 400 naming it', () => {
    expect(() => languageFolder(['xyz'])).toThrow(OcrLanguageError);
    const answer = errorAnswerFor(new OcrLanguageError('rus'));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("'rus'");
  });
});
