import { PDFDocument, PDFName, PDFNumber, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/core/contract/types';
import type { ImageDecoder, PdfEngine, PixelRect } from '../../../src/core/platform/ports';
import { ImagePdfWriter } from '../../../src/core/redact/image-pdf-writer';
import { plainImagePages } from '../../../src/core/redact/plain-image-page';
import { plainJpeg } from '../../../src/core/redact/plain-jpeg';
import type { LayerWord } from '../../../src/core/redact/text-layer';
import { verifyOutput, type VerificationPlan } from '../../../src/core/redact/verify-output';
import { napiImageDecoder } from '../../../src/engines/node/napi-image-decoder';
import { createNapiRaster } from '../../../src/engines/node/napi-raster';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { type OutputTamper, PICTURE_TAMPERS } from '../../support/faulty-writers';

// The pixel check decodes an output page's picture natively only when the output's own bytes
// show a page that is nothing but that picture (plus invisible text); every other page is
// rendered by pdf.js as a reader would. These tests show the fast way is taken on the
// pipeline's own output and never on an output that paints, masks or inverts over the picture.

const REGION: PixelRect = { x: 20, y: 20, width: 60, height: 30 };

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

const PLAN: VerificationPlan = {
  pageCount: 1,
  scale: 1,
  regions: new Map([[1, [REGION]]]),
  redacted: [
    { word: 'Alice Smith', start: 0, end: 11, boxes: [box('Alice Smith', 20, 20, 60, 30)] },
  ],
  searchable: true,
  pages: [
    {
      page: 1,
      words: [{ text: 'Bob', start: 12, end: 15, box: box('Bob', 110, 70, 30, 12) }],
    },
  ],
};

/** A 200x100 pt output as the pipeline writes it: a JPEG page image with `black` burnt in. */
async function writeOutput(black: PixelRect[] = [REGION]): Promise<Uint8Array> {
  const drawable = createNapiRaster(200, 100);
  const context = drawable.context as { fillStyle: string; fillRect(...n: number[]): void };
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 200, 100);
  drawable.raster.fillBlack(black);
  const image = await drawable.raster.encode('jpeg', 0.85);
  drawable.raster.release();
  const writer = await ImagePdfWriter.create();
  const words: LayerWord[] = [{ text: 'Bob', box: box('Bob', 110, 70, 30, 12) }];
  await writer.addPage({ width: 200, height: 100, image, format: 'jpeg', words });
  return writer.save();
}

/** The output changed by `tamper`, saved again as one revision. */
async function tampered(pdf: Uint8Array, tamper: OutputTamper): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  await tamper(doc);
  return doc.save({ useObjectStreams: true, addDefaultPage: false });
}

/** The Node engine with its decoder replaced by `decoder`, counting calls. */
function engineWith(decoder: ImageDecoder): { engine: PdfEngine; calls: () => number } {
  const node = createNodePdfEngine();
  let calls = 0;
  return {
    engine: {
      open: (data, options) => node.open(data, options),
      images: {
        jpegGray: (jpeg, placement, regions) => {
          calls++;
          return decoder.jpegGray(jpeg, placement, regions);
        },
      },
    },
    calls: () => calls,
  };
}

/** A decoder that says every pixel is black: only the grammar keeps it from passing anything. */
const LYING_DECODER: ImageDecoder = {
  jpegGray: (_jpeg, { canvas }) => Promise.resolve(new Uint8Array(canvas.width * canvas.height)),
};

const pixels = (report: Awaited<ReturnType<typeof verifyOutput>>) =>
  report.checks.find((c) => c.name === 'pixels')!;

