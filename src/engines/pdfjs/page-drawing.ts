import type { PDFPageProxy } from 'pdfjs-dist';
import { regionContains } from '../../core/document/region-contains';
import type { DrawnFill, DrawnGlyph, DrawnStroke, PageDrawing } from '../../core/platform/ports';
import { applyPoint, applyVector, IDENTITY, type Matrix, matrixOf, multiply } from './affine';
import {
  type DrawState,
  initialDrawState,
  paintsImageOpaque,
  paintsOpaque,
  solidColor,
} from './draw-state';
import {
  boundsOf,
  polylinesOfPath,
  regionOfPath,
  regionOfRect,
  segmentSamples,
} from './path-regions';
import type { PdfJsModule } from './pdfjs-module';
import { operatorListOf } from './reuse-operator-list';

/** The fields of a pdf.js glyph in an operator list that placement needs. */
interface GlyphLike {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

/** The fields of a pdf.js font object that placement needs. */
interface FontLike {
  fontMatrix?: number[];
}

/** pdf.js's transparency group description (argument of beginGroup). */
interface GroupLike {
  matrix?: number[];
  bbox?: number[];
  smask?: unknown;
}

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Whether an optional-content group or membership dictionary (pdf.js's description, the
 * argument of a `/OC` marked-content operator) is shown: pdf.js paints nothing of a layer that
 * is off, so nothing there can hide text or be seen.
 */
export type LayerVisibility = (group: unknown) => boolean;

/** How long to wait for an image pdf.js is still decoding before calling it unpainted. */
const IMAGE_WAIT_MS = 5000;

/** Whether a decoded image arrived (pdf.js paints nothing for an image it failed to decode). */
function imageArrives(page: PDFPageProxy, objId: string): Promise<boolean> {
  const pool = objId.startsWith('g_') ? page.commonObjs : page.objs;
  if (pool.has(objId)) return Promise.resolve(pool.get(objId) != null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), IMAGE_WAIT_MS);
    pool.get(objId, (data: unknown) => {
      clearTimeout(timer);
      resolve(data != null);
    });
  });
}

/**
 * Replays the page's operator list (the one pdf.js renders from, annotation appearances
 * included) far enough to know where every glyph and every filled area lands on the displayed
 * page, in painting order, with the clipping and opacity of each fill. Text placement follows
 * pdf.js's canvas code (text matrix, spacing, horizontal scaling, rise); strokes are not fills.
 */
