import { throwIfAborted } from '../contract/errors';
import type { OperationHooks } from '../pipeline/progress';
import type { PdfSource } from '../platform/ports';
import { buildPageText } from './build-page-text';
import type { DocumentModel, PageText } from './model';

/** The separator between pages in the document text (decisions.md). */
export const PAGE_SEPARATOR = '\f';

/**
 * Reads every page's geometry and text layer and joins the pages' texts with form feeds.
 * `pages` limits which 1-based pages are read (all by default).
 */
export async function loadDocument(
  source: PdfSource,
  hooks: OperationHooks = {},
  pages: number[] = Array.from({ length: source.pageCount }, (_, i) => i + 1),
): Promise<DocumentModel> {
  const result: PageText[] = [];
  let offset = 0;
  for (const [done, page] of pages.entries()) {
    throwIfAborted(hooks.signal);
    const [geometry, runs] = await Promise.all([source.geometry(page), source.textRuns(page)]);
    const pageText = buildPageText(geometry, runs, offset);
    result.push(pageText);
    offset += pageText.text.length + PAGE_SEPARATOR.length;
    hooks.onProgress?.({ stage: 'PdfDataToDocument', done: done + 1, total: pages.length });
  }
  return { pages: result, text: result.map((p) => p.text).join(PAGE_SEPARATOR) };
}
