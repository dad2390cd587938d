import type { PDFPageProxy } from 'pdfjs-dist';
import type { PdfJsModule } from './pdfjs-module';
import { operatorListOf } from './reuse-operator-list';

/** Advance widths by Unicode text, per pdf.js font id (the `fontName` of text items). */
export type FontAdvances = Map<string, Map<string, number>>;

/** The fields of a pdf.js glyph in an operator list that we read. */
interface GlyphLike {
  unicode?: string;
  width?: number;
}

/**
 * Reads the real glyph advances from the page's operator list: pdf.js text extraction reports a
 * run's total width only, while its operator list carries each glyph's width and Unicode text.
 * The render that follows reuses the same operator list, so this costs little extra.
 */
export async function readFontAdvances(
  pdfjs: PdfJsModule,
  page: PDFPageProxy,
): Promise<FontAdvances> {
  const ops = await operatorListOf(page, pdfjs.AnnotationMode.ENABLE);
  const advances: FontAdvances = new Map();
  let current: Map<string, number> | undefined;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === pdfjs.OPS.setFont) {
      const id = String(args?.[0] ?? '');
      current = advances.get(id) ?? new Map<string, number>();
      advances.set(id, current);
    } else if ((fn === pdfjs.OPS.showText || fn === pdfjs.OPS.showSpacedText) && current) {
      for (const glyph of (args?.[0] as unknown[] | undefined) ?? []) {
        if (typeof glyph !== 'object' || glyph === null) continue; // spacing adjustments
        const { unicode, width } = glyph as GlyphLike;
        if (!unicode || typeof width !== 'number' || current.has(unicode)) continue;
        current.set(unicode, width);
      }
    }
  }
  return advances;
}

/**
 * Per-UTF-16-unit widths of `str` in `fontId`'s units; NaN where the font has no such glyph
 * (the core then falls back on standard metrics). Multi-unit glyphs (ligatures, astral
 * characters) spread their width evenly.
 */
export function charWidthsOf(
  str: string,
  fontId: string,
  advances: FontAdvances,
): number[] | undefined {
  const font = advances.get(fontId);
  if (!font || font.size === 0) return undefined;
  const widths = new Array<number>(str.length).fill(Number.NaN);
  for (let i = 0; i < str.length;) {
    const cp = str.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const width = font.get(ch);
    for (let k = 0; k < ch.length; k++)
      widths[i + k] = width === undefined ? Number.NaN : width / ch.length;
    i += ch.length;
  }
  return widths;
}
