import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../../src/core/contract/options';
import { StageTimer } from '../../../src/core/contract/stage-timer';
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import type { OcrEngine, OcrPageResult } from '../../../src/core/ocr/ports';
import { applyOcr } from '../../../src/core/pipeline/ocr-stage';
import { readDocument } from '../../../src/core/pipeline/read-document';
import type { PageRaster } from '../../../src/core/platform/ports';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';

/** The real thesis: pages 24 and 25 hold figures (images over 5 % of the page), so OCR them. */
const THESIS = new URL(
  '../../../../shared/corpus/real/009-pdflatex-geotopo_GeoTopo-komprimiert.pdf',
  import.meta.url,
);

/**
 * An OCR engine that reads one word per page (its grey image's size, so the raster it was given
 * is checked too) and notes how far the reading had got when each page was handed to it.
 */
function fakeOcr(readSoFar: () => number) {
  const calls: { pageWidth: number; readPages: number }[] = [];
  const engine: OcrEngine = {
    parallelism: 1,
    async recognize(raster: PageRaster): Promise<OcrPageResult> {
      calls.push({ pageWidth: raster.width, readPages: readSoFar() });
      const gray = raster.grayPixels();
      expect(gray.length).toBe(raster.width * raster.height);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {
        words: [
          {
            text: `OCRWORD${raster.width}x${raster.height}`,
            confidence: 0.9,
            bbox: { x0: 10, y0: 10, x1: 200, y1: 40 },
            line: 0,
          },
        ],
        rotation: 0,
        width: raster.width,
        height: raster.height,
      };
    },
  };
  return { engine, calls };
}

describe('OCR during the reading', () => {
  it('starts OCR of a figure page before the reading ends, with the same text as OCR after it', async () => {
    const data = new Uint8Array(readFileSync(THESIS));
    const options = { ...DEFAULT_DETECT_OPTIONS, maxPages: 30 };
    const engine = createNodePdfEngine();

    let read = 0;
    const during = fakeOcr(() => read);
    const source = await engine.open(data);
    const reading = await readDocument({
      source,
      options,
      timer: new StageTimer(Date.now),
      hooks: {
        onProgress: (p) => {
          if (p.stage === 'PdfDataToDocument') read = p.done;
        },
      },
      ocr: { engine: during.engine, dpi: 72 },
    });
    await source.close();

    // The old order: read every page, then OCR.
    const after = fakeOcr(() => 30);
    const again = await engine.open(data);
    const layers = await applyOcr(
      again,
      await readPageLayers(
        again,
        {},
        Array.from({ length: 30 }, (_, i) => i + 1),
      ),
      options,
      { engine: after.engine, dpi: 72 },
      new StageTimer(Date.now),
      {},
    );
    await again.close();

    expect(during.calls.length).toBeGreaterThanOrEqual(2);
    expect(during.calls.length).toBe(after.calls.length);
    // Page 24 went to the engine while later pages were still to be read.
    expect(during.calls[0]!.readPages).toBeLessThan(30);
    expect(reading.document.text).toContain('OCRWORD');
    expect(reading.document.text).toBe(assembleDocument(layers).text);
  }, 120_000);
});
