import { DEFAULT_MAX_PAGE_PIXELS, type DetectOptions } from '../contract/options';
import { DocumentError } from '../contract/errors';

/** The 1-based pages an operation processes: all of them, or the first `maxPages`. */
export function processedPages(
  pageCount: number,
  options: Pick<DetectOptions, 'maxPages'>,
): number[] {
  const limit = options.maxPages && options.maxPages > 0 ? options.maxPages : pageCount;
  return Array.from({ length: Math.min(pageCount, limit) }, (_, i) => i + 1);
}

/** The sentence for `exception` when the page limit cut the document, else none. */
export function pageLimitNotes(
  pageCount: number,
  options: Pick<DetectOptions, 'maxPages'>,
): string[] {
  const processed = processedPages(pageCount, options).length;
  if (processed === pageCount) return [];
  const skipped =
    processed + 1 === pageCount
      ? `Page ${pageCount} was`
      : `Pages ${processed + 1}-${pageCount} were`;
  return [
    `${skipped} not processed because of the ${processed}-page limit (max_pages); ` +
      'they were not searched and are left out of the anonymized PDF.',
  ];
}

/**
 * The render scale (pixels per point) for a page of `width` × `height` points: `scale`, or
 * lower so the raster stays within `maxPixels`. An enormous MediaBox must not make the renderer
 * allocate gigabytes.
 */
export function scaleWithinBudget(
  page: { width: number; height: number },
  scale: number,
  maxPixels: number = DEFAULT_MAX_PAGE_PIXELS,
): number {
  const pixels = page.width * scale * (page.height * scale);
  if (!(pixels > maxPixels)) return scale;
  return Math.sqrt(maxPixels / (page.width * page.height));
}

/** The sentence for `exception` about pages rendered at a lower resolution to fit the budget. */
export function reducedResolutionNote(pages: ReadonlyMap<number, number>, dpi: number): string[] {
  if (pages.size === 0) return [];
  const list = [...pages].map(([page, scale]) => `${page} (${Math.round(scale * 72)} dpi)`);
  return [
    `${pages.size === 1 ? 'Page' : 'Pages'} ${list.join(', ')} ${pages.size === 1 ? 'is' : 'are'} ` +
      `too large to render at ${dpi} dpi within the memory limit (max_page_pixels), so ` +
      `${pages.size === 1 ? 'it was' : 'they were'} rendered at a lower resolution.`,
  ];
}

/** Throws when rendering page `page` took longer than the per-page limit (0 or absent: none). */
export function checkPageTime(page: number, elapsedMs: number, limitMs: number | undefined): void {
  if (!limitMs || limitMs <= 0 || elapsedMs <= limitMs) return;
  throw new DocumentError(
    'unreadable',
    `Page ${page} of the PDF took ${(elapsedMs / 1000).toFixed(1)} s to render, more than the ` +
      `limit of ${(limitMs / 1000).toFixed(1)} s per page, so the document was not processed.`,
    [page],
  );
}
