import type { DrawnGlyph, PdfSource } from '../platform/ports';
import { findCoveredGlyphs } from './covered-glyphs';
import { DARK_INK_SCALE, darkInkCandidates, glyphsOnDarkInk } from './dark-ink';

/** Most pixels the page is rendered with to look at its dark ink (a large page gets fewer dpi). */
const DARK_INK_MAX_PIXELS = 4_000_000;

/**
 * The glyphs of a page that are painted but cannot be seen: under boxes or pictures painted
 * over them, in their background's colour (covered-glyphs.ts), or invisible or dark on dark ink
 * that only the rendered page shows (a marker burnt into a scan under its OCR layer,
 * dark-ink.ts). The page is rendered only when such a candidate exists. Needs `pageDrawing`.
 */
export async function findHiddenGlyphs(source: PdfSource, page: number): Promise<DrawnGlyph[]> {
  if (!source.pageDrawing) return [];
  const drawing = await source.pageDrawing(page);
  const covered = findCoveredGlyphs(drawing);
  const candidates = darkInkCandidates(drawing, new Set(covered));
  if (candidates.length === 0) return covered;
  const area = (drawing.size?.width ?? 612) * (drawing.size?.height ?? 792);
  const scale = Math.min(DARK_INK_SCALE, Math.sqrt(DARK_INK_MAX_PIXELS / Math.max(area, 1)));
  const raster = await source.render(page, scale);
  try {
    return [...covered, ...glyphsOnDarkInk(candidates, raster, scale)];
  } finally {
    raster.release();
  }
}
