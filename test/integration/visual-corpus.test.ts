import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../src/core/contract/options';
import type { Entity } from '../../src/core/contract/types';
import { detect } from '../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { createNodeVisualDetectors } from '../../src/engines/visual/node-visual';
import { corpusPath } from '../support/shared-corpus';

const engine = createNodePdfEngine();
const visual = { detectors: createNodeVisualDetectors(), searchWhenAllTags: false };

async function signatures(...parts: string[]): Promise<Entity[]> {
  const pdf = new Uint8Array(readFileSync(corpusPath(...parts)));
  const options = { ...DEFAULT_DETECT_OPTIONS, tags: ['SIGNATURE' as const] };
  const response = await detect(engine, pdf, options, {}, { visual });
  return response.detected_pii.entities;
}

describe('signatures in real PDFs of the shared corpus', () => {
  it('finds the handwritten signature above a printed name on a court filing', async () => {
    const found = await signatures('bad-redactions', 'no_bad_redactions.7.1.pdf');
    expect(found.length).toBeGreaterThanOrEqual(1);
    // The signature stands over "JOHN A. KRONSTADT", in the lower right of page 1.
    for (const e of found) {
      expect(e.boxes[0]).toMatchObject({ page: 1 });
      expect(e.boxes[0]!.x).toBeGreaterThan(300);
      expect(e.boxes[0]!.y).toBeGreaterThan(600);
    }
  });

  it('takes no logo, photo or picture of the hosted sample for a signature', async () => {
    expect(await signatures('seed-service', 'sample_document_en.pdf')).toEqual([]);
    expect(await signatures('real', '023-cmyk-image_cmyk-image.pdf')).toEqual([]);
  });
});
