import { PDFDocument, PDFName, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PdfEngine, PixelRect } from '../../../src/core/platform/ports';
import { ImagePdfWriter } from '../../../src/core/redact/image-pdf-writer';
import type { LayerWord } from '../../../src/core/redact/text-layer';
import { verifyOutput, type VerificationPlan } from '../../../src/core/redact/verify-output';
import { createNapiRaster } from '../../../src/engines/node/napi-raster';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';

const engine = createNodePdfEngine();

/** A one-page 200x100 pt PDF with a black box at (20, 20, 60x30) and optional extras. */
async function makePdf(
  options: { text?: string; info?: boolean; boxColor?: number } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([200, 100]);
  const grey = options.boxColor ?? 0;
  // pdf-lib's y is up: a box 20 pt from the top and 30 pt tall starts at y = 100 - 50.
  page.drawRectangle({ x: 20, y: 50, width: 60, height: 30, color: rgb(grey, grey, grey) });
  if (options.text) {
    page.drawText(options.text, {
      x: 100,
      y: 20,
      size: 10,
      font: await doc.embedFont(StandardFonts.Helvetica),
    });
  }
  if (options.info) doc.setTitle('Secret title');
  return doc.save();
}

/** The plan for makePdf's box at 1 px per point. */
function plan(overrides: Partial<VerificationPlan> = {}): VerificationPlan {
  return {
    pageCount: 1,
    scale: 1,
    regions: new Map([[1, [{ x: 20, y: 20, width: 60, height: 30 }]]]),
    redactedStrings: ['Alice Smith'],
    keptText: '',
    ...overrides,
  };
}

describe('verifyOutput', () => {
  it('passes a clean image-only output', async () => {
    const report = await verifyOutput(engine, await makePdf(), plan());
    expect(report.checks.map((c) => [c.name, c.passed])).toEqual([
      ['structure', true],
      ['text', true],
      ['pixels', true],
    ]);
    expect(report.passed).toBe(true);
  });

  it('fails when a redacted string is in the text', async () => {
    const report = await verifyOutput(engine, await makePdf({ text: 'Alice Smith' }), plan());
    expect(report.passed).toBe(false);
    expect(report.checks.find((c) => c.name === 'text')!.passed).toBe(false);
  });

  it('accepts a redacted string the user left visible elsewhere (it is in the kept text)', async () => {
    const pdf = await makePdf({ text: 'Alice Smith' });
    const report = await verifyOutput(engine, pdf, plan({ keptText: 'Alice Smith' }));
    expect(report.passed).toBe(true);
  });

  it('fails on an Info dictionary', async () => {
    const report = await verifyOutput(engine, await makePdf({ info: true }), plan());
    expect(report.checks.find((c) => c.name === 'structure')!.passed).toBe(false);
  });

  it('fails when a redacted region is not black', async () => {
    const report = await verifyOutput(engine, await makePdf({ boxColor: 0.6 }), plan());
    const pixels = report.checks.find((c) => c.name === 'pixels')!;
    expect(pixels.passed).toBe(false);
    expect(pixels.detail).toMatch(/page\(s\) 1/);
  });

  it('fails on a page count that differs from the input', async () => {
    const report = await verifyOutput(engine, await makePdf(), plan({ pageCount: 2 }));
    expect(report.passed).toBe(false);
  });

  it('fails closed on bytes that are not a PDF', async () => {
    const report = await verifyOutput(engine, new TextEncoder().encode('not a pdf'), plan());
    expect(report.passed).toBe(false);
    expect(report.checks.every((c) => !c.passed)).toBe(true);
  });

  it('reports an outline in the catalog', async () => {
    const doc = await PDFDocument.load(await makePdf(), { updateMetadata: false });
    doc.catalog.set(PDFName.of('Outlines'), doc.context.obj({ Type: 'Outlines', Count: 0 }));
    const report = await verifyOutput(engine, await doc.save(), plan());
    expect(report.checks.find((c) => c.name === 'structure')!.detail).toMatch(/Outlines/);
  });

  describe('on an output written as the pipeline writes it (page image plus invisible words)', () => {
    const region: PixelRect = { x: 20, y: 20, width: 60, height: 30 };

    /** A 200x100 pt page image at 1 px/pt, white with `black` burnt in, written as JPEG. */
    async function writeOutput(black: PixelRect[], words: LayerWord[] = []): Promise<Uint8Array> {
      const drawable = createNapiRaster(200, 100);
      const context = drawable.context as { fillStyle: string; fillRect(...n: number[]): void };
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 200, 100);
      drawable.raster.fillBlack(black);
      const image = await drawable.raster.encode('jpeg', 0.85);
      drawable.raster.release();
      const writer = await ImagePdfWriter.create();
      await writer.addPage({ width: 200, height: 100, image, format: 'jpeg', words });
      return writer.save();
    }

    const word = (text: string, x: number): LayerWord => ({
      text,
      box: { text, score: 1, angle: 0, page: 1, x, y: 70, width: 60, height: 12 },
    });

    it('passes when the embedded image is black in every region', async () => {
      const report = await verifyOutput(engine, await writeOutput([region]), plan());
      expect(report.passed).toBe(true);
    });

    it('fails when the embedded image is not black in a region (box burnt elsewhere)', async () => {
      const pdf = await writeOutput([{ x: 110, y: 20, width: 60, height: 30 }]);
      const report = await verifyOutput(engine, pdf, plan());
      expect(report.passed).toBe(false);
      expect(report.checks.find((c) => c.name === 'pixels')!.detail).toMatch(/page\(s\) 1/);
    });

    it('fails when a redacted string slipped into the invisible text layer', async () => {
      const pdf = await writeOutput([region], [word('Bob', 20), word('Alice Smith', 100)]);
      const report = await verifyOutput(engine, pdf, plan({ keptText: 'Bob' }));
      const text = report.checks.find((c) => c.name === 'text')!;
      expect(text.passed).toBe(false);
      expect(text.detail).toMatch(/1 redacted string/);
      // The words the writer meant to keep pass.
      const clean = await writeOutput([region], [word('Bob', 20)]);
      expect((await verifyOutput(engine, clean, plan({ keptText: 'Bob' }))).passed).toBe(true);
    });

    it('reads the text through textRuns when the engine has no pageText, with the same verdict', async () => {
      const withoutPageText: PdfEngine = {
        async open(data) {
          const source = await engine.open(data);
          return {
            pageCount: source.pageCount,
            geometry: (p) => source.geometry(p),
            textRuns: (p) => source.textRuns(p),
            render: (p, s) => source.render(p, s),
            close: () => source.close(),
          };
        },
      };
      const pdf = await writeOutput([region], [word('Alice Smith', 100)]);
      const report = await verifyOutput(withoutPageText, pdf, plan({ keptText: 'Bob' }));
      expect(report.checks.map((c) => [c.name, c.passed])).toEqual([
        ['structure', true],
        ['text', false],
        ['pixels', true],
      ]);
    });

    it('fails the pixel check alone when a page cannot be rendered', async () => {
      const failingRender: PdfEngine = {
        async open(data) {
          const source = await engine.open(data);
          return Object.assign(Object.create(source) as typeof source, {
            pageCount: source.pageCount,
            render: () => Promise.reject(new Error('broken image')),
          });
        },
      };
      const report = await verifyOutput(failingRender, await writeOutput([region]), plan());
      expect(report.checks.map((c) => [c.name, c.passed])).toEqual([
        ['structure', true],
        ['text', true],
        ['pixels', false],
      ]);
      expect(report.checks[2]!.detail).toMatch(/could not run \(broken image\)/);
    });
  });
});
