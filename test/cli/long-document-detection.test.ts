import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLease } from '../../scripts/bench-docs';
import { findPii } from '../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../src/core/detect/propagate';
import type { PageRaster, PdfEngine, PdfSource } from '../../src/core/platform/ports';
import { detectOnce } from '../../src/cli/detect-once';
import { startDetectionThread } from '../../src/cli/detection-thread';
import { earlyDetection } from '../../src/cli/early-detection';
import { expectThreadParity } from './thread-parity';
import { paintingAhead } from '../../src/cli/paint-ahead';
import { parseCli } from '../../src/cli/parse-cli';

// The CLI's long-document path (issue 16, the 117-page thesis): detection on a thread that ends
// once it has detected, while the main thread paints pages and, past the held ones, encodes
// them ahead for the writer. It must change nothing in the output.

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'obscura-long-detect-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = 'Tenant Daniel Okafor, born 03/07/1985, e-mail daniel.okafor@example.org.';

/** Sets OBSCURA_DETECT_THREAD for the duration of `run` (undefined: unset). */
async function withSetting<T>(value: string | undefined, run: () => Promise<T>): Promise<T> {
  const before = process.env.OBSCURA_DETECT_THREAD;
  if (value === undefined) delete process.env.OBSCURA_DETECT_THREAD;
  else process.env.OBSCURA_DETECT_THREAD = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.OBSCURA_DETECT_THREAD;
    else process.env.OBSCURA_DETECT_THREAD = before;
  }
}

describe('detection thread of a long document', () => {
  it('answers the spans once, then is ended and offers no page texts', async () => {
    const thread = detectOnce(startDetectionThread());
    const here = propagateOccurrences(TEXT, findPii(TEXT));
    expect(here.length).toBeGreaterThan(1);
    expect(await thread.findTextSpans(TEXT, [])).toEqual(here);
    await expect(thread.pageTexts(new Uint8Array())).rejects.toThrow(/main thread/);
    await thread.end();
    await thread.end();
    await expect(thread.findTextSpans(TEXT, [])).rejects.toThrow();
  }, 60_000);

  it('declines a short text (a long input of a scan), ending the thread, and takes a long one', async () => {
    const thread = detectOnce(startDetectionThread());
    expect(thread.declines?.(TEXT.repeat(900))).toBe(false);
    expect(thread.declines?.(TEXT)).toBe(true);
    await expect(thread.findTextSpans(TEXT, [])).rejects.toThrow();
  }, 60_000);

  it('starts by default for an input over 1 MB, never when turned off', async () => {
    const long = join(dir, 'long.pdf');
    writeFileSync(long, Buffer.concat([await buildLease(1), Buffer.alloc(1 << 20, 32)]));
    const anonymize = parseCli(['anonymize', long, '--out', join(dir, 'x.pdf')]);
    await withSetting(undefined, async () => {
      const thread = earlyDetection(anonymize);
      expect(thread).toBeDefined();
      await expect(thread!.pageTexts(new Uint8Array())).rejects.toThrow(/main thread/);
      await thread?.end();
    });
    await withSetting('0', () =>
      Promise.resolve(expect(earlyDetection(anonymize)).toBeUndefined()),
    );
  }, 60_000);

  it('leaves the CLI output byte-identical (PDF and entities)', async () => {
    // 24 pages, ~70,000 characters: past detect-once's 60,000, so the thread detects.
    await expectThreadParity(dir, 24, () => detectOnce(startDetectionThread()));
  }, 180_000);
});

/** A fake engine whose renders and encodes are counted and told apart. */
function fakeEngine(pages: number) {
  const renders: string[] = [];
  const encodes: string[] = [];
  const raster = (name: string): PageRaster => ({
    width: 10,
    height: 10,
    fillBlack: () => undefined,
    grayPixels: () => new Uint8Array(100),
    encode: () => {
      encodes.push(name);
      return Promise.resolve(new TextEncoder().encode(name));
    },
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
  return { engine, renders, encodes };
}

/** Lets pending promise callbacks and timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('paint ahead while a long detection runs', () => {
  const plan = { pages: 6, scale: 2, format: 'jpeg' as const, quality: 0.85 };

  it('encodes the pages past the held ones until detection answers, for pages without boxes', async () => {
    const { engine, renders, encodes } = fakeEngine(6);
    const painting = paintingAhead(engine, { maxPages: 2, maxBytes: 1e9 });
    const source = await painting.engine.open(new Uint8Array());
    // A reading's render (OCR) before the painting starts does not stop it.
    await source.render(3, 4);
    source.renderAhead?.(plan);
    let answer: (value: unknown) => void = () => undefined;
    painting.paint(new Promise((resolve) => (answer = resolve)));
    await settle();
    expect(renders).toEqual(['3@4', '1@2', '2@2', '3@2', '4@2', '5@2', '6@2']);
    expect(encodes).toEqual(['3@2', '4@2', '5@2', '6@2']);
    answer(undefined);
    // Held pages are rasters the writer burns; encoded ones are taken at their scale only.
    expect(new TextDecoder().decode(await (await source.render(1, 2)).encode('jpeg', 1))).toBe(
      '1@2',
    );
    const third = await source.renderedAhead?.(3, 2);
    expect(new TextDecoder().decode(third?.image)).toBe('3@2');
    expect(third?.renderMs).toBeGreaterThanOrEqual(0);
    expect(await source.renderedAhead?.(3, 2)).toBeUndefined();
    expect(await source.renderedAhead?.(4, 1)).toBeUndefined();
    // A page with boxes is rendered by the writer, its encoded image dropped.
    await source.render(5, 2);
    expect(await source.renderedAhead?.(5, 2)).toBeUndefined();
    expect(renders.filter((r) => r === '5@2')).toHaveLength(2);
    await source.close();
  });

  it('holds only four rasters of a document longer than the held pages, encoding the rest', async () => {
    const { engine, renders, encodes } = fakeEngine(8);
    const painting = paintingAhead(engine, { maxPages: 6, maxBytes: 1e9 });
    const source = await painting.engine.open(new Uint8Array());
    source.renderAhead?.({ ...plan, pages: 8 });
    painting.paint(new Promise(() => undefined));
    await settle();
    expect(renders).toHaveLength(8);
    expect(encodes).toEqual(['5@2', '6@2', '7@2', '8@2']);
    await source.close();
  });

  it('encodes nothing once detection has answered, nor without a detection to wait for', async () => {
    const answered = fakeEngine(6);
    const painting = paintingAhead(answered.engine, { maxPages: 2, maxBytes: 1e9 });
    const source = await painting.engine.open(new Uint8Array());
    source.renderAhead?.(plan);
    painting.paint(Promise.resolve());
    await settle();
    expect(answered.renders).toEqual(['1@2', '2@2']);
    expect(answered.encodes).toEqual([]);
    const plain = fakeEngine(6);
    const held = paintingAhead(plain.engine, { maxPages: 2, maxBytes: 1e9 });
    const other = await held.engine.open(new Uint8Array());
    other.renderAhead?.(plan);
    held.paint();
    await settle();
    expect(plain.renders).toEqual(['1@2', '2@2']);
    expect(await other.renderedAhead?.(3, 2)).toBeUndefined();
    await source.close();
    await other.close();
  });
});
