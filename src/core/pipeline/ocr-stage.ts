import { throwIfAborted } from '../contract/errors';
import { LINE_END_RUN } from '../document/line-end-run';
import type { DetectOptions } from '../contract/options';
import type { StageTimer } from '../contract/stage-timer';
import { buildPageText } from '../document/build-page-text';
import type { PageLayer } from '../document/load-document';
import type { Word } from '../document/model';
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

/** A rectangle on the displayed page, in points from the top-left corner. */
interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** True when the rectangles share area. */
function intersects(a: PageRect, b: PageRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The text-layer words a mixed page's OCR need not see: those clear of every picture (`pictures`:
 * the page's images and annotation ink that is not text). Such a word is drawn on the page's
 * background, so OCR would read it where the text layer has it already, and an OCR word covered
 * by half or more by text-layer boxes is dropped as a duplicate (`ocrRunsNotInTextLayer`).
 * Words touching a picture stay, so OCR still sees every picture whole (a stamp over a line of
 * text included). Without the pictures' places (an engine that does not give them) nothing is
 * blanked.
 */
function wordsToBlank(
  words: readonly Word[],
  imageBoxes: readonly PageRect[] | undefined,
  unreadInk: readonly PageRect[],
): PageRect[] {
  if (!imageBoxes) return [];
  const pictures = [...imageBoxes, ...unreadInk];
  return words.map((w) => w.box).filter((box) => !pictures.some((p) => intersects(box, p)));
}

/**
 * Whitens `rects` (points) in an OCR page's grey pixels (`scale` pixels a point): on the 117-page
 * thesis's three figure pages (images 6-10 % of the page) tesseract took 2.8 s of CPU reading
 * the whole page and 1.4 s with the body text blanked.
 */
function blank(raster: PageRaster, rects: readonly PageRect[], scale: number): PageRaster {
  if (rects.length === 0) return raster;
  const { width, height } = raster;
  const gray = raster.grayPixels();
  for (const box of rects) {
    const x0 = Math.max(0, Math.floor(box.x * scale));
    const x1 = Math.min(width, Math.ceil((box.x + box.width) * scale));
    const y0 = Math.max(0, Math.floor(box.y * scale));
    const y1 = Math.min(height, Math.ceil((box.y + box.height) * scale));
    if (x1 <= x0) continue;
    for (let y = y0; y < y1; y++) gray.fill(255, y * width + x0, y * width + x1);
  }
  return raster;
}

/** The page's runs once OCR has read it, by the page's chosen source. */
function combine(
  layer: PageLayer,
  plan: PageTextSource,
  ocrRuns: TextRun[],
  textWords: readonly Word[],
): TextRun[] {
  if (plan === 'ocr') return ocrRuns;
  const added = ocrRunsNotInTextLayer(ocrRuns, textWords);
  return added.length === 0 ? layer.runs : [...layer.runs, LINE_END_RUN, ...added];
}

/** A page's text source, with its images' places where the engine gives them. */
interface Planned {
  plan: PageTextSource;
  imageBoxes?: readonly PageRect[];
}

/** The options that decide which pages are OCRed and how. */
type OcrOptions = Pick<DetectOptions, 'forceOcr' | 'ocrLangs' | 'rotatedText' | 'maxPagePixels'>;

/**
 * OCR that runs while the document is still being read: `page` is told of each page as soon as
 * its text layer is read (before its parsed content is released), chooses its text source and,
 * where it needs OCR, renders it and hands it to the engine without waiting for the result, so
 * the engine (native tesseract processes, tesseract.js workers) reads it while the next pages
 * are parsed. `finish` waits for the rest and puts the OCR words in place.
 */
export interface OcrRun {
  /** Plans the page and starts its OCR; waits only while all lanes are busy. */
  page(index: number, layer: PageLayer): Promise<void>;
  /** Waits for every started page; returns the layers with OCR words in place. */
  finish(layers: PageLayer[]): Promise<PageLayer[]>;
  /** Time `page` spent on OCR's behalf (renders, waiting for a lane): not reading time. */
  readonly inlineMs: number;
}

/**
 * Starts an OCR run (stage Ocr): pages are rendered one at a time (PdfDataToSingleImage) while
 * up to `engine.parallelism` of them are recognised at once; one lane more than that may hold
 * a rendered page, and the reading waits for a free lane beyond it, so memory stays bounded
 * whatever the length. Pages that need no OCR keep their text layer untouched. Stops at the
 * first failure or cancellation.
 */
export function startOcr(
  source: PdfSource,
  options: OcrOptions,
  deps: OcrDeps,
  timer: StageTimer,
  hooks: OperationHooks,
): OcrRun {
  const dpi = deps.dpi ?? DEFAULT_OCR_DPI;
  const plans = new Map<number, PageTextSource>();
  const results = new Map<number, TextRun[]>();
  const jobs: Promise<void>[] = [];
  let renderMs = 0;
  let waitedMs = 0;
  let rendering: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  // A function, not an inline check: TypeScript would narrow `failure` across the awaits.
  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };
  let active = 0;
  const freed: (() => void)[] = [];
  let done = 0;
  let total: number | undefined;
  const lanes = Math.max(1, deps.engine.parallelism + 1);

  const planOf = async (layer: PageLayer): Promise<Planned> => {
    // A page without any text is OCRed whatever it draws; reading its content (which
    // decodes its images) would only slow scans down.
    if (layer.runs.every((run) => run.str.trim() === '')) return { plan: 'ocr' };
    const content = await source.pageContent?.(layer.geometry.page);
    const plan = chooseTextSource(layer.runs, content, options.forceOcr);
    // Annotation ink that is not text (a stamp's picture) is read by OCR as well.
    return {
      plan: plan === 'text-layer' && layer.unreadInk ? 'mixed' : plan,
      ...(content?.imageBoxes ? { imageBoxes: content.imageBoxes } : {}),
    };
  };

  // Progress is reported once the reading is over (its total is known then), in page order.
  const progress = () => {
    if (total !== undefined) hooks.onProgress?.({ stage: 'Ocr', done, total });
  };

  const ocrOne = async (index: number, layer: PageLayer, planned: Planned): Promise<void> => {
    const { plan } = planned;
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
    // A mixed page's text-layer words: those on the background blanked, then the duplicates' filter.
    const textWords = plan === 'ocr' ? [] : buildPageText(layer.geometry, layer.runs, 0).words;
    const unreadInk = (layer.unreadInk ?? []).map((ink) => ink.box);
    const raster = blank(
      await render,
      wordsToBlank(textWords, planned.imageBoxes, unreadInk),
      scale,
    );
    const ocr = await deps.engine.recognize(raster, {
      languages: options.ocrLangs,
      detectOrientation: options.rotatedText,
      dpi: Math.round(scale * 72),
      ...(hooks.signal ? { signal: hooks.signal } : {}),
    });
    results.set(index, combine(layer, plan, ocrResultToRuns(ocr, layer.geometry), textWords));
    done++;
    progress();
  };

  return {
    get inlineMs() {
      return renderMs + waitedMs;
    },
    async page(index, layer) {
      throwIfFailed();
      throwIfAborted(hooks.signal);
      const planned = await planOf(layer);
      plans.set(index, planned.plan);
      if (planned.plan === 'text-layer') return;
      while (active >= lanes) {
        const t0 = timer.now();
        await new Promise<void>((resolve) => freed.push(resolve));
        waitedMs += timer.now() - t0;
      }
      throwIfFailed();
      active++;
      const job = ocrOne(index, layer, planned)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          active--;
          freed.shift()?.();
        });
      jobs.push(job);
    },
    async finish(layers) {
      const pending = [...plans.values()].filter((p) => p !== 'text-layer').length;
      if (pending === 0) return layers;
      const started = timer.now();
      const inline = renderMs;
      total = pending;
      if (done > 0) progress();
      await Promise.all(jobs);
      // Renders are PdfDataToSingleImage wherever they ran; Ocr is the time waited for it.
      timer.add('PdfDataToSingleImage', renderMs);
      timer.add('Ocr', waitedMs + (timer.now() - started) - (renderMs - inline));
      throwIfFailed();
      throwIfAborted(hooks.signal);
      return layers.map((layer, index) =>
        results.has(index) ? { ...layer, runs: results.get(index)! } : layer,
      );
    },
  };
}

/**
 * OCRs the pages of layers already read that need it (`startOcr`); returns the layers with OCR
 * words in place. Choosing the pages (their content) is PdfDataToDocument time.
 */
export async function applyOcr(
  source: PdfSource,
  layers: PageLayer[],
  options: OcrOptions,
  deps: OcrDeps,
  timer: StageTimer,
  hooks: OperationHooks,
): Promise<PageLayer[]> {
  const run = startOcr(source, options, deps, timer, hooks);
  const started = timer.now();
  try {
    for (const [index, layer] of layers.entries()) await run.page(index, layer);
  } finally {
    timer.add('PdfDataToDocument', timer.now() - started - run.inlineMs);
  }
  return run.finish(layers);
}
