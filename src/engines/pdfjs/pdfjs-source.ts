import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { TextItem, TextStyle } from 'pdfjs-dist/types/src/display/api';
import { DocumentError } from '../../core/contract/errors';
import { LINE_END_RUN } from '../../core/document/line-end-run';
import type {
  PageContent,
  PageDrawing,
  PageGeometry,
  PageRaster,
  PdfSource,
  TextRun,
  UnreadInk,
} from '../../core/platform/ports';
import { type AnnotationText, readAnnotationText } from './annotation-text';
import { charWidthsOf, readFontAdvances } from './font-advances';
import { readPageContent } from './page-content';
import { type LayerVisibility, readPageDrawing } from './page-drawing';
import type { PdfJsModule } from './pdfjs-module';
import { lendOperatorList, operatorListOf, readingListLendable } from './reuse-operator-list';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** A raster plus the 2D context pdf.js draws into. */
export interface DrawableRaster {
  raster: PageRaster;
  /** The canvas and its context, typed loosely: DOM, OffscreenCanvas and @napi-rs/canvas differ. */
  canvas: unknown;
  context: unknown;
}

/** Creates a blank raster of the given pixel size. */
export type RasterFactory = (width: number, height: number) => DrawableRaster;

/** Widget annotation fields read for form values (pdf.js's annotation data is untyped). */
interface WidgetData {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  rect?: number[];
  hidden?: boolean;
}

/** Adapts a pdf.js document to the core's PdfSource port. */
export class PdfJsSource implements PdfSource {
  readonly pageCount: number;
  /** Pages whose cached operator list holds decoded images (worth releasing). */
  private readonly pagesWithImages = new Set<number>();
  private readonly imageOps: ReadonlySet<number>;
  /** Each page's annotation text, read once (small: runs and rectangles). */
  private readonly annotationReadings = new Map<number, Promise<AnnotationText>>();
  private layers: Promise<LayerVisibility> | undefined;

  constructor(
    private readonly pdfjs: PdfJsModule,
    private readonly doc: PDFDocumentProxy,
    private readonly createRaster: RasterFactory,
  ) {
    this.pageCount = doc.numPages;
    const OPS = pdfjs.OPS;
    this.imageOps = new Set([
      OPS.paintImageXObject,
      OPS.paintInlineImageXObject,
      OPS.paintImageMaskXObject,
      OPS.paintImageXObjectRepeat,
      OPS.paintInlineImageXObjectGroup,
    ]);
  }

  /** Geometry of the displayed page (viewport at scale 1 applies /Rotate and the crop box). */
  geometry(page: number): Promise<PageGeometry> {
    return this.reading(page, () => this.readGeometry(page));
  }

  /**
   * Text runs in display coordinates, plus the text annotation appearances paint (form field
   * values, FreeText, stamps) as runs of their own, where the page image shows it.
   */
  textRuns(page: number): Promise<TextRun[]> {
    return this.reading(page, () => this.readTextRuns(page));
  }

  /**
   * Every string of the text content, zero-size text included, plus form field values: no
   * operator list is built (it is only needed for glyph widths), so no image is decoded.
   */
  pageText(page: number): Promise<string> {
    return this.reading(page, async () => {
      const proxy = await this.doc.getPage(page);
      const content = await proxy.getTextContent();
      const strings = content.items.map((item) => ('str' in item ? item.str : ''));
      const fields = await this.formFieldRuns(proxy, proxy.getViewport({ scale: 1 }).transform);
      return [...strings, ...fields.map((r) => r.str)].join('\n');
    });
  }

  /** Image coverage and unmapped glyphs, from the page's operator list. */
  pageContent(page: number): Promise<PageContent> {
    return this.reading(page, async () =>
      readPageContent(this.pdfjs, await this.doc.getPage(page)),
    );
  }

  /** Glyphs and fills in painting order, from the page's operator list. */
  pageDrawing(page: number): Promise<PageDrawing> {
    return this.reading(page, async () => {
      const proxy = await this.doc.getPage(page);
      const drawing = await readPageDrawing(this.pdfjs, proxy, await this.layerVisibility());
      await this.noteImages(page, proxy);
      return drawing;
    });
  }