describe('the pixel check on a page that is one plain picture', () => {
  it('decodes the picture natively on the pipeline’s own output and passes it', async () => {
    const { engine, calls } = engineWith(napiImageDecoder);
    const report = await verifyOutput(engine, await writeOutput(), PLAN);
    expect(report.passed).toBe(true);
    expect(calls()).toBe(1);
    expect(pixels(report).detail).toMatch(
      /1 page\(s\) read from their one plain picture, 0 rendered/,
    );
  });

  it('fails on the decoded picture when the box was burnt elsewhere', async () => {
    const { engine, calls } = engineWith(napiImageDecoder);
    const report = await verifyOutput(engine, await writeOutput([{ ...REGION, x: 110 }]), PLAN);
    expect(calls()).toBe(1);
    expect(pixels(report)).toMatchObject({
      passed: false,
      detail: expect.stringMatching(/page\(s\) 1/),
    });
  });

  it('agrees with pdf.js’s render on the same pages (native and rendered verdicts)', async () => {
    const { engine } = engineWith(napiImageDecoder);
    const withoutDecoder: PdfEngine = { open: (data, options) => engine.open(data, options) };
    for (const pdf of [await writeOutput(), await writeOutput([{ ...REGION, x: 110 }])]) {
      const native = await verifyOutput(engine, pdf, PLAN);
      const rendered = await verifyOutput(withoutDecoder, pdf, PLAN);
      expect(pixels(native).passed).toBe(pixels(rendered).passed);
      expect(pixels(rendered).detail).not.toMatch(/1 page\(s\) read from/);
    }
  });

  it.each(Object.entries(PICTURE_TAMPERS))(
    'renders the page instead, and fails, when the output has %s',
    async (_name, tamper) => {
      const pdf = await tampered(await writeOutput(), tamper);
      // The picture itself is still burnt: only what a reader sees differs.
      const { engine, calls } = engineWith(LYING_DECODER);
      const report = await verifyOutput(engine, pdf, PLAN);
      expect(calls()).toBe(0);
      expect(pixels(report)).toMatchObject({
        passed: false,
        detail: expect.stringMatching(/not covered by solid black .* page\(s\) 1/),
      });
    },
  );

  it.each<[string, OutputTamper]>([
    [
      'visible text after the picture',
      async (doc) => {
        const font = await doc.embedFont(StandardFonts.Helvetica);
        doc.getPage(0).drawText('x', { x: 150, y: 10, size: 8, font, color: rgb(0, 0, 0) });
      },
    ],
    ['a /Rotate', (doc) => doc.getPage(0).setRotation({ type: 'degrees', angle: 180 } as never)],
    ['a crop box', (doc) => doc.getPage(0).setCropBox(10, 0, 190, 100)],
    [
      'a colour-key /Mask',
      (doc) => {
        const page = doc.getPage(0);
        const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject')) as never as {
          values(): never[];
        };
        for (const ref of xobjects.values()) {
          const image = doc.context.lookup(ref) as never as {
            dict: { set(...a: unknown[]): void };
          };
          image.dict.set(PDFName.of('Mask'), doc.context.obj([0, 60, 0, 60, 0, 60]));
        }
      },
    ],
    [
      'a picture smaller than the page',
      (doc) => {
        const leaf = doc.getPage(0).node;
        leaf.set(PDFName.of('MediaBox'), doc.context.obj([0, 0, 200, PDFNumber.of(120)]));
      },
    ],
  ])('does not decode the picture natively when the page has %s', async (_name, tamper) => {
    const pdf = await tampered(await writeOutput(), tamper);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(plainImagePages(doc).size).toBe(0);
    const { engine, calls } = engineWith(LYING_DECODER);
    await verifyOutput(engine, pdf, PLAN);
    expect(calls()).toBe(0);
  });
});

describe('plainJpeg', () => {
  /** A small JPEG from the Node canvas (JFIF and ICC segments included, as the writer's are). */
  async function canvasJpeg(): Promise<Uint8Array> {
    const drawable = createNapiRaster(16, 8);
    const jpeg = await drawable.raster.encode('jpeg', 0.85);
    drawable.raster.release();
    return jpeg;
  }

  /** `jpeg` with a segment (marker, body) inserted after SOI. */
  const withSegment = (jpeg: Uint8Array, marker: number, body: number[]) =>
    Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      marker,
      (body.length + 2) >> 8,
      (body.length + 2) & 255,
      ...body,
      ...jpeg.subarray(2),
    ]);

  it('keeps the frame and drops application segments (EXIF orientation, ICC profiles)', async () => {
    const jpeg = await canvasJpeg();
    const exif = withSegment(jpeg, 0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, 1, 2, 3]);
    const plain = plainJpeg(exif)!;
    expect(plain).toMatchObject({ width: 16, height: 8, components: 3 });
    expect(plain.bytes().length).toBeLessThan(jpeg.length);
    expect(plainJpeg(plain.bytes())!.bytes()).toEqual(plain.bytes());
    expect([...plain.bytes().subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xdb]);
  });

  it('refuses an Adobe segment, an arithmetic-coded frame and a malformed scan header', async () => {
    const jpeg = await canvasJpeg();
    expect(
      plainJpeg(withSegment(jpeg, 0xee, [0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, 0])),
    ).toBeUndefined();
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0);
    const arithmetic = Uint8Array.from(jpeg);
    arithmetic[sof + 1] = 0xc9;
    expect(plainJpeg(arithmetic)).toBeUndefined();
    const sos = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xda);
    const badScan = Uint8Array.from(jpeg);
    badScan[sos + 5] = 0x77;
    expect(plainJpeg(badScan)).toBeUndefined();
    expect(plainJpeg(jpeg.subarray(0, jpeg.length - 2))).toBeUndefined();
  });
});