export async function readPageDrawing(
  pdfjs: PdfJsModule,
  page: PDFPageProxy,
  layerVisible: LayerVisibility = () => true,
): Promise<PageDrawing> {
  const viewport = page.getViewport({ scale: 1 });
  const view = matrixOf(viewport.transform) ?? IDENTITY;
  const ops = await operatorListOf(page, pdfjs.AnnotationMode.ENABLE);
  const OPS = pdfjs.OPS;
  const fillOps = new Set<number>([
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const evenOddOps = new Set<number>([OPS.eoFill, OPS.eoFillStroke, OPS.closeEOFillStroke]);
  const strokeOps = new Set<number>([
    OPS.stroke,
    OPS.closeStroke,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const glyphs: DrawnGlyph[] = [];
  const fills: DrawnFill[] = [];
  const strokes: DrawnStroke[] = [];
  const stack: DrawState[] = [];
  let state = initialDrawState(view);
  let pendingClip: 'nonzero' | 'evenodd' | undefined;
  let forms = 0;
  // Marked-content nesting: false for a layer that is off; content inside any is not painted.
  const layers: boolean[] = [];
  let hiddenLayers = 0;
  // What a hidden layer paints goes here and is dropped.
  const unseen = {
    glyphs: [] as DrawnGlyph[],
    fills: [] as DrawnFill[],
    strokes: [] as DrawnStroke[],
  };
  const seen = { glyphs, fills, strokes };
  const target = () => (hiddenLayers > 0 ? unseen : seen);
  // Stencil masks paint only where their bits are set, and repeated or grouped images are
  // placed by maps this replay does not follow: recorded, but hiding nothing.
  const images = new Set<number>([
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
  ]);
  const arrivals: Array<Promise<void>> = [];
  // pdf.js wraps an image that has its own /SMask or /Mask in `save; gs SMask false; ...`.
  const hasOwnMask = (at: number): boolean => {
    let j = at - 1;
    if (ops.fnArray[j] === OPS.beginMarkedContentProps) j--;
    if (ops.fnArray[j] !== OPS.setGState) return false;
    const entries = (ops.argsArray[j]?.[0] as unknown[][] | undefined) ?? [];
    return entries.some((entry) => entry[0] === 'SMask' && entry[1] === false);
  };
  const pushImage = (at: number, opaque: boolean, color = ''): DrawnFill | undefined => {
    const region = regionOfRect([0, 0, 1, 1], state.ctm);
    if (!region) return undefined;
    const fill: DrawnFill = {
      order: at,
      form: state.form,
      region,
      clips: state.clips,
      opaque,
      color,
      bounds: boundsOf(region),
    };
    target().fills.push(fill);
    return fill;
  };
  const fontMatrixOf = (name: string | undefined): number[] => {
    if (!name || !page.commonObjs.has(name)) return [0.001, 0, 0, 0.001, 0, 0];
    const font = page.commonObjs.get(name) as FontLike | null;
    return font?.fontMatrix ?? [0.001, 0, 0, 0.001, 0, 0];
  };
  const save = () => stack.push({ ...state });
  const restore = () => {
    state = stack.pop() ?? state;
  };
  const clipTo = (region: ReturnType<typeof regionOfRect>) => {
    if (region) state.clips = [...state.clips, region];
  };
  const moveText = (x: number, y: number) => {
    state.x = state.lineX += x;
    state.y = state.lineY += y;
  };

  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]!;
    const args = (ops.argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        save();
        break;
      case OPS.restore:
        restore();
        break;
      case OPS.transform: {
        const m = matrixOf(args);
        if (m) state.ctm = multiply(state.ctm, m);
        break;
      }
      case OPS.paintFormXObjectBegin: {
        save();
        state.form = ++forms;
        const m = matrixOf(args[0]);
        if (m) state.ctm = multiply(state.ctm, m);
        clipTo(regionOfRect(args[1] as number[], state.ctm));
        break;
      }
      case OPS.paintFormXObjectEnd:
      case OPS.endGroup:
      case OPS.endAnnotation:
        restore();
        break;
      case OPS.beginGroup: {
        save();
        state.form = ++forms;
        const group = (args[0] ?? {}) as GroupLike;
        const m = matrixOf(group.matrix);
        if (m) state.ctm = multiply(state.ctm, m);
        if (group.bbox) clipTo(regionOfRect(group.bbox, state.ctm));
        if (group.smask || state.fillAlpha < 0.99) state.inTransparentGroup = true;
        break;
      }
      case OPS.beginAnnotation: {
        // pdf.js draws each appearance from a fresh state: page transform, then the
        // appearance's placement, clipped to the annotation's rectangle.
        save();
        state = initialDrawState(view);
        state.form = ++forms;
        state.annotation = String(args[0]);
        clipTo(regionOfRect(args[1] as number[], view));
        const placement = matrixOf(args[2]);
        const matrix = matrixOf(args[3]);
        if (placement) state.ctm = multiply(state.ctm, placement);
        if (matrix) state.ctm = multiply(state.ctm, matrix);
        break;
      }
      case OPS.beginMarkedContent:
      case OPS.beginMarkedContentProps: {
        const shown =
          fn !== OPS.beginMarkedContentProps || args[0] !== 'OC' || layerVisible(args[1]);
        layers.push(shown);
        if (!shown) hiddenLayers++;
        break;
      }
      case OPS.endMarkedContent:
        if (layers.pop() === false) hiddenLayers--;
        break;
      case OPS.setGState:
        for (const entry of (args[0] as unknown[][] | undefined) ?? []) {
          const [key, value] = entry;
          if (key === 'ca') state.fillAlpha = num(value, 1);
          else if (key === 'BM') state.blend = String(value);
          else if (key === 'SMask') state.softMask = Boolean(value);
          else if (key === 'Font' && Array.isArray(value)) {
            state.font = String(value[0]);
            state.fontSize = Math.abs(num(value[1]));
            state.fontDirection = num(value[1]) < 0 ? -1 : 1;
          }
        }
        break;
      case OPS.setFillRGBColor:
      case OPS.setFillGray:
      case OPS.setFillCMYKColor:
        state.fill = typeof args[0] === 'string' ? args[0] : '#000000';
        break;
      case OPS.setStrokeRGBColor:
      case OPS.setStrokeGray:
      case OPS.setStrokeCMYKColor:
        state.stroke = typeof args[0] === 'string' ? args[0] : '#000000';
        break;
      case OPS.setStrokeTransparent:
        state.stroke = 'transparent';
        break;
      case OPS.setStrokeColorN:
        state.stroke = 'pattern';
        break;
      case OPS.setFillTransparent:
        state.fill = 'transparent';
        break;
      case OPS.setFillColorN:
        // ['TilingPattern', ...] paints a repeated cell (hatching, dots): not a cover.
        state.fill = args[0] === 'TilingPattern' ? 'tiling-pattern' : 'shading-pattern';
        break;
      case OPS.clip:
        pendingClip = 'nonzero';
        break;
      case OPS.eoClip:
        pendingClip = 'evenodd';
        break;
      case OPS.constructPath: {
        const op = args[0] as number;
        const data = (args[1] as unknown[] | undefined)?.[0] as ArrayLike<number> | undefined;
        if (data && typeof data.length === 'number') {
          if (pendingClip) clipTo(regionOfPath(data, state.ctm, pendingClip === 'evenodd'));
          if (fillOps.has(op)) {
            const region = regionOfPath(data, state.ctm, evenOddOps.has(op));
            if (region.subpaths.length > 0) {
              target().fills.push({
                order: i,
                form: state.form,
                region,
                clips: state.clips,
                opaque: paintsOpaque(state),
                color: solidColor(state.fill),
                bounds: boundsOf(region),
              });
            }
          }
          if (strokeOps.has(op)) {
            const samples = segmentSamples(polylinesOfPath(data, state.ctm));
            if (samples.length > 0) {
              target().strokes.push({ order: i, samples, color: solidColor(state.stroke) });
            }
          }
        }
        pendingClip = undefined;
        break;
      }
      case OPS.beginText:
        state.textMatrix = IDENTITY;
        state.x = state.lineX = 0;
        state.y = state.lineY = 0;
        break;
      case OPS.setFont:
        state.font = String(args[0]);
        state.fontSize = Math.abs(num(args[1]));
        state.fontDirection = num(args[1]) < 0 ? -1 : 1;
        break;
      case OPS.setTextMatrix: {
        state.textMatrix = matrixOf(args[0]) ?? matrixOf(args) ?? IDENTITY;
        state.x = state.lineX = 0;
        state.y = state.lineY = 0;
        break;
      }
      case OPS.setCharSpacing:
        state.charSpacing = num(args[0]);
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = num(args[0]);
        break;
      case OPS.setHScale:
        state.hScale = num(args[0], 100) / 100;
        break;
      case OPS.setLeading:
        state.leading = -num(args[0]);
        break;
      case OPS.setTextRise:
        state.rise = num(args[0]);
        break;
      case OPS.setTextRenderingMode:
        state.textMode = num(args[0]);
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject: {
        // An image hides what it is painted over unless its own mask or the graphics state
        // lets the page show through; one pdf.js failed to decode is not painted at all.
        const inline = fn === OPS.paintInlineImageXObject;
        const opaque = paintsImageOpaque(state) && !hasOwnMask(i) && (!inline || args[0] != null);
        const fill = pushImage(i, opaque);
        if (fill) fill.image = true;
        const objId = args[0];
        if (fill?.opaque && !inline && typeof objId === 'string') {
          arrivals.push(
            imageArrives(page, objId).then((painted) => {
              fill.opaque = painted;
            }),
          );
        }
        break;
      }
      case OPS.paintSolidColorImageMask:
        // A one-pixel stencil mask (pdf.js's shortcut): the unit square in the fill colour.
        pushImage(i, paintsOpaque(state), solidColor(state.fill));
        break;
      case OPS.shadingFill: {
        // `sh` paints the whole clipping area: a background that is not the page's white.
        const region = regionOfRect([0, 0, viewport.width, viewport.height], IDENTITY);
        if (region) {
          target().fills.push({
            order: i,
            form: state.form,
            region,
            clips: state.clips,
            opaque: false,
            color: '',
            bounds: boundsOf(region),
          });
        }
        break;
      }
      case OPS.moveText:
        moveText(num(args[0]), num(args[1]));
        break;
      case OPS.setLeadingMoveText:
        state.leading = num(args[1]);
        moveText(num(args[0]), num(args[1]));
        break;
      case OPS.nextLine:
        moveText(0, state.leading);
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        showText(
          state,
          (args[0] as unknown[] | undefined) ?? [],
          fontMatrixOf(state.font),
          i,
          target().glyphs,
        );
        break;
      default:
        if (images.has(fn)) pushImage(i, false);
        break;
    }
  }
  await Promise.all(arrivals);
  return { glyphs, fills, strokes, size: { width: viewport.width, height: viewport.height } };
}

/** Whether the clipping in force leaves the glyph's centre unpainted (text clipped away). */
function clippedAway(glyph: DrawnGlyph, state: DrawState): boolean {
  if (state.clips.length === 0) return false;
  const centre = {
    x: glyph.origin.x + 0.5 * glyph.advance.x + 0.33 * glyph.up.x,
    y: glyph.origin.y + 0.5 * glyph.advance.y + 0.33 * glyph.up.y,
  };
  return state.clips.some((clip) => !regionContains(clip, centre));
}

/**
 * Places each glyph of one show-text operation as pdf.js's canvas does, records the visible
 * ones (not spaces) and advances the text position.
 */
function showText(
  state: DrawState,
  items: unknown[],
  fontMatrix: number[],
  order: number,
  out: DrawnGlyph[],
): void {
  // Tr 4-7 add the glyphs to the clipping path: what is filled after paints inside them.
  if (state.textMode >= 4) state.textClip = true;
  const fontSize = state.fontSize;
  if (!(fontSize > 0)) return;
  const toPage: Matrix = multiply(state.ctm, state.textMatrix);
  const hScale = state.hScale * state.fontDirection;
  const advanceScale = fontSize * num(fontMatrix[0], 0.001);
  const baseline = state.y + state.rise;
  // The same for every glyph of the operation (one object each, shared: nothing writes them).
  // Tr 3 and 7 paint nothing, Tr 1 and 5 only the outline (in the stroke colour).
  const mode = state.textMode & 3;
  const paint = mode === 3 ? 'transparent' : mode === 1 ? state.stroke : state.fill;
  // Translucent text has no one colour to compare with its background.
  const color = state.fillAlpha >= 0.99 ? solidColor(paint) : '';
  const up = applyVector(toPage, 0, fontSize);
  let x = 0;
  for (const item of items) {
    if (typeof item === 'number') {
      x -= (item * fontSize) / 1000;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const glyph = item as GlyphLike;
    const spacing = (glyph.isSpace ? state.wordSpacing : 0) + state.charSpacing;
    const width = num(glyph.width) * advanceScale;
    const text = glyph.unicode ?? '';
    if (!glyph.isSpace && text.trim() !== '' && width !== 0) {
      const start = state.x + x * hScale;
      const glyph: DrawnGlyph = {
        order,
        text,
        color,
        form: state.form,
        ...(state.annotation !== undefined ? { annotation: state.annotation } : {}),
        origin: applyPoint(toPage, start, baseline),
        advance: applyVector(toPage, width * hScale, 0),
        up,
      };
      if (clippedAway(glyph, state)) glyph.clipped = true;
      out.push(glyph);
    }
    x += width + spacing * state.fontDirection;
  }
  state.x += x * hScale;
}
