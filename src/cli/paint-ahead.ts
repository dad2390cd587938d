import { scaleWithinBudget } from '../core/pipeline/page-limits';
import type {
  PageRaster,
  PdfEngine,
  PdfSource,
  RenderAheadPlan,
  RenderedAhead,
  TextRun,
} from '../core/platform/ports';

/** When the CLI paints a document's pages ahead (see `paintingAhead`). */
export interface PaintAheadLimits {
  /** Most pages painted ahead, from the first (each is held until the writer takes it). */
  maxPages: number;
  /** Most bytes of page pixels held (RGBA, 4 bytes a pixel). */
  maxBytes: number;
  /** The job's page time limit: a page that took longer is dropped and rendered again later. */
  pageTimeLimitMs?: number;
}

/** An engine whose sources can paint their pages ahead, and the call that starts it. */
export interface PaintAheadEngine {
  engine: PdfEngine;
  /**
   * Paints the last opened document's pages, in order, on this thread, from now until the
   * writer asks for one it has not reached: called once the document is read and detection
   * runs elsewhere (nothing else needs this thread then). Past the held pages (`maxPages`),
   * pages are painted and encoded at once (kept as image bytes) until `until` settles: the
   * detection's answer, after which the writer needs this thread.
   */
  paint(until?: Promise<unknown>): void;
}

/**
 * Pages encoded ahead whose encode may still be running: beyond two, painting waits for the
 * oldest, so at most three page rasters (~8.4 MB each at 150 dpi) are alive at a time.
 */
const ENCODES_IN_FLIGHT = 2;

/**
 * Rasters held of a document longer than `maxPages` while detection runs: its later pages are
 * encoded ahead instead (~170 KB each against ~8.4 MB a raster at 150 dpi). The 117-page
 * thesis peaks while its detection runs (the thread's heap beside the reading's), and 16 held
 * rasters took that peak from ~500 to 557-575 MB.
 */
const HELD_WHEN_ENCODING = 4;

/** A page painted ahead: its raster, at the scale it was painted. */
interface Painted {
  scale: number;
  raster: Promise<PageRaster>;
}

/** A page painted and encoded ahead (past the held pages): its image, for a page without boxes. */
interface Encoded {
  scale: number;
  image: Promise<RenderedAhead | undefined>;
}

/**
 * Wraps `engine` so that a job's pages are painted while detection runs on another thread.
 * Painting needs no boxes: `render(page, scale)` later returns the raster painted ahead at that
 * scale (the same call made earlier, so the same pixels), and the writer burns and encodes it.
 * Only the first pages are painted ahead (`maxPages`), since each is held until written
 * (about 8.4 MB at 150 dpi); the job's `renderAhead` plan gives the output's scale and budget.
 */
export function paintingAhead(
  engine: PdfEngine,
  limits: PaintAheadLimits,
  onTextRuns?: (page: number, runs: readonly TextRun[]) => void,
): PaintAheadEngine {
  let current: PaintingSource | undefined;
  return {
    engine: {
      ...engine,
      async open(data, options) {
        const source = await engine.open(data, options);
        // An engine that renders ahead on its own keeps doing so.
        if (source.renderAhead) return source;
        current = new PaintingSource(source, limits, onTextRuns);
        return current.asSource();
      },
    },
    paint: (until) => current?.paint(until),
  };
}

