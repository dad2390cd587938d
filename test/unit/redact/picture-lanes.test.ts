import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/core/contract/types';
import type { ImageDecoder, PdfEngine, PixelRect } from '../../../src/core/platform/ports';
import { ImagePdfWriter } from '../../../src/core/redact/image-pdf-writer';
import { verifyOutput, type VerificationPlan } from '../../../src/core/redact/verify-output';
import { napiImageDecoder } from '../../../src/engines/node/napi-image-decoder';
import { createNapiRaster } from '../../../src/engines/node/napi-raster';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';

// Verification decodes the output's page pictures beside its text read, a bounded number at a
// time (memory stays flat however long the output), and still judges every page: a page whose
// box was burnt elsewhere fails, and a page whose decode fails is rendered by pdf.js instead.

const PAGES = 6;
const REGION: PixelRect = { x: 20, y: 20, width: 60, height: 30 };

/** An input box on `page` (points, top-left origin). */
const box = (page: number, text: string, r: PixelRect): Box => ({
  text,
  score: 1,
  angle: 0,
  page,
  ...r,
});

/** A plan with one redacted name in REGION and one kept word on each of the pages. */
function plan(): VerificationPlan {
  const pages = Array.from({ length: PAGES }, (_, i) => i + 1);
  return {
    pageCount: PAGES,
    scale: 1,
    regions: new Map(pages.map((p) => [p, [REGION]])),
    redacted: pages.map((p) => ({
      word: `Alice Smith${p}`,
      start: p * 100,
      end: p * 100 + 12,
      boxes: [box(p, `Alice Smith${p}`, REGION)],
    })),
    searchable: true,
    pages: pages.map((p) => ({
      page: p,
      words: [
        {
          text: 'Bob',
          start: p * 100 + 20,
          end: p * 100 + 23,
          box: box(p, 'Bob', { x: 110, y: 70, width: 30, height: 12 }),
        },
      ],
    })),
  };
}

/** A 200x100 pt output of PAGES pages, each a JPEG with its box burnt where `burnt` says. */
async function writeOutput(burnt: (page: number) => PixelRect): Promise<Uint8Array> {
  const writer = await ImagePdfWriter.create();
  for (let page = 1; page <= PAGES; page++) {
    const drawable = createNapiRaster(200, 100);
    const context = drawable.context as { fillStyle: string; fillRect(...n: number[]): void };
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 200, 100);
    drawable.raster.fillBlack([burnt(page)]);
    const image = await drawable.raster.encode('jpeg', 0.85);
    drawable.raster.release();
    const words = [
      { text: 'Bob', box: box(page, 'Bob', { x: 110, y: 70, width: 30, height: 12 }) },
    ];
    await writer.addPage({ width: 200, height: 100, image, format: 'jpeg', words });
  }
  return writer.save();
}

/**
 * The Node engine with a decoder that takes 20 ms a picture, records the most decodes in flight
 * at once, and fails on the pages in `failing` (the real decoder otherwise).
 */
function slowEngine(failing: ReadonlySet<number> = new Set()) {
  const node = createNodePdfEngine();
  let inFlight = 0;
  let most = 0;
  let call = 0;
  const decoder: ImageDecoder = {
    jpegGray: async (jpeg, placement, regions) => {
      const page = ++call;
      inFlight++;
      most = Math.max(most, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (failing.has(page)) throw new Error('decoder failed');
        return await napiImageDecoder.jpegGray(jpeg, placement, regions);
      } finally {
        inFlight--;
      }
    },
  };
  const engine: PdfEngine = { open: (data, options) => node.open(data, options), images: decoder };
  return { engine, most: () => most, calls: () => call };
}

const pixels = (report: Awaited<ReturnType<typeof verifyOutput>>) =>
  report.checks.find((c) => c.name === 'pixels')!;

describe('the pictures decoded beside the text read', () => {
  it('decodes two at a time at most and passes an honest output', async () => {
    const { engine, most, calls } = slowEngine();
    const report = await verifyOutput(engine, await writeOutput(() => REGION), plan());
    expect(report.passed).toBe(true);
    expect(calls()).toBe(PAGES);
    expect(most()).toBe(2);
    expect(pixels(report).detail).toMatch(
      /6 page\(s\) read from their one plain picture, 0 rendered/,
    );
  });

  it('fails the pages whose box was burnt elsewhere, in page order', async () => {
    const { engine } = slowEngine();
    const elsewhere = { ...REGION, x: 110 };
    const pdf = await writeOutput((page) => (page === 2 || page === 5 ? elsewhere : REGION));
    const report = await verifyOutput(engine, pdf, plan());
    expect(report.passed).toBe(false);
    expect(pixels(report)).toMatchObject({
      passed: false,
      detail: expect.stringMatching(/not covered by solid black .* page\(s\) 2, 5\.$/),
    });
  });

  it('renders a page whose decode failed, and still fails it when its box is not black', async () => {
    // Decodes run in page order, so call 3 is page 3's picture.
    const { engine } = slowEngine(new Set([3]));
    const elsewhere = { ...REGION, x: 110 };
    const honest = await verifyOutput(engine, await writeOutput(() => REGION), plan());
    expect(pixels(honest).detail).toMatch(
      /5 page\(s\) read from their one plain picture, 1 rendered/,
    );
    const { engine: again } = slowEngine(new Set([3]));
    const pdf = await writeOutput((page) => (page === 3 ? elsewhere : REGION));
    expect(pixels(await verifyOutput(again, pdf, plan()))).toMatchObject({
      passed: false,
      detail: expect.stringMatching(/page\(s\) 3\.$/),
    });
  });
});
