import { describe, expect, it } from 'vitest';
import { createNodeOcrEngine } from '../../src/engines/node/node-ocr-engine';
import { findNativeTesseract, wordsOfHocr } from '../../src/engines/node/native-tesseract';
import { openNodePdf } from '../../src/engines/node/node-pdf-engine';
import { loadScanFixture } from '../setup/fixtures';

const HOCR = `
<span class='ocr_line' id='line_1_1' title="bbox 202 195 733 230; baseline 0.026 -8; x_size 36">
 <span class='ocrx_word' id='word_1_1' title='bbox 202 196 405 230; x_wconf 96'>Tom&amp;Jerry</span>
 <span class='ocrx_word' id='word_1_2' title='bbox 419 196 508 230; x_wconf 41'>Ltd</span>
</span>
<span class='ocr_line' id='line_1_2' title="bbox 201 246 536 270; baseline 0 -1; x_size 30">
 <span class='ocrx_word' id='word_1_3' title='bbox 201 246 300 270; x_wconf 90'>&lt;x&gt;</span>
</span>`;

describe('native tesseract', () => {
  it('maps hOCR words to OCR words with lines, confidences and the baseline skew', () => {
    const words = wordsOfHocr(HOCR);
    expect(words.map((w) => [w.text, w.line, w.confidence])).toEqual([
      ['Tom&Jerry', 0, 0.96],
      ['Ltd', 0, 0.41],
      ['<x>', 1, 0.9],
    ]);
    expect(words[0]!.bbox).toEqual({ x0: 202, y0: 196, x1: 405, y1: 230 });
    // Rising 0.026 px per px in image rows (y down) is a line turned about 1.5 degrees clockwise.
    expect(words[0]!.skew).toBeCloseTo(-1.49, 2);
    expect(words[2]!.skew).toBe(0);
  });

  it('is installed here and chosen by the Node OCR engine when asked, and reads a scan', async () => {
    // CI installs Debian's tesseract-ocr: a missing program fails here rather than skipping.
    expect(findNativeTesseract(), 'install Debian tesseract-ocr').toBeDefined();
    const chosen: string[] = [];
    const ocr = createNodeOcrEngine({
      engine: 'auto',
      poolSize: 1,
      onChosen: (d) => chosen.push(d),
    });
    const fixture = await loadScanFixture('scan-eng');
    const source = await openNodePdf(fixture.pdf, undefined);
    const raster = await source.render(1, 300 / 72);
    const result = await ocr.recognize(raster, {
      languages: ['eng'],
      detectOrientation: false,
      dpi: 300,
    });
    raster.release();
    await source.close();
    expect(chosen[0]).toMatch(/^native tesseract \d+\.\d+/);
    expect(result.words.map((w) => w.text)).toContain('margaret.ellison@example.com');
  }, 120_000);
});
