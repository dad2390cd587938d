import type { RedactionWriterFactory } from '../core/redact/redaction-writer';
import type { PageRaster, PdfEngine, PdfSource } from '../core/platform/ports';
import { timeSpan } from '../engines/browser/spans';
import { jobPhase, setJobPhase } from './job-spans';

/*
 * The engine's and the writer's calls as spans for the benchmark's stage breakdown, named
 * `<phase>:<call>` (phases: job-spans.ts). The wrappers only time calls: every other member of
 * the wrapped object (optional port members added later included) is the object's own.
 */

/**
 * `target` with some members replaced: anything else is read from it (methods bound to it), and
 * `in` answers for it, so optional members stay absent exactly when the target lacks them.
 */
function withOverrides<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.prototype.hasOwnProperty.call(overrides, key)) return overrides[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** Times `work` as span `<phase>:<name>`. */
function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  return timeSpan(`${jobPhase()}:${name}`, work);
}

/** A raster whose encoding is recorded as `<phase>:encode`. */
function timedRaster(raster: PageRaster): PageRaster {
  return withOverrides(raster, {
    encode: (format, quality) => timed('encode', () => raster.encode(format, quality)),
  });
}

/** A source whose page reads and renders are recorded per phase. */
function timedSource(source: PdfSource): PdfSource {
  const overrides: Partial<PdfSource> = {
    textRuns: (page) => timed('textRuns', () => source.textRuns(page)),
    render: async (page, scale) =>
      timedRaster(await timed('render', () => source.render(page, scale))),
  };
  // Optional members are timed only where the engine has them (the core checks for them).
  const { pageText, pageDrawing } = source;
  if (pageText) overrides.pageText = (p) => timed('pageText', () => pageText.call(source, p));
  if (pageDrawing)
    overrides.pageDrawing = (p) => timed('pageDrawing', () => pageDrawing.call(source, p));
  return withOverrides(source, overrides);
}

/** Wraps an engine so that its opens, reads, renders, encodes and decodes are recorded. */
export function timedEngine(engine: PdfEngine): PdfEngine {
  const overrides: { -readonly [K in keyof PdfEngine]?: PdfEngine[K] } = {
    open: async (data, options) =>
      timedSource(await timed('open', () => engine.open(data, options))),
  };
  const images = engine.images;
  if (images) {
    overrides.images = withOverrides(images, {
      jpegGray: (jpeg, placement, regions) =>
        timed('decode', () => images.jpegGray(jpeg, placement, regions)),
    });
  }
  return withOverrides(engine, overrides);
}

/**
 * Wraps a writer factory: creating it starts the `write` phase, its page appends and its save
 * are recorded, and the `verify` phase starts once it has saved (verification opens the output
 * right after). The writer itself is untouched: verification never learns about the wrapper.
 */
export function timedWriter(create: RedactionWriterFactory): RedactionWriterFactory {
  return async (...args: Parameters<RedactionWriterFactory>) => {
    setJobPhase('write');
    const writer = await create(...args);
    return withOverrides(writer, {
      addPage: (page) => timeSpan('write:addPage', () => writer.addPage(page)),
      save: async () => {
        const pdf = await timeSpan('write:save', () => writer.save());
        setJobPhase('verify');
        return pdf;
      },
    });
  };
}
