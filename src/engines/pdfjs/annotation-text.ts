import type { PDFPageProxy } from 'pdfjs-dist';
import type { DrawnGlyph, TextRun, UnreadInk } from '../../core/platform/ports';
import { type LayerVisibility, readPageDrawing } from './page-drawing';
import type { PdfJsModule } from './pdfjs-module';
import { operatorListOf } from './reuse-operator-list';

/** What the page's annotation appearances paint: text runs, and ink that is not text. */
export interface AnnotationText {
  runs: TextRun[];
  unread: UnreadInk[];
}

/** The fields of pdf.js's (untyped) annotation data read here. */
interface AnnotationData {
  id?: string;
  subtype?: string;
  rect?: number[];
  /** A text field drawn in evenly spaced cells, one character each. */
  comb?: boolean;
}

/** Annotations that paint nothing of their own on the page image. */
const INKLESS = new Set(['Link', 'Popup']);

/** Largest gap (fractions of an em) between two glyphs of one run; wider is a new word. */
const JOIN_GAP = 0.1;

/** What one annotation's appearance paints, counted from the operator list. */
interface InkCount {
  unmapped: number;
  images: number;
  paths: number;
}

const NOTHING: AnnotationText = { runs: [], unread: [] };

/**
 * Reads the text that annotation appearances paint on the page (filled form fields of any
 * alignment or number of lines, FreeText, stamps...) as runs at the places pdf.js draws them,
 * from the same operator list the page image is rendered from: the ink a reader sees is the ink
 * detection reads. Appearances that paint pictures, glyphs without Unicode or handwriting are
 * returned as unread ink (their rectangles), for OCR or a note.
 */
export async function readAnnotationText(
  pdfjs: PdfJsModule,
  page: PDFPageProxy,
  layerVisible?: LayerVisibility,
  listBuilt = false,
): Promise<AnnotationText> {
  // pdf.js's getAnnotations extracts the page's whole text content again for every page with a
  // link (to give links the text under them), as costly as the reading's own text content: 83
  // of the 117-page thesis's pages, ~0.8 s of CPU. When the page's operator list is built
  // already (`listBuilt`: the page has text), it is read first: a list painting no annotation
  // appearance reads NOTHING whatever the annotations are, so getAnnotations is not asked.
  let counts: Map<string, InkCount> | undefined;
  if (listBuilt) {
    counts = inkOf(pdfjs, await operatorListOf(page, pdfjs.AnnotationMode.ENABLE));
    if (counts.size === 0) return NOTHING;
  }
  const annotations = (await page.getAnnotations({ intent: 'display' })) as AnnotationData[];
  const inked = annotations.filter((a) => a.id && !INKLESS.has(a.subtype ?? ''));
  if (inked.length === 0) return NOTHING;
  counts ??= inkOf(pdfjs, await operatorListOf(page, pdfjs.AnnotationMode.ENABLE));
  if (counts.size === 0) return NOTHING;
  const drawing = await readPageDrawing(pdfjs, page, layerVisible);
  const glyphs = drawing.glyphs.filter((g) => g.annotation !== undefined);
  const combs = new Set(inked.filter((a) => a.comb).map((a) => a.id!));
  const runs = runsOf(glyphs, combs);
  const view = page.getViewport({ scale: 1 });
  const unread: UnreadInk[] = [];
  for (const a of inked) {
    const count = counts.get(a.id!);
    if (!count || !a.rect || a.rect.length < 4) continue;
    const reason =
      count.images > 0
        ? 'picture'
        : count.unmapped > 0
          ? 'glyphs without text'
          : a.subtype === 'Ink' && count.paths > 0
            ? 'handwriting'
            : undefined;
    if (!reason) continue;
    const [x0, y0] = view.convertToViewportPoint(a.rect[0]!, a.rect[1]!) as [number, number];
    const [x1, y1] = view.convertToViewportPoint(a.rect[2]!, a.rect[3]!) as [number, number];
    unread.push({
      subtype: a.subtype ?? 'annotation',
      reason,
      box: {
        x: Math.min(x0, x1),
        y: Math.min(y0, y1),
        width: Math.abs(x1 - x0),
        height: Math.abs(y1 - y0),
      },
    });
  }
  return { runs, unread };
}

/** Per annotation id, what its appearance paints besides readable glyphs (see countInk). */
function inkOf(
  pdfjs: PdfJsModule,
  ops: { fnArray: number[]; argsArray: unknown[] },
): Map<string, InkCount> {
  return countInk(pdfjs, ops.fnArray, ops.argsArray);
}