/** The source wrapper of `paintingAhead` (it also shows the text runs read to `onTextRuns`). */
class PaintingSource {
  private plan: RenderAheadPlan | undefined;
  private readonly painted = new Map<number, Painted>();
  private readonly encoded = new Map<number, Encoded>();
  /** Whether the detection is still running (pages past the held ones are encoded meanwhile). */
  private detecting = false;
  private stopped = false;
  private started = false;
  /** The page being painted now, if any. */
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly source: PdfSource,
    private readonly limits: PaintAheadLimits,
    private readonly onTextRuns?: (page: number, runs: readonly TextRun[]) => void,
  ) {}

  /** The source as the job sees it: `renderAhead` keeps the plan, `render` takes painted pages. */
  asSource(): PdfSource {
    const own: Partial<PdfSource> = {
      renderAhead: (plan) => {
        this.plan ??= plan;
      },
      render: (page, scale) => this.render(page, scale),
      renderedAhead: (page, scale) => this.renderedAhead(page, scale),
      textRuns: async (page) => {
        const runs = await this.source.textRuns(page);
        this.onTextRuns?.(page, runs);
        return runs;
      },
      close: () => this.close(),
    };
    const source = this.source;
    return new Proxy(source, {
      get(target, property, receiver) {
        if (property in own) return own[property as keyof PdfSource];
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
      has(target, property) {
        return property in own || Reflect.has(target, property);
      },
    });
  }

  /** Starts painting (once), if the plan's pages fit the limits. */
  paint(until?: Promise<unknown>): void {
    const plan = this.plan;
    if (!plan || this.stopped || this.started) return;
    this.started = true;
    if (until) {
      this.detecting = true;
      const done = () => {
        this.detecting = false;
      };
      until.then(done, done);
    }
    this.inFlight = this.paintAll(plan).catch(() => {
      // A page that fails here is rendered again by the writer, which reports it.
      this.stopped = true;
    });
  }

  private async paintAll(plan: RenderAheadPlan): Promise<void> {
    let bytes = 0;
    const encoding = this.detecting && plan.pages > this.limits.maxPages;
    const held = encoding
      ? Math.min(HELD_WHEN_ENCODING, this.limits.maxPages)
      : this.limits.maxPages;
    const last = Math.min(plan.pages, held);
    let page = 1;
    for (; page <= last && !this.stopped; page++) {
      const geometry = await this.source.geometry(page);
      if (this.stopped) return;
      const scale = scaleWithinBudget(geometry, plan.scale, plan.maxPagePixels);
      bytes += Math.ceil(geometry.width * scale) * Math.ceil(geometry.height * scale) * 4;
      if (bytes > this.limits.maxBytes) break;
      const started = performance.now();
      const raster = this.source.render(page, scale);
      this.painted.set(page, { scale, raster });
      await raster;
      const limit = this.limits.pageTimeLimitMs;
      if (limit !== undefined && performance.now() - started > limit) {
        // Rendered again by the writer, so its own page time check sees the real time.
        this.painted.delete(page);
        (await raster).release();
        return;
      }
    }
    await this.encodeAhead(plan, page);
  }

  /**
   * Paints and encodes pages `from`.. in order while the detection runs, keeping only their
   * image bytes (~170 KB a page at 150 dpi): the writer takes them for pages without boxes, as
   * it takes an engine's `renderedAhead` pages (the same render and encode calls, so the same
   * bytes). On the 117-page thesis the main thread otherwise idled ~1 s after the held pages.
   */
  private async encodeAhead(plan: RenderAheadPlan, from: number): Promise<void> {
    const inFlight: Promise<unknown>[] = [];
    for (let page = from; page <= plan.pages && this.detecting && !this.stopped; page++) {
      const geometry = await this.source.geometry(page);
      if (!this.detecting || this.stopped) break;
      const scale = scaleWithinBudget(geometry, plan.scale, plan.maxPagePixels);
      const started = performance.now();
      const raster = await this.source.render(page, scale);
      const renderMs = performance.now() - started;
      const limit = this.limits.pageTimeLimitMs;
      if (limit !== undefined && renderMs > limit) {
        // Rendered again by the writer, so its own page time check sees the real time.
        raster.release();
        break;
      }
      const image = raster
        .encode(plan.format, plan.quality)
        .then((bytes): RenderedAhead => ({ image: bytes, renderMs }))
        .finally(() => raster.release());
      const kept = image.catch(() => undefined);
      this.encoded.set(page, { scale, image: kept });
      inFlight.push(kept);
      if (inFlight.length > ENCODES_IN_FLIGHT) await inFlight.shift();
    }
    await Promise.all(inFlight);
  }

  /** The image of `page` encoded ahead at `scale`, if it was (a page without boxes). */
  private async renderedAhead(page: number, scale: number): Promise<RenderedAhead | undefined> {
    const held = this.encoded.get(page);
    if (!held) return undefined;
    this.encoded.delete(page);
    return held.scale === scale ? held.image : undefined;
  }

  private async render(page: number, scale: number): Promise<PageRaster> {
    // Renders before the painting starts are the reading's (OCR of a page without text: the
    // thesis's figure pages), not the writer overtaking it: they used to stop the painting.
    if (!this.started) return this.source.render(page, scale);
    // A page with boxes, encoded ahead for nothing: the writer renders it here.
    this.encoded.delete(page);
    const held = this.painted.get(page);
    if (held) {
      this.painted.delete(page);
      if (held.scale === scale) return held.raster;
      void held.raster.then(
        (r) => r.release(),
        () => undefined,
      );
    } else {
      // The writer overtook the painting: it renders the rest itself, one page at a time.
      this.stopped = true;
      await this.inFlight;
    }
    return this.source.render(page, scale);
  }

  private async close(): Promise<void> {
    this.stopped = true;
    await this.inFlight;
    for (const held of this.painted.values()) {
      void held.raster.then(
        (r) => r.release(),
        () => undefined,
      );
    }
    this.painted.clear();
    this.encoded.clear();
    await this.source.close();
  }
}
