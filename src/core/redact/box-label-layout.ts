import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import type { BoxLabel } from '../contract/box-label';
import type { PixelRect } from '../platform/ports';

/** Where a label's text goes inside its black box, in points (top-left origin). */
export interface LabelPlacement {
  /** The text to draw (the label, trimmed). */
  text: string;
  /** Font size in points. */
  size: number;
  /** Left end of the text. */
  x: number;
  /** The text's baseline, measured from the top of the page. */
  baseline: number;
  /**
   * The rectangle the glyphs may paint (padded): the only part of the box verification lets
   * be other than black.
   */
  rect: PixelRect;
}

/** The font labels are drawn in (a standard font: nothing to embed, widths known). */
export const LABEL_FONT = StandardFonts.Helvetica;
/** Black kept between the label and every edge of its box, in points. */
const MARGIN = 1.5;
/** Largest and smallest font sizes; a label that fits only smaller is not drawn. */
const MAX_SIZE = 9;
const MIN_SIZE = 4;
/** Helvetica's glyph extent above and below the baseline (parentheses included), per point. */
const ABOVE = 0.75;
const BELOW = 0.22;
/** Padding of the glyph rectangle: anti-aliasing spills a little past the outlines. */
const PAD = 0.5;
/** Longest label drawn: reason codes are short; a long text would never fit a word's box. */
const MAX_LENGTH = 40;
/** Printable ASCII: Helvetica's WinAnsi encoding writes these unchanged. */
const PRINTABLE = /^[\x20-\x7e]+$/;

let font: StandardFontEmbedder | undefined;
/** Helvetica's metrics, made once. */
// pdf-lib's StandardFonts and the embedder's FontNames are the same strings in two enums.
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const metrics = () => (font ??= StandardFontEmbedder.for(LABEL_FONT as string as FontName));

/**
 * Places `label.label` centred in its box as large as fits (at most 9 pt), with black margins
 * all round; undefined when it does not fit at 4 pt or is not printable ASCII (then it is not
 * drawn). Pure geometry: the writer draws by it and verification derives the label's allowed
 * rectangle from the plan with it, never from what the writer reports.
 */
export function placeLabel(label: BoxLabel): LabelPlacement | undefined {
  const text = label.label.trim();
  if (text === '' || text.length > MAX_LENGTH || !PRINTABLE.test(text)) return undefined;
  const room = {
    width: label.width - 2 * (MARGIN + PAD),
    height: label.height - 2 * (MARGIN + PAD),
  };
  const widthPerPoint = metrics().widthOfTextAtSize(text, 1);
  if (!(room.width > 0 && room.height > 0 && widthPerPoint > 0)) return undefined;
  const size = Math.min(MAX_SIZE, room.height / (ABOVE + BELOW), room.width / widthPerPoint);
  if (size < MIN_SIZE) return undefined;
  const width = widthPerPoint * size;
  const x = label.x + (label.width - width) / 2;
  const baseline = label.y + label.height / 2 + ((ABOVE - BELOW) / 2) * size;
  const top = baseline - ABOVE * size - PAD;
  return {
    text,
    size,
    x,
    baseline,
    rect: { x: x - PAD, y: top, width: width + 2 * PAD, height: (ABOVE + BELOW) * size + 2 * PAD },
  };
}
