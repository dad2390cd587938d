import { afterEach, describe, expect, it } from 'vitest';
import type { PageRaster, PdfEngine, PdfSource } from '../../../src/core/platform/ports';
import type { RedactionWriter } from '../../../src/core/redact/redaction-writer';
import { startJobSpans } from '../../../src/engines/browser/spans';
import { setJobPhase } from '../../../src/worker/job-spans';
import { timedEngine, timedWriter } from '../../../src/worker/timed-engine';

/** The spans recorded so far, by name. */
function spans(): string[] {
  return performance
    .getEntriesByType('measure')
    .map((e) => e.name)
    .filter((name) => name.startsWith('obscura:'));
}

const raster: PageRaster = {
  width: 10,
  height: 20,
  fillBlack: () => undefined,
  grayPixels: () => new Uint8Array(200),
  encode: async () => new Uint8Array([1, 2, 3]),
  release: () => undefined,
};

/** A source without the optional members, except releasePage. */
const source: PdfSource = {
  pageCount: 2,
  geometry: async (page) => ({ page, width: 100, height: 200, rotation: 0 }),
  textRuns: async () => [],
  render: async () => raster,
  releasePage: async () => undefined,
  close: async () => undefined,
};

afterEach(() => {
  startJobSpans();
  setJobPhase('read');
});

describe('timedEngine', () => {
  it('records calls per phase and leaves every result and member as the engine has it', async () => {
    const deflate = (data: Uint8Array) => data.slice(1);
    const engine = {
      open: async () => source,
      images: { jpegGray: async () => new Uint8Array([9]) },
      deflate,
    } satisfies PdfEngine;
    startJobSpans();
    const timed = timedEngine(engine);
    expect(timed.deflate?.(new Uint8Array([1, 2]))).toEqual(new Uint8Array([2]));
    const opened = await timed.open(new Uint8Array([37]));
    // Optional members are absent exactly where the engine's source lacks them.
    expect('pageText' in opened && opened.pageText).toBeFalsy();
    expect(opened.pageDrawing).toBeUndefined();
    expect(opened.releasePage).toBeDefined();
    expect(opened.pageCount).toBe(2);
    setJobPhase('write');
    const page = await opened.render(1, 2);
    expect(page.width).toBe(10);
    expect(await page.encode('jpeg', 0.85)).toEqual(new Uint8Array([1, 2, 3]));
    setJobPhase('verify');
    const placement = { canvas: { width: 1, height: 1 }, drawn: { width: 1, height: 1 } };
    expect(await timed.images!.jpegGray(new Uint8Array(), placement)).toEqual(new Uint8Array([9]));
    expect(spans()).toEqual([
      'obscura:read:open',
      'obscura:write:render',
      'obscura:write:encode',
      'obscura:verify:decode',
    ]);
  });
});

describe('timedWriter', () => {
  it('passes the options on, times appends and save, and starts verification after the save', async () => {
    const seen: unknown[] = [];
    const writer: RedactionWriter = {
      burn: () => [],
      addPage: async () => 'words',
      save: async () => new Uint8Array([4]),
      skippedWords: 3,
    };
    startJobSpans();
    const create = timedWriter(async (...args: unknown[]) => {
      seen.push(...args);
      return writer;
    });
    const options = { deflate: (d: Uint8Array) => d };
    const timed = await (create as (o: unknown) => Promise<RedactionWriter>)(options);
    expect(seen).toEqual([options]);
    expect(timed.skippedWords).toBe(3);
    expect(await timed.addPage({} as never)).toBe('words');
    expect(await timed.save()).toEqual(new Uint8Array([4]));
    const source2 = await timedEngine({ open: async () => source }).open(new Uint8Array([37]));
    await source2.textRuns(1);
    expect(spans()).toEqual([
      'obscura:write:addPage',
      'obscura:write:save',
      'obscura:verify:open',
      'obscura:verify:textRuns',
    ]);
  });
});
