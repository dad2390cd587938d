import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelledError } from '../../src/core/contract/errors';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { anonymize } from '../../src/core/pipeline/operations';
import type { PdfEngine } from '../../src/core/platform/ports';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { PageThreadPool } from '../../src/engines/node/page-threads';
import { corpusPath } from '../support/shared-corpus';

/** The 117-page thesis of the outside corpus: its first 12 pages have boxes on 1, 2 and 12. */
const THESIS = corpusPath('real', '009-pdflatex-geotopo_GeoTopo-komprimiert.pdf');
const OPTIONS = { ...DEFAULT_ANONYMIZE_OPTIONS, path: 'thesis.pdf', maxPages: 12 };

/** The Node engine, counting the pages the writer took from the render-ahead thread. */
function countingEngine(): { engine: PdfEngine; taken: number[] } {
  const engine = createNodePdfEngine({ pageThreads: 0 });
  const taken: number[] = [];
  return {
    taken,
    engine: {
      ...engine,
      open: async (data, options) => {
        const source = await engine.open(data, options);
        const renderedAhead = source.renderedAhead?.bind(source);
        if (!renderedAhead) return source;
        return new Proxy(source, {
          get(target, property, receiver) {
            if (property === 'renderedAhead') {
              return async (page: number, scale: number) => {
                // Wait for the thread, so the test sees its pages whatever the machine's load.
                const settled = (target as { renderedAheadSettled?: (p: number) => Promise<void> })
                  .renderedAheadSettled;
                await settled?.(page);
                const image = await renderedAhead(page, scale);
                if (image) taken.push(page);
                return image;
              };
            }
            const value = Reflect.get(target, property, receiver) as unknown;
            return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
          },
        });
      },
    },
  };
}

describe('render ahead (OBSCURA_RENDER_AHEAD=1)', () => {
  const before = process.env.OBSCURA_RENDER_AHEAD;
  afterEach(() => {
    if (before === undefined) delete process.env.OBSCURA_RENDER_AHEAD;
    else process.env.OBSCURA_RENDER_AHEAD = before;
    vi.restoreAllMocks();
  });

  it('writes the same PDF as rendering after detection, pages with and without boxes', async () => {
    const pdf = new Uint8Array(readFileSync(THESIS));
    process.env.OBSCURA_RENDER_AHEAD = '0';
    const plain = await anonymize(createNodePdfEngine({ pageThreads: 0 }), pdf, OPTIONS);
    process.env.OBSCURA_RENDER_AHEAD = '1';
    const { engine, taken } = countingEngine();
    const ahead = await anonymize(engine, pdf, OPTIONS);

    const boxed = new Set(plain.detected_pii.entities.flatMap((e) => e.boxes.map((b) => b.page)));
    // The fixture has pages with boxes (rendered and burnt here) and pages without.
    expect(boxed.size).toBeGreaterThan(0);
    expect(boxed.size).toBeLessThan(12);
    // Pages without boxes came from the thread; no page with boxes ever did.
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.filter((page) => boxed.has(page))).toEqual([]);
    expect(ahead.verification.passed).toBe(true);
    expect(ahead.detected_pii.entities).toEqual(plain.detected_pii.entities);
    expect(Buffer.from(ahead.pdf).equals(Buffer.from(plain.pdf))).toBe(true);
  }, 180_000);

  it('stops its thread when the job is cancelled while reading', async () => {
    const pdf = new Uint8Array(readFileSync(THESIS));
    process.env.OBSCURA_RENDER_AHEAD = '1';
    const terminate = vi.spyOn(PageThreadPool.prototype, 'terminate');
    const signal = { aborted: false };
    const run = anonymize(createNodePdfEngine({ pageThreads: 0 }), pdf, OPTIONS, {
      signal,
      onProgress: (event) => {
        if (event.stage === 'PdfDataToDocument' && event.done === 3) signal.aborted = true;
      },
    });
    await expect(run).rejects.toBeInstanceOf(CancelledError);
    // The source's close stopped the thread (its isolate and pdf.js are gone).
    expect(terminate).toHaveBeenCalled();
  }, 180_000);
});
