import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../../src/core/contract/options';
import { detect } from '../../../src/core/pipeline/operations';
import type { FaceDetector, GrayImage } from '../../../src/core/visual/ports';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { createNodeVisualDetectors } from '../../../src/engines/visual/node-visual';
import { buildHugePage } from '../../fixtures/hostile/bounded-work-fixtures';
import { visualFixture } from '../../fixtures/visual/registry';

const engine = createNodePdfEngine();

describe('the visual stage and its honest limits', () => {
  it('says FACE was not searched when the runtime has no face detector', async () => {
    const { pdf } = await visualFixture('visual-signatures');
    const response = await detect(
      engine,
      pdf,
      { ...DEFAULT_DETECT_OPTIONS, tags: ['FACE'] },
      {},
      {
        visual: { detectors: createNodeVisualDetectors(), searchWhenAllTags: false },
      },
    );
    expect(response.detected_pii.entities).toEqual([]);
    expect(response.detected_pii.exception).toBe(
      'Detection of FACE is not available here: this runtime has no detector for it; that tag was not searched.',
    );
    // Nothing else to search: no page was rendered.
    expect(response.processing_time.stages.VisualDetection).toBeUndefined();
  });

  it('says every named visual tag was not searched in a runtime without the stage', async () => {
    const { pdf } = await visualFixture('visual-signatures');
    const response = await detect(engine, pdf, {
      ...DEFAULT_DETECT_OPTIONS,
      tags: ['QR_CODE', 'SIGNATURE'],
    });
    expect(response.detected_pii.entities).toEqual([]);
    expect(response.detected_pii.exception).toMatch(
      /Detection of SIGNATURE, QR_CODE is not available in this version/,
    );
  });

  it('asks a face detector about photos only, and turns its answer into a head box', async () => {
    const { pdf } = await visualFixture('visual-faces');
    const seen: GrayImage[] = [];
    // A detector double standing in for a model: it reports one face on page 1 only.
    const faces: FaceDetector = {
      find: async (image) => {
        seen.push(image);
        return seen.length === 1 ? [{ x: 200, y: 100, width: 80, height: 100, score: 0.93 }] : [];
      },
    };
    const response = await detect(
      engine,
      pdf,
      { ...DEFAULT_DETECT_OPTIONS, tags: ['FACE'] },
      {},
      {
        visual: { detectors: { faces }, searchWhenAllTags: false },
      },
    );
    // One photo on the page: the detector saw that crop, not the page of text around it.
    expect(seen).toHaveLength(1);
    const scale = 150 / 72;
    expect(seen[0]!.width / scale).toBeGreaterThan(320);
    expect(seen[0]!.width / scale).toBeLessThan(350);
    const [face] = response.detected_pii.entities;
    expect(face).toMatchObject({
      entity_group: 'FACE',
      word: 'Face',
      score: 0.93,
      start: 0,
      end: 0,
    });
    const box = face!.boxes[0]!;
    // Brows-to-chin box grown to the head: 30 % each side, 60 % above, a quarter below;
    // placed in the crop, which starts within one 16 px grid cell of the photo's corner.
    expect(box.width).toBeCloseTo(128 / scale, 0);
    expect(box.height).toBeCloseTo(185 / scale, 0);
    expect(Math.abs(box.x - (60 + 176 / scale))).toBeLessThan(16 / scale);
    expect(Math.abs(box.y - (140 + 40 / scale))).toBeLessThan(16 / scale);
    expect(response.detected_pii.exception).toBe('');
  });
});

describe('the visual stage keeps to the page-pixel budget', () => {
  it('searches a 7000 x 7000 pt page at a lower resolution within max_page_pixels, and says so', async () => {
    const seen: Array<{ width: number; height: number }> = [];
    // A barcode detector double that only records the image it was given.
    const barcodes = {
      find: async (image: GrayImage) => {
        seen.push({ width: image.width, height: image.height });
        return [];
      },
    };
    const response = await detect(
      engine,
      await buildHugePage(),
      { ...DEFAULT_DETECT_OPTIONS, tags: ['QR_CODE'], maxPagePixels: 4_000_000 },
      {},
      { visual: { detectors: { barcodes }, searchWhenAllTags: false } },
    );
    expect(seen).toHaveLength(1);
    // 150 dpi would be 14584 x 14584 pixels (212 megapixels).
    expect(seen[0]!.width * seen[0]!.height).toBeLessThanOrEqual(4_000_000 * 1.001 + 2 * 2001);
    expect(seen[0]!.width).toBeGreaterThan(1900);
    expect(response.detected_pii.exception).toMatch(
      /Page 1 \(21 dpi\) is too large to render at 150 dpi within the memory limit/,
    );
  });
});
