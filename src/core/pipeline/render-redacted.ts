import type { BoxLabel } from '../contract/box-label';
import { throwIfAborted } from '../contract/errors';
import type { AnonymizeOptions } from '../contract/options';
import type { StageTimer } from '../contract/stage-timer';
import type { Box, Entity } from '../contract/types';
import type { PageText } from '../document/model';
import type {
  PageGeometry,
  PdfEngine,
  PdfSource,
  PixelRect,
  RenderAheadPlan,
} from '../platform/ports';
import { createRedactionWriter, type RedactionWriterFactory } from '../redact/redaction-writer';
import { type LayerWord, wordsOutsideRedactions } from '../redact/text-layer';
import { VerificationError, type VerificationReport, verifyOutput } from '../redact/verify-output';
import { comparable } from '../redact/verify-text';
import {
  checkPageTime,
  pageLimitNotes,
  processedPages,
  reducedResolutionNote,
  scaleWithinBudget,
} from './page-limits';
import type { OperationHooks } from './progress';

/** Options that shape the redacted output (`searchable` true when absent). */
export type RenderOptions = Pick<
  AnonymizeOptions,
  'dpi' | 'imageQuality' | 'redactText' | 'maxPages' | 'maxPagePixels' | 'pageTimeLimitMs'
> & {
  searchable?: boolean;
  /** Labels (reason codes) drawn on the black boxes they sit in; others are dropped. */
  boxLabels?: readonly BoxLabel[];
};

/** The verified output and what the user should know about it. */
export interface RenderResult {
  pdf: Uint8Array;
  verification: VerificationReport;
  /** Sentences for `exception` (words left out of the searchable layer). */
  notes: string[];
}

/**
 * Pages being encoded (and appended) while the next page renders. Two, not one: with one, the
 * main thread waited for the previous page's JPEG about 15 % of the 117-page thesis's writing
 * (the encoder's time per page varies, the render's too); a third raster costs ~9 MB at 150 dpi.
 */
const ENCODES_IN_FLIGHT = 2;

/** The encoding the writer uses for page images: PNG for lossless quality, JPEG otherwise. */
function imageFormat(options: Pick<RenderOptions, 'imageQuality'>): 'jpeg' | 'png' {
  return options.imageQuality >= 1 ? 'png' : 'jpeg';
}

/**
 * What the engine may render ahead for `renderRedacted` (`PdfSource.renderAhead`): the processed
 * pages at the output's scale, pixel budget and encoding, so a page without boxes is the same.
 */
export function renderAheadPlan(pageCount: number, options: RenderOptions): RenderAheadPlan {
  return {
    pages: processedPages(pageCount, options).length,
    scale: options.dpi / 72,
    ...(options.maxPagePixels === undefined ? {} : { maxPagePixels: options.maxPagePixels }),
    format: imageFormat(options),
    quality: options.imageQuality,
  };
}

/** Groups every box of the entities by 1-based page number. */
function boxesByPage(entities: readonly Entity[]): Map<number, Box[]> {
  const byPage = new Map<number, Box[]>();
  for (const entity of entities) {
    for (const box of entity.boxes) {
      const list = byPage.get(box.page) ?? [];
      list.push(box);
      byPage.set(box.page, list);
    }
  }
  return byPage;
}

/**
 * The labels that sit inside one of the page's black boxes (a label is never drawn elsewhere)
 * and hold none of the redacted strings (a label is never a way to print what was redacted).
 */
function labelsOnBoxes(
  labels: readonly BoxLabel[],
  page: number,
  boxes: readonly Box[],
  redacted: readonly string[],
) {
  const secret = (l: BoxLabel) => redacted.some((s) => comparable(l.label).includes(s));
  const inside = (l: BoxLabel, b: Box) =>
    l.x >= b.x - 0.01 &&
    l.y >= b.y - 0.01 &&
    l.x + l.width <= b.x + b.width + 0.01 &&
    l.y + l.height <= b.y + b.height + 0.01;
  return labels.filter((l) => l.page === page && boxes.some((b) => inside(l, b)) && !secret(l));
}