/** Per annotation id, what its appearance paints besides readable glyphs. */
function countInk(
  pdfjs: PdfJsModule,
  fnArray: number[],
  argsArray: unknown[],
): Map<string, InkCount> {
  const OPS = pdfjs.OPS;
  const images = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
  ]);
  const counts = new Map<string, InkCount>();
  let current: InkCount | undefined;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]!;
    const args = (argsArray[i] ?? []) as unknown[];
    if (fn === OPS.beginAnnotation) {
      current = { unmapped: 0, images: 0, paths: 0 };
      counts.set(String(args[0]), current);
    } else if (fn === OPS.endAnnotation) current = undefined;
    else if (!current) continue;
    else if (images.has(fn)) current.images++;
    else if (fn === OPS.constructPath) current.paths++;
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      for (const glyph of (args[0] as unknown[] | undefined) ?? []) {
        if (typeof glyph !== 'object' || glyph === null) continue;
        const { unicode, isSpace } = glyph as { unicode?: string; isSpace?: boolean };
        if (!isSpace && !unicode) current.unmapped++;
      }
    }
  }
  return counts;
}

/** Length of a page vector. */
const lengthOf = (v: { x: number; y: number }) => Math.hypot(v.x, v.y);

/**
 * Whether glyph `b` continues glyph `a` on the same baseline, without a word gap; in a comb
 * field (`comb`), whatever the gap: its characters sit in cells but are one value.
 */
function continues(a: DrawnGlyph, b: DrawnGlyph, comb: boolean): boolean {
  if (a.annotation !== b.annotation) return false;
  const em = lengthOf(a.up);
  const run = lengthOf(a.advance);
  if (!(em > 0) || !(run > 0) || Math.abs(lengthOf(b.up) - em) > 0.05 * em) return false;
  const dx = b.origin.x - (a.origin.x + a.advance.x);
  const dy = b.origin.y - (a.origin.y + a.advance.y);
  const along = (dx * a.advance.x + dy * a.advance.y) / run;
  const across = Math.abs(dx * a.advance.y - dy * a.advance.x) / run;
  return across < 0.2 * em && (comb ? along > -0.5 * em : Math.abs(along) <= JOIN_GAP * em);
}

/**
 * Glyphs joined into runs, one per stretch of touching glyphs: buildPageText puts a space
 * between two runs of a line and a line break between lines, as for the text layer. The last
 * run of each annotation ends its line, so two annotations never merge into one phrase.
 */
function runsOf(glyphs: readonly DrawnGlyph[], combs: ReadonlySet<string>): TextRun[] {
  const runs: TextRun[] = [];
  let group: DrawnGlyph[] = [];
  const flush = (endsAnnotation: boolean) => {
    const run = runOfGlyphs(group, endsAnnotation);
    if (run) runs.push(run);
    group = [];
  };
  for (const glyph of glyphs) {
    const last = group[group.length - 1];
    const comb = combs.has(glyph.annotation ?? '');
    if (last && !continues(last, glyph, comb)) flush(last.annotation !== glyph.annotation);
    group.push(glyph);
  }
  flush(true);
  return runs;
}

/** One run of touching glyphs: em space along the first glyph's baseline, up its em. */
function runOfGlyphs(group: readonly DrawnGlyph[], hasEOL: boolean): TextRun | undefined {
  const first = group[0];
  const last = group[group.length - 1];
  if (!first || !last) return undefined;
  const em = lengthOf(first.up);
  const run = lengthOf(first.advance);
  if (!(em > 0) || !(run > 0)) return undefined;
  const dir = { x: first.advance.x / run, y: first.advance.y / run };
  const endX = last.origin.x + last.advance.x - first.origin.x;
  const endY = last.origin.y + last.advance.y - first.origin.y;
  const width = (endX * dir.x + endY * dir.y) / em;
  const charWidths: number[] = [];
  group.forEach((g, i) => {
    // Each glyph spans to the next one's origin (a comb cell), the last its own advance; a
    // ligature's span is shared by its letters.
    const next = group[i + 1];
    const span = next
      ? (next.origin.x - g.origin.x) * dir.x + (next.origin.y - g.origin.y) * dir.y
      : lengthOf(g.advance);
    const share = (Math.max(span, 0) / em) * (1000 / g.text.length);
    for (let k = 0; k < g.text.length; k++) charWidths.push(share);
  });
  return {
    str: group.map((g) => g.text).join(''),
    transform: [dir.x * em, dir.y * em, first.up.x, first.up.y, first.origin.x, first.origin.y],
    width: Math.max(width, 0),
    fontSize: em,
    fontFamily: 'sans-serif',
    hasEOL,
    ascent: 0.8,
    descent: -0.2,
    rtl: false,
    charWidths,
    source: 'annotation',
  };
}
