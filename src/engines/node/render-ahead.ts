import { isMainThread } from 'node:worker_threads';
import type { PdfSource, RenderAheadPlan, RenderedAhead } from '../../core/platform/ports';
import { type PageTask, PageThreadPool } from './page-threads';
import type { RunValue } from './thread-protocol';

/**
 * Encoded pages held for the writer at most (bytes). A 150 dpi JPEG page is 100-250 KB, so the
 * 117-page thesis (~20 MB) is held whole; a longer document pauses the thread there until the
 * writer takes pages, whatever its length.
 */
const MAX_HELD_BYTES = 48 * 1024 * 1024;

/** One page handed to the thread: its task, and its image's size once it came back. */
interface AheadPage {
  task: PageTask;
  value: Promise<RunValue | undefined>;
  bytes: number;
  /** True once the thread answered. */
  done: boolean;
  /** Whether the thread paints the page's reading operator list (see `lendable`). */
  readingList: boolean;
}

/** Whether the calling thread's render of a page would paint its reading operator list now. */
type Lendable = (page: number) => Promise<boolean>;

/**
 * One page thread (page.thread.ts, its own pdf.js) that renders and encodes pages 1..N in order
 * from the moment the job knows its output settings, while the calling thread reads the document
 * and detects: an output page without boxes is exactly that image (same renderer, scale and
 * encoder), so the writer takes it instead of rendering after detection. One page at a time is
 * in the thread; the writer takes the pages the thread has finished and renders the others
 * itself; once it overtakes the thread, the thread goes on from the last page down, so both
 * cores render while the writer runs and never the same page. Held images are bounded by MAX_HELD_BYTES; the thread ends when the last page is
 * done or the document closes.
 */
class RenderAhead {
  private plan?: RenderAheadPlan;
  private pool?: PageThreadPool;
  private doc = 0;
  /** Next page of the forward pass (the pass that runs while the document is read). */
  private next = 1;
  /**
   * Once the writer has overtaken the thread, the thread renders from the last page down
   * (`top`), so the two never work on the same page; `writer` is the writer's page.
   */
  private backward = false;
  private top = 0;
  private writer = 0;
  private running = false;
  private closed = false;
  private held = 0;
  private readonly pages = new Map<number, AheadPage>();
  /**
   * Per page read by the calling thread: whether its render there would paint the reading's
   * operator list (pdf.js's optimised list paints a few pixels differently). A page is handed
   * to the thread once it is known, so the thread trails the reading by a page at most.
   */
  private readonly readingLists = new Map<number, boolean>();

  constructor(
    private readonly data: Uint8Array,
    private readonly password: string | undefined,
    private readonly lendable: Lendable,
  ) {}

  /** The calling thread has read `page` (and released what it keeps of it). */
  async noteRead(page: number): Promise<void> {
    if (this.closed) return;
    this.readingLists.set(page, await this.lendable(page));
    this.pump();
  }

  /** Starts the thread on the plan (the first plan only). */
  start(plan: RenderAheadPlan): void {
    if (this.plan || this.closed) return;
    this.plan = plan;
    this.top = plan.pages;
    this.pool = new PageThreadPool(1, { lowPriority: true });
    this.doc = this.pool.openDoc(this.data, this.password);
    this.pump();
  }

  /** Hands the thread its next page, unless one is in it, the window is full or all are done. */
  private pump(): void {
    const { plan, pool } = this;
    if (!plan || !pool || this.running || this.closed) return;
    const low = Math.max(this.next, this.writer + 1);
    if (this.backward ? this.top < low : this.next > plan.pages) {
      // Every page is done or the writer's: the thread's isolate and pdf.js go now.
      void pool.terminate();
      return;
    }
    if (this.held >= MAX_HELD_BYTES) return;
    const page = this.backward ? this.top : this.next;
    const readingList = this.readingLists.get(page);
    if (readingList === undefined) return;
    if (this.backward) this.top--;
    else this.next++;
    const task = pool.submit({
      doc: this.doc,
      method: 'encode',
      page,
      scale: plan.scale,
      format: plan.format,
      quality: plan.quality,
      readingList,
      ...(plan.maxPagePixels === undefined ? {} : { maxPagePixels: plan.maxPagePixels }),
    });
    this.running = true;
    const entry: AheadPage = { task, value: task.result, bytes: 0, readingList, done: false };
    this.pages.set(page, entry);
    void task.result.then((value) => {
      this.running = false;
      entry.done = true;
      if (value?.method !== 'encode') {
        // A page the thread started and failed ends the render-ahead (the writer renders every
        // page from then on); a page taken back before it started is no failure.
        if (task.started) this.close();
      } else if (this.pages.get(page) === entry) {
        entry.bytes = value.image.byteLength;
        this.held += entry.bytes;
      }
      this.pump();
    });
  }

