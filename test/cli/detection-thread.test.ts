import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLease } from '../../scripts/bench-docs';
import { findPii } from '../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../src/core/detect/propagate';
import type { PageRaster, PdfEngine, PdfSource } from '../../src/core/platform/ports';
import { startDetectionThread } from '../../src/cli/detection-thread';
import { earlyDetection } from '../../src/cli/early-detection';
import { expectThreadParity } from './thread-parity';
import { paintingAhead } from '../../src/cli/paint-ahead';
import { parseCli } from '../../src/cli/parse-cli';
import { type VerificationPlan, verifyOutput } from '../../src/core/redact/verify-output';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';

// The CLI's short-document path (issue 16): detection on a thread started at start-up while the
// main thread paints the pages. It must change nothing in the output: same spans, same bytes.

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'obscura-detect-thread-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = [
  'Lease between Margaret Ellison, 14 Harbour Road, Bristol BS1 4QA, and Daniel Okafor.',
  'Born 03/07/1985. Phone +44 117 496 0123, e-mail daniel.okafor@example.org.',
  'Rent of £1,250.00 to IBAN GB82 WEST 1234 5698 7654 32 from 1 April 2024.',
  'Signed: M. Ellison. Mr Okafor keeps a copy; Okafor pays the deposit.',
].join('\n');

describe('detection thread', () => {
  it('answers the spans the detector finds in this thread, warmed up or not', async () => {
    const thread = startDetectionThread();
    try {
      const here = propagateOccurrences(TEXT, findPii(TEXT));
      expect(here.length).toBeGreaterThan(5);
      expect(await thread.findTextSpans(TEXT, [])).toEqual(here);
      thread.warm(TEXT.slice(0, 120), []);
      expect(await thread.findTextSpans(TEXT, [])).toEqual(here);
      const emails = propagateOccurrences(TEXT, findPii(TEXT, ['EMAIL']));
      expect(await thread.findTextSpans(TEXT, ['EMAIL'])).toEqual(emails);
    } finally {
      await thread.end();
    }
  }, 60_000);

  it('starts only when asked for, for an anonymize of a short input without a model', async () => {
    const input = join(dir, 'short.pdf');
    writeFileSync(input, await buildLease(1));
    const anonymize = parseCli(['anonymize', input, '--out', join(dir, 'x.pdf')]);
    const detect = parseCli(['detect', input]);
    const before = process.env.OBSCURA_DETECT_THREAD;
    try {
      delete process.env.OBSCURA_DETECT_THREAD;
      expect(earlyDetection(anonymize)).toBeUndefined();
      process.env.OBSCURA_DETECT_THREAD = '1';
      expect(earlyDetection(detect)).toBeUndefined();
      const thread = earlyDetection(anonymize);
      expect(thread).toBeDefined();
      await thread?.end();
    } finally {
      if (before === undefined) delete process.env.OBSCURA_DETECT_THREAD;
      else process.env.OBSCURA_DETECT_THREAD = before;
    }
  }, 60_000);

  it('fails its calls once ended, so the CLI detects in its own thread instead', async () => {
    const thread = startDetectionThread();
    await thread.end();
    await expect(thread.findTextSpans(TEXT, [])).rejects.toThrow();
  }, 60_000);

  it('leaves the CLI output byte-identical (PDF and entities)', async () => {
    await expectThreadParity(dir, 3, startDetectionThread);
  }, 120_000);
});

/** A fake engine whose renders are counted and told apart. */
function fakeEngine(pages: number) {
  const renders: string[] = [];
  const raster = (name: string): PageRaster => ({
    width: 10,
    height: 10,
    fillBlack: () => undefined,
    grayPixels: () => new Uint8Array(100),
    encode: () => Promise.resolve(new TextEncoder().encode(name)),
    release: () => undefined,
  });
  const source = {
    pageCount: pages,
    geometry: (page: number) => Promise.resolve({ page, width: 100, height: 100, rotation: 0 }),
    textRuns: () => Promise.resolve([]),
    render: (page: number, scale: number) => {
      renders.push(`${page}@${scale}`);
      return Promise.resolve(raster(`${page}@${scale}`));
    },
    close: () => Promise.resolve(),
  } as unknown as PdfSource;
  const engine: PdfEngine = { open: () => Promise.resolve(source) };
  return { engine, renders };
}

