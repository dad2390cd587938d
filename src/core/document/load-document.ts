import { throwIfAborted } from '../contract/errors';
import type { OperationHooks } from '../pipeline/progress';
import type { DrawnGlyph, PageGeometry, PdfSource, TextRun, UnreadInk } from '../platform/ports';
import { buildPageText } from './build-page-text';
import { findHiddenGlyphs } from './hidden-glyphs';
import type { DocumentModel, PageText } from './model';

/** The separator between pages in the document text (decisions.md). */
export const PAGE_SEPARATOR = '\f';

/** One page's geometry and the runs its text is built from (text layer, OCR or both). */
export interface PageLayer {
  geometry: PageGeometry;
  runs: TextRun[];
  /** Glyphs painted but hidden (see covered-glyphs.ts), when the page's drawing was read. */
  hiddenGlyphs?: DrawnGlyph[];
  /** Why the page's drawing could not be read, when it could not. */
  hiddenCheckError?: string;
  /** Annotation ink that could not be read as text (pictures, glyphs without Unicode). */
  unreadInk?: UnreadInk[];
}

/** What else to read with each page's text. */
export interface ReadOptions {
  /** Also find glyphs hidden under boxes, while the page's parsed content is at hand. */
  findHidden?: boolean;
  /**
   * Told of each page's layer (0-based index among the pages read) as soon as it is read,
   * while its parsed content is still cached; the reading goes on once it resolves (OCR starts
   * here, so it runs while the next pages are parsed).
   */
  onLayer?: (index: number, layer: PageLayer) => Promise<void>;
}

/** The hidden glyphs of a page with text, or why its drawing could not be read. */
async function hiddenGlyphsOf(
  source: PdfSource,
  page: number,
  runs: readonly TextRun[],
): Promise<Pick<PageLayer, 'hiddenGlyphs' | 'hiddenCheckError'>> {
  if (!source.pageDrawing || runs.every((r) => r.str.trim() === '')) return {};
  try {
    return { hiddenGlyphs: await findHiddenGlyphs(source, page) };
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
    return { hiddenCheckError: detail };
  }
}

/** Starts reading a page's geometry and text runs; a failure waits for whoever awaits it. */
function startReading(source: PdfSource, page: number): Promise<[PageGeometry, TextRun[]]> {
  const reading = Promise.all([source.geometry(page), source.textRuns(page)]);
  reading.catch(() => undefined);
  return reading;
}

/**
 * Reads every page's geometry and text layer (`pages` limits which 1-based pages are read,
 * all by default), reporting PdfDataToDocument progress. The next page's text is asked for
 * before this page's drawing is replayed, so an engine that parses elsewhere (pdf.js's thread
 * in Node, its worker in the browser) parses it meanwhile; pages are still read in order and
 * at most two at a time.
 */
export async function readPageLayers(
  source: PdfSource,
  hooks: OperationHooks = {},
  pages: number[] = Array.from({ length: source.pageCount }, (_, i) => i + 1),
  options: ReadOptions = {},
): Promise<PageLayer[]> {
  const layers: PageLayer[] = [];
  let ahead = pages.length > 0 ? startReading(source, pages[0]!) : undefined;
  for (const [done, page] of pages.entries()) {
    throwIfAborted(hooks.signal);
    const [geometry, runs] = await ahead!;
    const next = pages[done + 1];
    ahead = next === undefined ? undefined : startReading(source, next);
    const hidden = options.findHidden ? await hiddenGlyphsOf(source, page, runs) : {};
    const unreadInk = (await source.unreadInk?.(page)) ?? [];
    const layer = { geometry, runs, ...hidden, ...(unreadInk.length > 0 ? { unreadInk } : {}) };
    await options.onLayer?.(done, layer);
    // Keep one page's parsed content (and decoded images) at a time, however long the document.
    await source.releasePage?.(page);
    layers.push(layer);
    hooks.onProgress?.({ stage: 'PdfDataToDocument', done: done + 1, total: pages.length });
  }
  return layers;
}

/** Builds each page's text from its runs and joins the pages' texts with form feeds. */
export function assembleDocument(layers: readonly PageLayer[]): DocumentModel {
  const result: PageText[] = [];
  let offset = 0;
  for (const layer of layers) {
    const pageText = buildPageText(layer.geometry, layer.runs, offset);
    if (layer.hiddenGlyphs) pageText.hiddenGlyphs = layer.hiddenGlyphs;
    if (layer.hiddenCheckError) pageText.hiddenCheckError = layer.hiddenCheckError;
    if (layer.unreadInk) pageText.unreadInk = layer.unreadInk;
    result.push(pageText);
    offset += pageText.text.length + PAGE_SEPARATOR.length;
  }
  return { pages: result, text: result.map((p) => p.text).join(PAGE_SEPARATOR) };
}

/** Reads every page's text layer into a document (no OCR). */
export async function loadDocument(
  source: PdfSource,
  hooks: OperationHooks = {},
  pages?: number[],
): Promise<DocumentModel> {
  return assembleDocument(await readPageLayers(source, hooks, pages));
}
