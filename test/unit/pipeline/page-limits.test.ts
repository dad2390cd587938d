import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../../src/core/contract/errors';
import {
  DEFAULT_ANONYMIZE_OPTIONS,
  DEFAULT_DETECT_OPTIONS,
  DEFAULT_MAX_PAGE_PIXELS,
} from '../../../src/core/contract/options';
import { anonymize, detect } from '../../../src/core/pipeline/operations';
import {
  pageLimitNotes,
  processedPages,
  scaleWithinBudget,
} from '../../../src/core/pipeline/page-limits';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { loadFixture } from '../../setup/fixtures';

const engine = createNodePdfEngine();

/** One page of `size` points with an e-mail address on it. */
async function pageOfSize(width: number, height: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([width, height]);
  page.drawText('Write to jane.example@mail.com today.', {
    x: 72,
    y: height - 100,
    size: 24,
    font,
  });
  return doc.save();
}

describe('page limit', () => {
  it('keeps every page by default and the first N with maxPages', () => {
    expect(processedPages(3, {})).toEqual([1, 2, 3]);
    expect(processedPages(3, { maxPages: 0 })).toEqual([1, 2, 3]);
    expect(processedPages(5, { maxPages: 2 })).toEqual([1, 2]);
    expect(pageLimitNotes(3, {})).toEqual([]);
    expect(pageLimitNotes(5, { maxPages: 2 })[0]).toMatch(/^Pages 3-5 were not processed/);
    expect(pageLimitNotes(3, { maxPages: 2 })[0]).toMatch(/^Page 3 was not processed/);
  });

  it('leaves the pages past the limit out of the output and names them once', async () => {
    const { pdf } = await loadFixture('multi-page');
    const result = await anonymize(engine, pdf, { ...DEFAULT_ANONYMIZE_OPTIONS, maxPages: 2 });
    const out = await PDFDocument.load(result.pdf);
    expect(out.getPageCount()).toBe(2);
    const boxes = result.detected_pii.entities.flatMap((e) => e.boxes);
    expect(boxes.every((b) => b.page <= 2)).toBe(true);
    const notes = result.detected_pii.exception.match(/Page 3 was not processed/g) ?? [];
    expect(notes).toHaveLength(1);
    expect(result.verification.passed).toBe(true);
  });

  it('searches only the pages within the limit in detect', async () => {
    const { pdf } = await loadFixture('multi-page');
    const body = await detect(engine, pdf, { ...DEFAULT_DETECT_OPTIONS, maxPages: 1 });
    expect(body.detected_pii.entities.flatMap((e) => e.boxes).every((b) => b.page === 1)).toBe(
      true,
    );
    expect(body.detected_pii.exception).toContain('Pages 2-3 were not processed');
  });
});

describe('page size limit', () => {
  it('lowers the resolution of an enormous page so its raster stays in the pixel budget', () => {
    // 200 inches square (the largest MediaBox PDF allows) at 150 dpi is 900 megapixels.
    const scale = scaleWithinBudget({ width: 14400, height: 14400 }, 150 / 72);
    expect(14400 * scale * 14400 * scale).toBeLessThanOrEqual(DEFAULT_MAX_PAGE_PIXELS * 1.0001);
    expect(scaleWithinBudget({ width: 612, height: 792 }, 150 / 72)).toBe(150 / 72);
  });

  it('renders, redacts and verifies a huge page within the budget, and says so', async () => {
    const pdf = await pageOfSize(5000, 5000);
    const result = await anonymize(engine, pdf, {
      ...DEFAULT_ANONYMIZE_OPTIONS,
      maxPagePixels: 4_000_000,
    });
    expect(result.detected_pii.exception).toMatch(
      /Page 1 \(\d+ dpi\) is too large to render at 150 dpi within the memory limit/,
    );
    const out = await PDFDocument.load(result.pdf);
    const { width, height } = out.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([5000, 5000]);
    expect(result.verification.checks.find((c) => c.name === 'pixels')?.passed).toBe(true);
    expect(result.detected_pii.entities.map((e) => e.word)).toContain('jane.example@mail.com');
  });
});

describe('time per page', () => {
  it('refuses the document when a page takes longer than the limit to render', async () => {
    const { pdf } = await loadFixture('letter-a4');
    // A clock that jumps 10 s at every reading: every render seems to take far too long.
    let now = 0;
    const clock = () => (now += 10_000);
    const run = anonymize(
      engine,
      pdf,
      { ...DEFAULT_ANONYMIZE_OPTIONS, pageTimeLimitMs: 5_000 },
      {
        clock,
      },
    );
    await expect(run).rejects.toBeInstanceOf(DocumentError);
    await expect(run).rejects.toThrow(
      /^Page 1 of the PDF took \d+\.\d s to render, more than the limit of 5\.0 s per page/,
    );
  });
});
