import type { RedactionWriterFactory } from '../core/redact/redaction-writer';
import type { ImageDecoder, PageRaster, PdfEngine, PdfSource } from '../core/platform/ports';
import { timeSpan } from '../engines/browser/spans';
import { jobPhase, setJobPhase } from './job-spans';

/*
 * The engine's and the writer's calls as spans for the benchmark's stage breakdown, named
 * `<phase>:<call>` (phases: job-spans.ts).
 */

/** A raster whose encoding is recorded as `<phase>:encode`. */
function timedRaster(raster: PageRaster): PageRaster {
  return {
    get width() {
      return raster.width;
    },
    get height() {
      return raster.height;
    },
    fillBlack: (rects) => raster.fillBlack(rects),
    grayPixels: () => raster.grayPixels(),
    encode: (format, quality) =>
      timeSpan(`${jobPhase()}:encode`, () => raster.encode(format, quality)),
    release: () => raster.release(),
  };
}

/** A source whose page reads and renders are recorded per phase. */
function timedSource(source: PdfSource): PdfSource {
  const timed = <T>(name: string, work: () => Promise<T>) =>
    timeSpan(`${jobPhase()}:${name}`, work);
  const wrapped: PdfSource = {
    pageCount: source.pageCount,
    geometry: (page) => source.geometry(page),
    textRuns: (page) => timed('textRuns', () => source.textRuns(page)),
    render: async (page, scale) =>
      timedRaster(await timed('render', () => source.render(page, scale))),
    close: () => source.close(),
  };
  // Optional members stay absent when the engine has none (the core checks for them).
  if (source.pageText) wrapped.pageText = (p) => timed('pageText', () => source.pageText!(p));
  if (source.pageContent) wrapped.pageContent = (p) => source.pageContent!(p);
  if (source.pageDrawing)
    wrapped.pageDrawing = (p) => timed('pageDrawing', () => source.pageDrawing!(p));
  if (source.unreadInk) wrapped.unreadInk = (p) => source.unreadInk!(p);
  if (source.releasePage) wrapped.releasePage = (p) => source.releasePage!(p);
  return wrapped;
}

/** An image decoder whose decodes are recorded as `<phase>:decode`. */
function timedImages(images: ImageDecoder): ImageDecoder {
  return {
    jpegGray: (jpeg, placement, regions) =>
      timeSpan(`${jobPhase()}:decode`, () => images.jpegGray(jpeg, placement, regions)),
  };
}

/** Wraps an engine so that its opens, reads, renders, encodes and decodes are recorded. */
export function timedEngine(engine: PdfEngine): PdfEngine {
  return {
    open: async (data, options) =>
      timedSource(await timeSpan(`${jobPhase()}:open`, () => engine.open(data, options))),
    ...(engine.images ? { images: timedImages(engine.images) } : {}),
  };
}

/**
 * Wraps a writer factory: creating it starts the `write` phase, its page appends and its save
 * are recorded, and the `verify` phase starts once it has saved (verification opens the output
 * right after). The writer itself is untouched: verification never learns about the wrapper.
 */
export function timedWriter(create: RedactionWriterFactory): RedactionWriterFactory {
  return async () => {
    setJobPhase('write');
    const writer = await create();
    return {
      burn: (raster, boxes, scale) => writer.burn(raster, boxes, scale),
      addPage: (page) => timeSpan('write:addPage', () => writer.addPage(page)),
      save: async () => {
        const pdf = await timeSpan('write:save', () => writer.save());
        setJobPhase('verify');
        return pdf;
      },
      get skippedWords() {
        return writer.skippedWords;
      },
    };
  };
}