  /**
   * Drops pdf.js's caches for a page whose operator list holds decoded images (reading text
   * runs builds the operator list for glyph widths, which decodes every image of the page).
   * A page of text only keeps its small operator list: the next reader and the render reuse it.
   */
  async releasePage(page: number): Promise<void> {
    if (!this.pagesWithImages.delete(page)) return;
    (await this.doc.getPage(page)).cleanup();
  }

  /** Which optional-content layers pdf.js shows when it renders (read once per document). */
  private layerVisibility(): Promise<LayerVisibility> {
    this.layers ??= this.doc
      .getOptionalContentConfig({ intent: 'display' })
      .then(
        (config): LayerVisibility =>
          (group) =>
            config.isVisible(group as never),
      )
      .catch((): LayerVisibility => () => true);
    return this.layers;
  }

  /** Remembers that the page's (already built) operator list paints images. */
  private async noteImages(page: number, proxy: PDFPageProxy): Promise<void> {
    const ops = await operatorListOf(proxy, this.pdfjs.AnnotationMode.ENABLE);
    if (ops.fnArray.some((fn) => this.imageOps.has(fn))) this.pagesWithImages.add(page);
  }

  /** Renders the page (annotation appearances included) on a white background. */
  render(page: number, scale: number): Promise<PageRaster> {
    return this.reading(page, () => this.renderPage(page, scale));
  }

  /**
   * Whether a render of the page started now would paint the reading's operator list (kept
   * from reading its text) rather than build its own: the two differ by a few pixels.
   */
  async rendersReadingList(page: number): Promise<boolean> {
    const proxy = await this.doc.getPage(page);
    return readingListLendable(proxy, this.pdfjs.AnnotationMode.ENABLE);
  }

  /**
   * Renders the page as `render` does after the page was read: from the reading's operator
   * list (built here first), so a page rendered ahead in a thread is the same image.
   */
  renderFromReadingList(page: number, scale: number): Promise<PageRaster> {
    return this.reading(page, async () => {
      const proxy = await this.doc.getPage(page);
      await operatorListOf(proxy, this.pdfjs.AnnotationMode.ENABLE);
      return this.renderPage(page, scale);
    });
  }

