import { PDFDocument, PDFName, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/core/contract/types';
import type { PdfEngine, PixelRect } from '../../../src/core/platform/ports';
import { ImagePdfWriter } from '../../../src/core/redact/image-pdf-writer';
import type { LayerWord } from '../../../src/core/redact/text-layer';
import { verifyOutput, type VerificationPlan } from '../../../src/core/redact/verify-output';
import type { InputPage, RedactedEntity } from '../../../src/core/redact/verify-text';
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

/** An input box on page 1 (points, top-left origin). */
const box = (text: string, x: number, y: number, width: number, height: number): Box => ({
  text,
  score: 1,
  angle: 0,
  page: 1,
  x,
  y,
  width,
  height,
});

/** The redacted entity of the tests: 'Alice Smith' drawn where makePdf's black box is. */
const ALICE: RedactedEntity = {
  word: 'Alice Smith',
  start: 0,
  end: 11,
  boxes: [box('Alice Smith', 20, 20, 60, 30)],
};

/** The plan for makePdf's box at 1 px per point: an image-only output unless overridden. */
function plan(overrides: Partial<VerificationPlan> = {}): VerificationPlan {
  return {
    pageCount: 1,
    scale: 1,
    regions: new Map([[1, [{ x: 20, y: 20, width: 60, height: 30 }]]]),
    redacted: [ALICE],
    searchable: false,
    pages: [],
    ...overrides,
  };
}

/** An input page of words, offsets counted from 0 with one space between words. */
function inputPage(words: Array<[string, Box]>): InputPage {
  let offset = 0;
  return {
    page: 1,
    words: words.map(([text, b]) => {
      const word = { text, start: offset, end: offset + text.length, box: b };
      offset += text.length + 1;
      return word;
    }),
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

  it('accepts a redacted string the input visibly keeps elsewhere, in its own kept words', async () => {
    const pdf = await makePdf({ text: 'Alice Smith' });
    const input = inputPage([
      ['Alice', box('Alice', 20, 20, 28, 30)],
      ['Smith', box('Smith', 50, 20, 30, 30)],
      ['Alice', box('Alice', 100, 70, 25, 12)],
      ['Smith', box('Smith', 128, 70, 28, 12)],
    ]);
    const report = await verifyOutput(engine, pdf, plan({ searchable: true, pages: [input] }));
    expect(report.passed).toBe(true);
  });

  it('does not accept the entity itself as kept when its box missed its words', async () => {
    // The box was drawn elsewhere: the words of 'Alice Smith' touch no box, yet they ARE the entity.
    const pdf = await makePdf({ text: 'Alice Smith' });
    const input = inputPage([
      ['Alice', box('Alice', 100, 70, 25, 12)],
      ['Smith', box('Smith', 128, 70, 28, 12)],
    ]);
    const report = await verifyOutput(engine, pdf, plan({ searchable: true, pages: [input] }));
    expect(report.checks.find((c) => c.name === 'text')).toMatchObject({
      passed: false,
      detail: expect.stringMatching(/1 redacted string\(s\) on page\(s\) 1/),
    });
  });

  it('compares NFKC-normalised, case- and space-insensitive text', async () => {
    const pdf = await makePdf({ text: 'ALICE   SMITH' });
    const report = await verifyOutput(engine, pdf, plan({ searchable: true, pages: [] }));
    expect(report.checks.find((c) => c.name === 'text')!.passed).toBe(false);
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

    /** The input of these outputs: 'Alice Smith' under the box, 'Bob' kept at x = 110. */
    const input = inputPage([
      ['Alice', box('Alice', 20, 20, 28, 30)],
      ['Smith', box('Smith', 50, 20, 30, 30)],
      ['Bob', box('Bob', 110, 70, 30, 12)],
    ]);
    const searchable = plan({ searchable: true, pages: [input] });

    it('passes the words the input keeps', async () => {
      const clean = await writeOutput([region], [word('Bob', 110)]);
      expect((await verifyOutput(engine, clean, searchable)).passed).toBe(true);
    });

    it('fails when a redacted string slipped into the text layer under a kept word’s entry', async () => {
      const pdf = await writeOutput([region], [word('Bob Alice Smith', 110)]);
      const report = await verifyOutput(engine, pdf, searchable);
      const text = report.checks.find((c) => c.name === 'text')!;
      expect(text.passed).toBe(false);
      expect(text.detail).toMatch(/1 redacted string/);
    });

    it('fails when a fragment of a redacted string slipped in (characters no kept word has)', async () => {
      const pdf = await writeOutput([region], [word('Bobice', 110)]);
      const report = await verifyOutput(engine, pdf, searchable);
      expect(report.checks.find((c) => c.name === 'text')).toMatchObject({
        passed: false,
        detail: expect.stringMatching(/no kept word of the input accounts for on page\(s\) 1/),
      });
    });

    it('fails when the writer burnt no box and says so (the entity boxes are the truth)', async () => {
      const pdf = await writeOutput([], [word('Bob', 110)]);
      const report = await verifyOutput(engine, pdf, { ...searchable, regions: new Map() });
      expect(report.checks.find((c) => c.name === 'pixels')).toMatchObject({
        passed: false,
        detail: expect.stringMatching(/not covered by solid black .* page\(s\) 1/),
      });
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
      const report = await verifyOutput(withoutPageText, pdf, plan({ searchable: true }));
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