/** What `renderRedacted` is given: the opened input, the entities to black out, how to write. */
export interface RenderRequest {
  /** Opens the output again for verification. */
  engine: PdfEngine;
  source: PdfSource;
  entities: readonly Entity[];
  options: RenderOptions;
  timer: StageTimer;
  hooks: OperationHooks;
  /**
   * The reading's pages (words of the text layer and OCR): the searchable layer is made of the
   * words no box touches. Not read again here; ignored when `searchable` is false.
   */
  pages: readonly PageText[];
  /** Writes the output (the product's writer when absent; tests inject a faulty one). */
  createWriter?: RedactionWriterFactory;
}

/**
 * Re-renders every page as an image (PdfDataToSingleImage), burns the entities' boxes into it
 * in black (ImageDrawBoxes) and writes a new PDF of those images at the original page sizes
 * (SingleImageToPdf), with an invisible text layer of the words no box touches unless
 * `searchable` is false. Every page is kept; nothing else of the input survives. The output is
 * then opened again and verified (`verifyOutput`); a failed check throws VerificationError and
 * no output is returned.
 */
export async function renderRedacted(request: RenderRequest): Promise<RenderResult> {
  const { engine, source, entities, options, timer, hooks } = request;
  const scale = options.dpi / 72;
  const searchable = options.searchable ?? true;
  const textPages = searchable ? request.pages : [];
  // Written in a call of its own, so the writer (a pdf-lib document holding every page image)
  // can be collected while the output is verified.
  const { pdf, total, reduced, regions, labels, skippedWords } = await writeOutput(request);
  const verification = await timer.time('SingleImageToPdf', () =>
    verifyOutput(
      engine,
      pdf,
      {
        pageCount: total,
        scale,
        pageScales: reduced,
        regions,
        // Checked against the input's reading, never against what the writer says it kept.
        redacted: options.redactText ? entities : [],
        searchable,
        pages: textPages,
        labels,
      },
      hooks.signal,
    ),
  );
  if (!verification.passed) throw new VerificationError(verification);
  const notes = [
    ...pageLimitNotes(source.pageCount, options),
    ...reducedResolutionNote(reduced, options.dpi),
  ];
  if (skippedWords > 0) {
    notes.push(
      `${skippedWords} word(s) made only of control characters were left out of the ` +
        'searchable text layer; they are still visible in the page images.',
    );
  }
  return { pdf, verification, notes };
}

/** The written (not yet verified) output and what verification needs to know of it. */
interface WrittenOutput {
  pdf: Uint8Array;
  /** Output pages (the processed input pages). */
  total: number;
  /** Pages rendered at a lower scale than asked (pixel budget). */
  reduced: Map<number, number>;
  /** Raster rectangles the writer says it burnt, per page. */
  regions: Map<number, PixelRect[]>;
  labels: BoxLabel[];
  skippedWords: number;
}

