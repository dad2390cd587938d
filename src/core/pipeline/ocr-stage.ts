import { throwIfAborted } from '../contract/errors';
import { LINE_END_RUN } from '../document/line-end-run';
import type { DetectOptions } from '../contract/options';
import type { StageTimer } from '../contract/stage-timer';
import { buildPageText } from '../document/build-page-text';
import type { PageLayer } from '../document/load-document';
import { chooseTextSource, type PageTextSource } from '../ocr/choose-text-source';
import { ocrRunsNotInTextLayer } from '../ocr/merge-ocr';
import { ocrResultToRuns } from '../ocr/ocr-runs';
import type { OcrEngine } from '../ocr/ports';
import type { PageRaster, PdfSource, TextRun } from '../platform/ports';
import type { OperationHooks } from './progress';
import { scaleWithinBudget } from './page-limits';

/** Resolution pages are rendered at for OCR: tesseract reads body text best at about 300 dpi. */
export const DEFAULT_OCR_DPI = 300;

/** The OCR engine and how to feed it. */
export interface OcrDeps {
  engine: OcrEngine;
  /** Render resolution for OCR in dots per inch (DEFAULT_OCR_DPI when absent). */
  dpi?: number;
}

/**
 * The page's grey pixels (what every OCR engine reads) as a raster of their own, the rendered
 * canvas freed at once: a 300 dpi page is 35 MB of RGBA plus its drawing, and up to
 * `parallelism + 1` pages wait for or sit in recognition (the thesis's OCR peak was 3 of them).
 */
function grayOnly(raster: PageRaster): PageRaster {
  const { width, height } = raster;
  let pixels: Uint8Array;
  try {
    pixels = raster.grayPixels();
  } finally {
    raster.release();
  }
  const greyOnly = () => new Error('An OCR page image holds grey pixels only.');
  return {
    width,
    height,
    grayPixels: () => pixels,
    fillBlack() {
      throw greyOnly();
    },
    encode: () => Promise.reject(greyOnly()),
    release() {},
  };
}

/** The page's runs once OCR has read it, by the page's chosen source. */
function combine(layer: PageLayer, plan: PageTextSource, ocrRuns: TextRun[]): TextRun[] {
  if (plan === 'ocr') return ocrRuns;
  const textWords = buildPageText(layer.geometry, layer.runs, 0).words;
  const added = ocrRunsNotInTextLayer(ocrRuns, textWords);
  return added.length === 0 ? layer.runs : [...layer.runs, LINE_END_RUN, ...added];
}

/**
 * Chooses each page's text source and OCRs the pages that need it (stage Ocr): the pages are
 * rendered one at a time (PdfDataToSingleImage) while up to `engine.parallelism` of them are
 * recognised at once. Returns the layers with OCR words in place; pages that need no OCR keep
 * their text layer untouched. Stops at the first failure or cancellation.
 */
export async function applyOcr(
  source: PdfSource,
  layers: PageLayer[],
  options: Pick<DetectOptions, 'forceOcr' | 'ocrLangs' | 'rotatedText' | 'maxPagePixels'>,
  deps: OcrDeps,
  timer: StageTimer,
  hooks: OperationHooks,
): Promise<PageLayer[]> {
  const plans = await timer.time('PdfDataToDocument', () =>
    Promise.all(
      layers.map(async (layer) => {
        // A page without any text is OCRed whatever it draws; reading its content (which
        // decodes its images) would only slow scans down.
        if (layer.runs.every((run) => run.str.trim() === '')) return 'ocr' as const;
        const content = await source.pageContent?.(layer.geometry.page);
        const plan = chooseTextSource(layer.runs, content, options.forceOcr);
        // Annotation ink that is not text (a stamp's picture) is read by OCR as well.
        return plan === 'text-layer' && layer.unreadInk ? 'mixed' : plan;
      }),
    ),
  );
  const todo = layers.map((_, i) => i).filter((i) => plans[i] !== 'text-layer');
  if (todo.length === 0) return layers;

  const dpi = deps.dpi ?? DEFAULT_OCR_DPI;
  const started = timer.now();
  let renderMs = 0;
  let rendering: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  let next = 0;
  let done = 0;
  const result = [...layers];

  const ocrOne = async (index: number): Promise<void> => {
    const layer = layers[index]!;
    // An enormous page is read at a lower resolution rather than allocating gigabytes.
    const scale = scaleWithinBudget(layer.geometry, dpi / 72, options.maxPagePixels);
    // pdf.js renders on this thread anyway: one render at a time keeps memory flat.
    const render = rendering.then(async () => {
      throwIfAborted(hooks.signal);
      const t0 = timer.now();
      try {
        return grayOnly(await source.render(layer.geometry.page, scale));
      } finally {
        renderMs += timer.now() - t0;
      }
    });
    rendering = render.catch(() => undefined);
    const raster = await render;
    try {
      const ocr = await deps.engine.recognize(raster, {
        languages: options.ocrLangs,
        detectOrientation: options.rotatedText,
        dpi: Math.round(scale * 72),
        ...(hooks.signal ? { signal: hooks.signal } : {}),
      });
      const runs = ocrResultToRuns(ocr, layer.geometry);
      result[index] = { ...layer, runs: combine(layer, plans[index]!, runs) };
    } finally {
      raster.release();
    }
    hooks.onProgress?.({ stage: 'Ocr', done: ++done, total: todo.length });
  };

  const lane = async (): Promise<void> => {
    while (!failure && next < todo.length) {
      const index = todo[next++]!;
      try {
        await ocrOne(index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  // One lane more than the engine runs at once, so a page renders while the others are read.
  const lanes = Math.max(1, Math.min(todo.length, deps.engine.parallelism + 1));
  await Promise.all(Array.from({ length: lanes }, lane));
  timer.add('PdfDataToSingleImage', renderMs);
  timer.add('Ocr', timer.now() - started - renderMs);
  if (failure) throw failure.error;
  throwIfAborted(hooks.signal);
  return result;
}
