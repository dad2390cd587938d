import type { PDFPageProxy } from 'pdfjs-dist';
import type { PageContent } from '../../core/platform/ports';
import { type Matrix, matrixOf, multiply } from './affine';
import type { PdfJsModule } from './pdfjs-module';
import { operatorListOf } from './reuse-operator-list';

/** Cells per side of the grid that measures image coverage (overlapping images count once). */
const GRID = 64;

/** An image's bounding rectangle on the displayed page, in points from the top-left corner. */
type ImageBox = NonNullable<PageContent['imageBoxes']>[number];

/**
 * Marks the grid cells that the unit square under `m` (an image) covers on the page; returns
 * the square's bounding rectangle.
 */
function markImage(grid: Uint8Array, m: Matrix, width: number, height: number): ImageBox {
  const corners = [
    [m[4], m[5]],
    [m[0] + m[4], m[1] + m[5]],
    [m[2] + m[4], m[3] + m[5]],
    [m[0] + m[2] + m[4], m[1] + m[3] + m[5]],
  ];
  const xs = corners.map((c) => c[0]!);
  const ys = corners.map((c) => c[1]!);
  const cell = (v: number, size: number) =>
    Math.min(GRID, Math.max(0, Math.round((v / size) * GRID)));
  const x0 = cell(Math.min(...xs), width);
  const x1 = cell(Math.max(...xs), width);
  const y0 = cell(Math.min(...ys), height);
  const y1 = cell(Math.max(...ys), height);
  for (let y = y0; y < y1; y++) grid.fill(1, y * GRID + x0, y * GRID + x1);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/**
 * Reads what the page draws from its operator list (the same list font-advances.ts reads;
 * pdf.js caches it): the share of the displayed page covered by images, following the graphics
 * state's transforms, and how many glyphs have no Unicode text.
 */
export async function readPageContent(
  pdfjs: PdfJsModule,
  page: PDFPageProxy,
): Promise<PageContent> {
  const viewport = page.getViewport({ scale: 1 });
  const ops = await operatorListOf(page, pdfjs.AnnotationMode.ENABLE);
  const OPS = pdfjs.OPS;
  const images = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintSolidColorImageMask,
  ]);
  const grid = new Uint8Array(GRID * GRID);
  const imageBoxes: ImageBox[] = [];
  const stack: Matrix[] = [];
  let ctm = matrixOf(viewport.transform) ?? [1, 0, 0, 1, 0, 0];
  let glyphs = 0;
  let unmappedGlyphs = 0;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]!;
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) {
      const m = matrixOf(args);
      if (m) ctm = multiply(ctm, m);
    } else if (fn === OPS.paintFormXObjectBegin) {
      // pdf.js draws a form between a save and a restore with the form's matrix applied.
      stack.push(ctm);
      const m = matrixOf(args?.[0]);
      if (m) ctm = multiply(ctm, m);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (images.has(fn)) imageBoxes.push(markImage(grid, ctm, viewport.width, viewport.height));
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      for (const glyph of (args?.[0] as unknown[] | undefined) ?? []) {
        if (typeof glyph !== 'object' || glyph === null) continue; // spacing adjustments
        const { unicode, isSpace } = glyph as { unicode?: string; isSpace?: boolean };
        if (isSpace) continue;
        glyphs++;
        if (!unicode) unmappedGlyphs++;
      }
    }
  }
  const covered = grid.reduce((sum, v) => sum + v, 0);
  return { imageCoverage: covered / grid.length, glyphs, unmappedGlyphs, imageBoxes };
}
