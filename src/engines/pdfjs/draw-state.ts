import type { FilledRegion } from '../../core/platform/ports';
import { IDENTITY, type Matrix } from './affine';

/**
 * The part of the PDF graphics state that decides where glyphs and fills land and whether a fill
 * hides what lies under it. Like pdf.js's own canvas state, it is copied whole on `q` (save).
 */
export interface DrawState {
  /** User space to displayed page (the viewport transform times the CTM). */
  ctm: Matrix;
  /** Id of the form XObject, group or annotation appearance being painted (0: the page). */
  form: number;
  /** The pdf.js id of the annotation whose appearance is being painted, inside one. */
  annotation?: string;
  /** Clipping regions in force, in page space (a fill paints only inside all of them). */
  clips: FilledRegion[];
  /** Solid fill colour (pdf.js gives '#rrggbb' or 'transparent'), or a pattern's kind. */
  fill: string;
  /** Stroke colour, in the same form as `fill`. */
  stroke: string;
  fillAlpha: number;
  /** Canvas composite operation pdf.js maps /BM to ('source-over' for Normal). */
  blend: string;
  softMask: boolean;
  /** Inside a transparency group with a soft mask or constant alpha below one. */
  inTransparentGroup: boolean;
  font: string | undefined;
  fontSize: number;
  fontDirection: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  /** Text rendering mode (Tr): 0 fill, 1 stroke, 2 both, 3 invisible; plus 4 when it clips. */
  textMode: number;
  /**
   * Glyphs shown in a clipping mode (Tr 4-7) clip what follows to their outlines until the
   * state is restored: a fill then paints the letters themselves, it covers nothing.
   */
  textClip: boolean;
  textMatrix: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
}

/** The state at the start of a page (or of an annotation's appearance) under `ctm`. */
export function initialDrawState(ctm: Matrix): DrawState {
  return {
    ctm,
    form: 0,
    clips: [],
    fill: '#000000',
    stroke: '#000000',
    fillAlpha: 1,
    blend: 'source-over',
    softMask: false,
    inTransparentGroup: false,
    font: undefined,
    fontSize: 0,
    fontDirection: 1,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    textMode: 0,
    textClip: false,
    textMatrix: IDENTITY,
    x: 0,
    y: 0,
    lineX: 0,
    lineY: 0,
  };
}

/** Whether a fill painted in this state hides everything under it. */
export function paintsOpaque(state: DrawState): boolean {
  const solid = state.fill !== 'transparent' && state.fill !== 'tiling-pattern';
  const normalBlend = state.blend === 'source-over' || state.blend === 'normal';
  return (
    solid &&
    normalBlend &&
    state.fillAlpha >= 0.99 &&
    !state.softMask &&
    !state.inTransparentGroup &&
    !state.textClip
  );
}

/** A paint's colour as the port reports it: '#rrggbb', or '' for patterns and 'transparent'. */
export function solidColor(paint: string): string {
  return /^#[0-9a-f]{6}$/i.test(paint) ? paint.toLowerCase() : '';
}

/** Whether an image painted in this state hides what lies under it (its own mask aside). */
export function paintsImageOpaque(state: DrawState): boolean {
  const normalBlend = state.blend === 'source-over' || state.blend === 'normal';
  return (
    normalBlend &&
    state.fillAlpha >= 0.99 &&
    !state.softMask &&
    !state.inTransparentGroup &&
    !state.textClip
  );
}
