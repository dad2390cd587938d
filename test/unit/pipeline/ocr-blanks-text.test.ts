import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../../src/core/contract/options';
import { StageTimer } from '../../../src/core/contract/stage-timer';
import type { OcrEngine, OcrPageResult } from '../../../src/core/ocr/ports';
import { readDocument } from '../../../src/core/pipeline/read-document';
import type { PageRaster } from '../../../src/core/platform/ports';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';

/** Page height in points (pdf-lib places from the bottom, boxes are read from the top). */
const HEIGHT = 400;

/**
 * A mixed page: a grey picture (over 5 % of the page, so the page is OCRed) with the word
 * "Over" drawn on it, and the word "Away" on the white background far from it.
 */
async function mixedPage(): Promise<Uint8Array> {
  const picture = createCanvas(40, 40);
  const context = picture.getContext('2d');
  context.fillStyle = '#808080';
  context.fillRect(0, 0, 40, 40);
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([400, HEIGHT]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const png = await pdf.embedPng(await picture.encode('png'));
  page.drawImage(png, { x: 20, y: HEIGHT - 220, width: 200, height: 200 });
  page.drawText('Over', { x: 60, y: HEIGHT - 100, size: 24, font, color: rgb(0, 0, 0) });
  page.drawText('Away', { x: 280, y: HEIGHT - 340, size: 24, font, color: rgb(0, 0, 0) });
  return pdf.save();
}

/** An OCR engine that keeps the grey image it is given and reads nothing. */
function capturingOcr() {
  const seen: { width: number; gray: Uint8Array }[] = [];
  const engine: OcrEngine = {
    parallelism: 1,
    async recognize(raster: PageRaster): Promise<OcrPageResult> {
      seen.push({ width: raster.width, gray: raster.grayPixels().slice() });
      return { words: [], rotation: 0, width: raster.width, height: raster.height };
    },
  };
  return { engine, seen };
}

/** Darkest grey value inside a rectangle given in points, at `scale` pixels a point. */
function darkest(
  shot: { width: number; gray: Uint8Array },
  rect: { x: number; y: number; width: number; height: number },
  scale: number,
): number {
  let min = 255;
  for (let y = Math.ceil(rect.y * scale); y < Math.floor((rect.y + rect.height) * scale); y++) {
    for (let x = Math.ceil(rect.x * scale); x < Math.floor((rect.x + rect.width) * scale); x++) {
      min = Math.min(min, shot.gray[y * shot.width + x]!);
    }
  }
  return min;
}

describe('OCR of a mixed page', () => {
  it('blanks text-layer words on the background and leaves pictures and the words on them', async () => {
    const engine = createNodePdfEngine();
    const source = await engine.open(await mixedPage());
    const content = await source.pageContent!(1);
    // The picture's place, in points from the top-left corner.
    expect(content.imageBoxes).toHaveLength(1);
    const box = content.imageBoxes![0]!;
    expect(box.x).toBeCloseTo(20, 3);
    expect(box.y).toBeCloseTo(20, 3);
    expect(box.width).toBeCloseTo(200, 3);
    expect(box.height).toBeCloseTo(200, 3);

    const ocr = capturingOcr();
    const reading = await readDocument({
      source,
      options: DEFAULT_DETECT_OPTIONS,
      timer: new StageTimer(Date.now),
      hooks: {},
      ocr: { engine: ocr.engine, dpi: 144 },
    });
    await source.close();
    expect(reading.document.text).toContain('Away');
    expect(ocr.seen).toHaveLength(1);
    const shot = ocr.seen[0]!;
    const scale = 2;
    const words = reading.document.pages[0]!.words;
    const away = words.find((w) => w.text === 'Away')!.box;
    const over = words.find((w) => w.text === 'Over')!.box;
    // "Away" (black glyphs on white) reaches OCR as white; "Over" keeps its black glyphs, and
    // the picture keeps its grey.
    expect(darkest(shot, away, scale)).toBe(255);
    expect(darkest(shot, over, scale)).toBeLessThan(40);
    expect(darkest(shot, { x: 25, y: 150, width: 50, height: 50 }, scale)).toBeLessThan(140);
  }, 60_000);
});
