import { scaleWithinBudget } from '../core/pipeline/page-limits';
import type {
  PageRaster,
  PdfEngine,
  PdfSource,
  RenderAheadPlan,
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
   * runs elsewhere (nothing else needs this thread then).
   */
  paint(): void;
}

/** A page painted ahead: its raster, at the scale it was painted. */
interface Painted {
  scale: number;
  raster: Promise<PageRaster>;
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
    paint: () => current?.paint(),
  };
}

/** The source wrapper of `paintingAhead` (it also shows the text runs read to `onTextRuns`). */
class PaintingSource {
  private plan: RenderAheadPlan | undefined;
  private readonly painted = new Map<number, Painted>();
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
  paint(): void {
    const plan = this.plan;
    if (!plan || this.stopped || this.started) return;
    this.started = true;
    this.inFlight = this.paintAll(plan).catch(() => {
      // A page that fails here is rendered again by the writer, which reports it.
      this.stopped = true;
    });
  }

  private async paintAll(plan: RenderAheadPlan): Promise<void> {
    let bytes = 0;
    const last = Math.min(plan.pages, this.limits.maxPages);
    for (let page = 1; page <= last && !this.stopped; page++) {
      const geometry = await this.source.geometry(page);
      if (this.stopped) return;
      const scale = scaleWithinBudget(geometry, plan.scale, plan.maxPagePixels);
      bytes += Math.ceil(geometry.width * scale) * Math.ceil(geometry.height * scale) * 4;
      if (bytes > this.limits.maxBytes) return;
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
  }

  private async render(page: number, scale: number): Promise<PageRaster> {
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
    await this.source.close();
  }
}
