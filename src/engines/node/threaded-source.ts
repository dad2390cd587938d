import type {
  PageContent,
  PageDrawing,
  PageRaster,
  PdfSource,
  TextRun,
} from '../../core/platform/ports';
import { napiRasterFromPixels } from './napi-raster';
import type { PageTask, PageThreadPool } from './page-threads';
import type { RunValue, ThreadMethod } from './thread-protocol';

/** Documents shorter than this are read on the calling thread (starting threads costs more). */
const MIN_PAGES = 3;

/** The reads a thread may do ahead of the core, keyed by method, page and scale. */
type ReadKey = `${ThreadMethod}:${number}:${number}`;

/**
 * Wraps a pdf.js source so page threads read ahead of the core: when the core reads pages in
 * order (page N after N-1, as every stage does), the next pages' reads (text runs with their
 * drawing, page text, content, renders at the same scale) are queued for the thread pool, so
 * they run on the other cores while the core works on page N. A read the core asks for is taken
 * from the thread when it has started (or finished) it, and otherwise done on the calling thread
 * as before; a thread that fails leaves the read to the calling thread too, so results and
 * errors are the engine's own either way. At most `window` reads per kind are ahead, whatever
 * the length of the document. Methods the threads do not do pass through to `inner`.
 */
export function threadedSource(
  inner: PdfSource,
  pool: PageThreadPool,
  data: Uint8Array,
  password: string | undefined,
): PdfSource {
  if (inner.pageCount < MIN_PAGES) return inner;
  const ahead = new ReadAhead(inner.pageCount, pool, data, password);
  const own: Partial<PdfSource> = {
    textRuns: async (page) => {
      const value = await ahead.take('textRuns', page);
      if (value?.method !== 'textRuns') return inner.textRuns(page);
      // The core asks for a page's drawing after its runs, or after the next page's runs
      // (readPageLayers reads one page ahead): keep the two latest pages' only.
      for (const kept of ahead.drawings.keys()) if (kept < page - 1) ahead.drawings.delete(kept);
      if (value.drawing && !('failed' in value.drawing)) ahead.drawings.set(page, value.drawing);
      return value.runs satisfies TextRun[];
    },
    render: async (page, scale) => {
      const value = await ahead.take('render', page, scale);
      if (value?.method !== 'render') return inner.render(page, scale);
      const { width, height, rgba } = value.pixels;
      return napiRasterFromPixels(width, height, rgba).raster satisfies PageRaster;
    },
    close: async () => {
      ahead.close();
      await inner.close();
    },
  };
  if (inner.pageText) {
    const pageText = inner.pageText.bind(inner);
    own.pageText = async (page) => {
      const value = await ahead.take('pageText', page);
      return value?.method === 'pageText' ? value.text : pageText(page);
    };
  }
  if (inner.pageContent) {
    const pageContent = inner.pageContent.bind(inner);
    own.pageContent = async (page) => {
      const value = await ahead.take('pageContent', page);
      return value?.method === 'pageContent'
        ? (value.content satisfies PageContent)
        : pageContent(page);
    };
  }
  if (inner.pageDrawing) {
    const pageDrawing = inner.pageDrawing.bind(inner);
    own.pageDrawing = async (page) => {
      const read = ahead.drawings.get(page);
      ahead.drawings.delete(page);
      if (read) return read;
      const value = await ahead.take('pageDrawing', page);
      return value?.method === 'pageDrawing'
        ? (value.drawing satisfies PageDrawing)
        : pageDrawing(page);
    };
  }
  // Everything else (geometry, releasePage, methods added later) is the inner source's own.
  return new Proxy(inner, {
    get(target, property, receiver) {
      if (property in own) return own[property as keyof PdfSource];
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** The read-ahead state of one opened document. */
class ReadAhead {
  /** Reads queued or running in threads. */
  private readonly tasks = new Map<ReadKey, PageTask>();
  /** The last page asked for, per method and scale. */
  private readonly last = new Map<string, number>();
  /** Drawings read by a thread together with the page's text runs. */
  readonly drawings = new Map<number, PageDrawing>();
  /** True once the core asked for a drawing: text-run reads then bring the drawing along. */
  private wantsDrawing = false;
  private doc: number | undefined;
  private closed = false;

  constructor(
    private readonly pageCount: number,
    private readonly pool: PageThreadPool,
    private readonly data: Uint8Array,
    private readonly password: string | undefined,
  ) {}

  /**
   * The thread's value for a read the core asks for, or undefined when the calling thread
   * should do it itself (never queued, not yet started, or failed); queues the reads after it.
   */
  async take(method: ThreadMethod, page: number, scale = 0): Promise<RunValue | undefined> {
    if (this.closed) return undefined;
    if (method === 'pageDrawing') this.noteDrawingWanted();
    const key: ReadKey = `${method}:${page}:${scale}`;
    const task = this.tasks.get(key);
    this.tasks.delete(key);
    this.queueAfter(method, page, scale);
    if (!task || this.pool.cancel(task)) return undefined;
    return task.result;
  }

  /** Queues the next pages' reads when the core reads in order, dropping ones it skipped. */
  private queueAfter(method: ThreadMethod, page: number, scale: number): void {
    const stream = `${method}:${scale}`;
    const previous = this.last.get(stream);
    this.last.set(stream, page);
    // Renders are large and asked at odd scales too: only a second page in a row starts them.
    const inOrder = previous === page - 1 || (page === 1 && method !== 'render');
    for (const [key, task] of this.tasks) {
      const [m, p, s] = key.split(':');
      if (`${m}:${s}` === stream && (!inOrder || Number(p) <= page)) {
        this.tasks.delete(key);
        this.pool.cancel(task);
      }
    }
    if (!inOrder) return;
    const window = method === 'render' ? this.pool.size + 1 : this.pool.size * 2;
    for (let next = page + 1; next <= Math.min(this.pageCount, page + window); next++) {
      const key: ReadKey = `${method}:${next}:${scale}`;
      // A drawing read with the page's text runs is not read twice.
      if (this.tasks.has(key) || (method === 'pageDrawing' && this.tasks.has(`textRuns:${next}:0`)))
        continue;
      this.doc ??= this.pool.openDoc(this.data, this.password);
      const message = { doc: this.doc, method, page: next, scale, drawing: this.wantsDrawing };
      this.tasks.set(key, this.pool.submit(message));
    }
  }

  /** From now on text-run reads bring the drawing along, queued ones included. */
  private noteDrawingWanted(): void {
    if (this.wantsDrawing) return;
    this.wantsDrawing = true;
    for (const [key, task] of this.tasks)
      if (key.startsWith('textRuns:') && !task.started) task.message.drawing = true;
  }

  /** Drops every read ahead and closes the document in the threads. */
  close(): void {
    this.closed = true;
    for (const task of this.tasks.values()) this.pool.cancel(task);
    this.tasks.clear();
    this.drawings.clear();
    if (this.doc !== undefined) this.pool.closeDoc(this.doc);
  }
}