  /**
   * The page's image when the thread has finished it at this scale; undefined otherwise (the
   * writer renders it: waiting for the slower thread cost more than rendering here).
   */
  async take(page: number, scale: number): Promise<RenderedAhead | undefined> {
    // Pages before it are never asked for again (the writer goes in order): let them go.
    for (const [p, entry] of this.pages) if (p < page) this.drop(p, entry);
    this.writer = page;
    const entry = this.pages.get(page);
    if (!entry?.done) {
      // Not done: the writer renders it, and the thread goes on from the last page down.
      if (entry && !entry.task.started) this.pool?.cancel(entry.task);
      if (entry) this.pages.delete(page);
      this.backward = true;
      this.pump();
      return undefined;
    }
    const value = await entry.value;
    this.drop(page, entry);
    if (value?.method !== 'encode' || value.scale !== scale) return undefined;
    // Painted another way than a render here would now (an OCR render dropped the list): redo.
    if ((await this.lendable(page)) !== entry.readingList) return undefined;
    return { image: value.image, renderMs: value.renderMs };
  }

  /**
   * Resolves once the thread has done page `page` or never will (for tests, which must see the
   * thread's pages whatever the machine's load; the writer never waits so).
   */
  async settled(page: number): Promise<void> {
    while (!this.closed && this.plan && this.next <= page && !this.backward) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await this.pages.get(page)?.value;
  }

  /** Forgets a page's image (taken or passed). */
  private drop(page: number, entry: AheadPage): void {
    if (this.pages.get(page) !== entry) return;
    this.pages.delete(page);
    this.held -= entry.bytes;
    entry.bytes = 0;
    this.pump();
  }

  /** Stops the thread and forgets every image. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pages.clear();
    this.held = 0;
    if (this.pool) {
      this.pool.closeDoc(this.doc);
      void this.pool.terminate();
    }
  }
}

/**
 * Whether pages are rendered ahead on a thread: only when OBSCURA_RENDER_AHEAD=1, in the main
 * thread (an engine inside a job thread never starts threads of its own). Off by default: on
 * the 2-core machine it cost the 117-page thesis wall time, CPU and ~90 MB (ARCHITECTURE.md,
 * "Known limits"), as the second core is already half busy with V8's and libuv's threads.
 */
export function renderAheadWanted(): boolean {
  return isMainThread && process.env.OBSCURA_RENDER_AHEAD === '1';
}

/** PdfJsSource's report of how its render of a page would paint it (pdfjs-source.ts). */
interface ReadingLists {
  rendersReadingList(page: number): Promise<boolean>;
}

/**
 * The source with `renderAhead` and `renderedAhead` (see RenderAhead); `close` also stops the
 * thread. `data` is the document's bytes (the thread opens its own copy).
 */
export function renderingAhead(
  source: PdfSource,
  data: Uint8Array,
  password: string | undefined,
): PdfSource {
  const lists = source as Partial<ReadingLists>;
  const lendable: Lendable = (page) =>
    lists.rendersReadingList ? lists.rendersReadingList(page) : Promise.resolve(false);
  const ahead = new RenderAhead(data, password, lendable);
  const own: Partial<PdfSource> = {
    releasePage: async (page) => {
      await source.releasePage?.(page);
      await ahead.noteRead(page);
    },
    renderAhead: (plan) => ahead.start(plan),
    renderedAhead: (page, scale) => ahead.take(page, scale),
    ...({ renderedAheadSettled: (page: number) => ahead.settled(page) } as Partial<PdfSource>),
    close: async () => {
      ahead.close();
      await source.close();
    },
  };
  return new Proxy(source, {
    get(target, property, receiver) {
      if (property in own) return own[property as keyof PdfSource];
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