/** Renders, burns and writes every page, then saves the document (see `renderRedacted`). */
async function writeOutput(request: RenderRequest): Promise<WrittenOutput> {
  const { engine, source, entities, options, timer, hooks } = request;
  const scale = options.dpi / 72;
  const byPage = options.redactText ? boxesByPage(entities) : new Map<number, Box[]>();
  const searchable = options.searchable ?? true;
  const textPages = searchable ? request.pages : [];
  const writer = await timer.time('SingleImageToPdf', () =>
    (request.createWriter ?? createRedactionWriter)(
      engine.deflate ? { deflate: engine.deflate } : {},
    ),
  );
  // Pages past the page limit are left out of the output, never passed through unredacted.
  const total = processedPages(source.pageCount, options).length;
  const reduced = new Map<number, number>();
  const clock = hooks.clock ?? Date.now;
  const format = imageFormat(options);
  // Pages the engine rendered ahead are taken for pages without boxes, with the product's
  // writer only (a test's writer may burn where no box is).
  const ahead = request.createWriter ? undefined : source.renderedAhead?.bind(source);
  const regions = new Map<number, PixelRect[]>();
  const labels: BoxLabel[] = [];
  const redactedStrings = entities.map((e) => comparable(e.word)).filter(Boolean);
  // Encoding runs off the main thread in every runtime (napi thread pool, convertToBlob), so
  // pages N-1 and N are encoded while page N+1 renders (ENCODES_IN_FLIGHT); at most three page
  // rasters are alive at a time. `previous` appends the last queued page, `waiting` the older.
  let previous: Promise<void> = Promise.resolve();
  const waiting: Promise<void>[] = [];
  /** Renders the page here, burns its boxes and starts its encode (released once encoded). */
  const renderAndBurn = async (
    page: number,
    pageScale: number,
    geometry: PageGeometry,
    boxes: readonly Box[],
  ): Promise<{ encoded: Promise<Uint8Array> }> => {
    const started = clock();
    const raster = await timer.time('PdfDataToSingleImage', () => source.render(page, pageScale));
    try {
      checkPageTime(page, clock() - started, options.pageTimeLimitMs);
      await timer.time('ImageDrawBoxes', () => {
        // The raster may be a pixel larger than the page (rounded up): scale per axis.
        regions.set(page, writer.burn(raster, boxes, raster.width / geometry.width));
      });
      // An encode starts by replaying the page's recorded drawing into pixels on this thread
      // (Skia's deferred raster in Node: ~1.2-1.7 s of the 117-page thesis), which is
      // rendering: counted as such, not left outside every stage.
      const encodeStarted = timer.now();
      const encoded = raster.encode(format, options.imageQuality).finally(() => raster.release());
      timer.add('PdfDataToSingleImage', timer.now() - encodeStarted);
      return { encoded };
    } catch (error) {
      raster.release();
      throw error;
    }
  };
  try {
    for (let page = 1; page <= total; page++) {
      throwIfAborted(hooks.signal);
      const geometry = await source.geometry(page);
      const boxes = byPage.get(page) ?? [];
      const pageLabels = labelsOnBoxes(options.boxLabels ?? [], page, boxes, redactedStrings);
      labels.push(...pageLabels);
      const pageScale = scaleWithinBudget(geometry, scale, options.maxPagePixels);
      if (pageScale < scale) reduced.set(page, pageScale);
      const rendered =
        ahead && boxes.length === 0
          ? await timer.time('PdfDataToSingleImage', () => ahead(page, pageScale))
          : undefined;
      let encoded: Promise<Uint8Array>;
      if (rendered) {
        checkPageTime(page, rendered.renderMs, options.pageTimeLimitMs);
        // What the product's writer burns into a page without boxes: nothing.
        regions.set(page, []);
        encoded = Promise.resolve(rendered.image);
      } else {
        ({ encoded } = await renderAndBurn(page, pageScale, geometry, boxes));
      }
      const words: LayerWord[] = wordsOutsideRedactions(
        textPages.find((p) => p.page === page)?.words ?? [],
        boxes,
      );
      // Pages are appended in order, each once the one before it is; past the window, wait
      // for the oldest page in flight before queueing this one.
      const oldest = waiting.length >= ENCODES_IN_FLIGHT ? waiting.shift() : undefined;
      if (oldest) await timer.time('SingleImageToPdf', () => oldest);
      previous = Promise.all([previous, encoded]).then(async ([, image]) => {
        await writer.addPage({
          ...geometry,
          image,
          format,
          words,
          ...(pageLabels.length > 0 ? { labels: pageLabels } : {}),
        });
      });
      // A failure is reported by the await above or below; this only silences the interim.
      previous.catch(() => undefined);
      waiting.push(previous);
      hooks.onProgress?.({ stage: 'PdfDataToSingleImage', done: page, total });
    }
    await timer.time('SingleImageToPdf', () => previous);
  } catch (error) {
    await previous.catch(() => undefined);
    throw error;
  }
  const pdf = await timer.time('SingleImageToPdf', () => writer.save());
  return { pdf, total, reduced, regions, labels, skippedWords: writer.skippedWords };
}