describe('paint ahead', () => {
  const plan = { pages: 3, scale: 2, format: 'jpeg' as const, quality: 0.85 };

  it('paints each page once, in order, and hands the same rasters to the writer', async () => {
    const { engine, renders } = fakeEngine(3);
    const painting = paintingAhead(engine, { maxPages: 16, maxBytes: 1e9 });
    const source = await painting.engine.open(new Uint8Array());
    source.renderAhead?.(plan);
    painting.paint();
    const images = [];
    for (let page = 1; page <= 3; page++) {
      images.push(new TextDecoder().decode(await (await source.render(page, 2)).encode('jpeg', 1)));
    }
    expect(images).toEqual(['1@2', '2@2', '3@2']);
    expect(renders).toEqual(['1@2', '2@2', '3@2']);
    await source.close();
  });

  it('renders again at another scale, and paints only the first pages of longer documents', async () => {
    const { engine, renders } = fakeEngine(3);
    const painting = paintingAhead(engine, { maxPages: 16, maxBytes: 1e9 });
    const source = await painting.engine.open(new Uint8Array());
    source.renderAhead?.(plan);
    painting.paint();
    await source.render(1, 1);
    expect(renders).toContain('1@1');
    const long = fakeEngine(3);
    const short = paintingAhead(long.engine, { maxPages: 2, maxBytes: 1e9 });
    const other = await short.engine.open(new Uint8Array());
    other.renderAhead?.(plan);
    short.paint();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(long.renders).toEqual(['1@2', '2@2']);
    for (let page = 1; page <= 3; page++) await other.render(page, 2);
    expect(long.renders).toEqual(['1@2', '2@2', '3@2']);
  });
});

/** A one-page 200x100 pt PDF, a black box at (20, 20, 60x30) from the top, optional words. */
async function boxedPdf(text?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([200, 100]);
  page.drawRectangle({ x: 20, y: 50, width: 60, height: 30, color: rgb(0, 0, 0) });
  if (text) {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText(text, { x: 100, y: 20, size: 10, font });
  }
  return doc.save();
}

/** Verification's plan for boxedPdf: 'Alice Smith' redacted under the black box. */
const PLAN: VerificationPlan = {
  pageCount: 1,
  scale: 1,
  regions: new Map([[1, [{ x: 20, y: 20, width: 60, height: 30 }]]]),
  redacted: [
    {
      word: 'Alice Smith',
      start: 0,
      end: 11,
      boxes: [
        { text: 'Alice Smith', score: 1, angle: 0, page: 1, x: 20, y: 20, width: 60, height: 30 },
      ],
    },
  ],
  searchable: false,
  pages: [],
};

describe("verification's text check on the detection thread", () => {
  const textCheck = async (engine: PdfEngine, pdf: Uint8Array) =>
    (await verifyOutput(engine, pdf, PLAN)).checks.find((c) => c.name === 'text')!.passed;

  it('reads the same page strings there and judges them the same', async () => {
    const thread = startDetectionThread();
    try {
      const plain = createNodePdfEngine();
      const remote: PdfEngine = { ...plain, pageTexts: (pdf) => thread.pageTexts(pdf) };
      const leaked = await boxedPdf('Alice Smith signed');
      const source = await plain.open(leaked.slice());
      const here = await source.pageText!(1);
      await source.close();
      expect(here).toContain('Alice Smith');
      expect(await thread.pageTexts(leaked.slice())).toEqual([here]);
      expect(await textCheck(remote, leaked)).toBe(false);
      expect(await textCheck(remote, await boxedPdf())).toBe(true);
    } finally {
      await thread.end();
    }
  }, 60_000);

  it('reads here when the thread fails or answers too few pages, never passing unread', async () => {
    const plain = createNodePdfEngine();
    const leaked = await boxedPdf('Alice Smith signed');
    const failing: PdfEngine = { ...plain, pageTexts: () => Promise.reject(new Error('gone')) };
    const short: PdfEngine = { ...plain, pageTexts: () => Promise.resolve([]) };
    expect(await textCheck(failing, leaked)).toBe(false);
    expect(await textCheck(short, leaked)).toBe(false);
    // What the thread says is what is judged (a lie here would be the thread's, never a pass).
    const saysLeak: PdfEngine = { ...plain, pageTexts: () => Promise.resolve(['Alice Smith']) };
    expect(await textCheck(saysLeak, await boxedPdf())).toBe(false);
  }, 60_000);
});