  /**
   * pdf.js throws plain errors ("Illegal character", "Bad XRef entry") when a page's objects
   * are damaged; those are facts about the document, so they become DocumentError sentences.
   */
  private async reading<T>(page: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DocumentError) throw error;
      const detail = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
      throw new DocumentError(
        'unreadable',
        `Page ${page} of the PDF is damaged and cannot be read (${detail}).`,
      );
    }
  }

  private async readGeometry(page: number): Promise<PageGeometry> {
    const proxy = await this.doc.getPage(page);
    const viewport = proxy.getViewport({ scale: 1 });
    return { page, width: viewport.width, height: viewport.height, rotation: proxy.rotate };
  }

  private async readTextRuns(page: number): Promise<TextRun[]> {
    const proxy = await this.doc.getPage(page);
    const viewport = proxy.getViewport({ scale: 1 });
    const content = await proxy.getTextContent();
    // The operator list decodes the page's images too: a scan without text skips it entirely.
    const hasText = content.items.some((item) => 'str' in item && item.str.trim() !== '');
    const advances = hasText ? await readFontAdvances(this.pdfjs, proxy) : new Map();
    if (hasText) await this.noteImages(page, proxy);
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const run = this.toRun(item, content.styles[item.fontName], viewport.transform);
      if (!run) continue;
      const charWidths = charWidthsOf(run.str, item.fontName, advances);
      runs.push(charWidths ? { ...run, charWidths } : run);
    }
    // With text, the operator list is built: the annotations are asked for only if it paints one.
    runs.push(...(await this.annotationText(page, proxy, hasText)).runs);
    return runs;
  }

  /** Annotation ink of a page that could not be read as text (pictures, unmapped glyphs). */
  unreadInk(page: number): Promise<UnreadInk[]> {
    return this.reading(page, async () => {
      const proxy = await this.doc.getPage(page);
      return (await this.annotationText(page, proxy)).unread;
    });
  }

  /**
   * What the page's annotation appearances paint (form field values where their appearance
   * puts them, FreeText, stamps), read once per page: textRuns and unreadInk share it.
   */
  private annotationText(
    page: number,
    proxy: PDFPageProxy,
    listBuilt = false,
  ): Promise<AnnotationText> {
    let reading = this.annotationReadings.get(page);
    if (!reading) {
      reading = this.layerVisibility().then((visible) =>
        readAnnotationText(this.pdfjs, proxy, visible, listBuilt),
      );
      this.annotationReadings.set(page, reading);
      reading.catch(() => this.annotationReadings.delete(page));
    }
    return reading;
  }

  private async renderPage(page: number, scale: number): Promise<PageRaster> {
    const proxy = await this.doc.getPage(page);
    const viewport = proxy.getViewport({ scale });
    const width = Math.max(1, Math.ceil(viewport.width));
    const height = Math.max(1, Math.ceil(viewport.height));
    const drawable = this.createRaster(width, height);
    const annotationMode = this.pdfjs.AnnotationMode.ENABLE;
    // The reading's operator list, when complete, spares pdf.js building a second one.
    lendOperatorList(proxy, annotationMode);
    try {
      await proxy.render({
        canvas: drawable.canvas as RenderParameters['canvas'],
        canvasContext: drawable.context as RenderParameters['canvasContext'],
        viewport,
        background: 'white',
        annotationMode,
      }).promise;
    } catch (error) {
      drawable.raster.release();
      throw error;
    } finally {
      proxy.cleanup();
    }
    return drawable.raster;
  }

  /** Destroys the pdf.js document and its worker-side objects. */
  async close(): Promise<void> {
    await this.doc.destroy();
  }

  private toRun(item: TextItem, style: TextStyle | undefined, view: number[]): TextRun | undefined {
    if (item.str.length === 0) return item.hasEOL ? LINE_END_RUN : undefined;
    const m = this.pdfjs.Util.transform(view, item.transform) as number[];
    const fontSize = Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0);
    if (!(fontSize > 0)) return undefined;
    return {
      str: item.str,
      transform: [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!],
      width: item.width / fontSize,
      fontSize,
      fontFamily: style?.fontFamily ?? 'sans-serif',
      hasEOL: item.hasEOL,
      ascent: style?.ascent && style.ascent > 0 ? style.ascent : 0.8,
      descent: style?.descent && style.descent < 0 ? style.descent : -0.2,
      rtl: item.dir === 'rtl',
    };
  }

  /**
   * Form field values as stored (/V), for `pageText`, which needs strings, not places: they
   * are drawn from annotation appearances, not the content stream, so text extraction misses them.
   */
  private async formFieldRuns(proxy: PDFPageProxy, view: number[]): Promise<TextRun[]> {
    const annotations = (await proxy.getAnnotations({ intent: 'display' })) as WidgetData[];
    const runs: TextRun[] = [];
    for (const a of annotations) {
      if (a.subtype !== 'Widget' || a.fieldType !== 'Tx' || a.hidden) continue;
      const value =
        typeof a.fieldValue === 'string' ? a.fieldValue.replace(/\s+/g, ' ').trim() : '';
      const rect = a.rect;
      if (!value || !rect || rect.length < 4) continue;
      const [x1, y1, x2, y2] = rect as [number, number, number, number];
      const fieldHeight = Math.abs(y2 - y1);
      const fontSize = Math.max(4, Math.min(fieldHeight * 0.8, 14));
      // Lay the value along the field's baseline; the box is widened to the field's width.
      const baseline = [
        fontSize,
        0,
        0,
        fontSize,
        Math.min(x1, x2) + 2,
        Math.min(y1, y2) + fieldHeight * 0.25,
      ];
      const m = this.pdfjs.Util.transform(view, baseline) as number[];
      runs.push({
        str: value,
        transform: [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!],
        width: Math.max(0, Math.abs(x2 - x1) - 4) / fontSize,
        fontSize,
        fontFamily: 'sans-serif',
        hasEOL: true,
        ascent: 0.9,
        descent: -0.25,
        rtl: false,
      });
    }
    return runs;
  }
}
