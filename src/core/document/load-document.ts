import { throwIfAborted } from '../contract/errors';
import type { OperationHooks } from '../pipeline/progress';
import type { PageGeometry, PdfSource, TextRun } from '../platform/ports';
import { buildPageText } from './build-page-text';
import type { DocumentModel, PageText } from './model';

/** The separator between pages in the document text (decisions.md). */
export const PAGE_SEPARATOR = '\f';

/** One page's geometry and the runs its text is built from (text layer, OCR or both). */
export interface PageLayer {
  geometry: PageGeometry;
  runs: TextRun[];
}

/**
 * Reads every page's geometry and text layer (`pages` limits which 1-based pages are read,
 * all by default), reporting PdfDataToDocument progress.
 */
export async function readPageLayers(
  source: PdfSource,
  hooks: OperationHooks = {},
  pages: number[] = Array.from({ length: source.pageCount }, (_, i) => i + 1),
): Promise<PageLayer[]> {
  const layers: PageLayer[] = [];
  for (const [done, page] of pages.entries()) {
    throwIfAborted(hooks.signal);
    const [geometry, runs] = await Promise.all([source.geometry(page), source.textRuns(page)]);
    layers.push({ geometry, runs });
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
