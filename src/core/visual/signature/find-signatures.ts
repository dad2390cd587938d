import type { Box } from '../../contract/types';
import { boxToBounds, type PixelBounds } from '../pixel-geometry';
import type { GrayImage } from '../ports';
import { type InkComponent, inkComponents } from './components';
import { inkMask, type RuleSegment } from './ink-mask';
import { isSignatureLabel, isSignatureLine } from './signature-labels';
import { type StrokeFeatures, strokeFeatures } from './stroke-features';

/** A word of the page as the signature search needs it: its text and box in points. */
export interface PageWord {
  text: string;
  box: Pick<Box, 'x' | 'y' | 'width' | 'height'>;
}

/** What the search reads: the page image, its scale, its words and regions already claimed. */
export interface SignatureSearch {
  image: GrayImage;
  /** Pixels per point of the image. */
  scale: number;
  words: readonly PageWord[];
  /** Pixel regions that are something else already (decoded barcodes, faces). */
  claimed: readonly PixelBounds[];
}

/** A handwritten signature or initials: where, how sure, and why. */
export interface SignatureCandidate {
  bounds: PixelBounds;
  score: number;
  /** True for a short mark (initials, a paraph) rather than a full signature. */
  initials: boolean;
}

/** Thresholds in points (converted to pixels with the image's scale). */
const RULE_MIN_LENGTH = 40;
const STROKE_MIN_LENGTH = 40;
/** Shorter strokes (initials, a paraph) count only beside a label. */
const SHORT_STROKE_MIN_LENGTH = 18;
const STROKE_MAX_WIDTH = 2.5;
const STROKE_MIN_HEIGHT = 6;
const GROUP_GAP_X = 12;
const GROUP_GAP_Y = 8;
const GROUP_MAX_HEIGHT = 160;
const INITIALS_MAX_WIDTH = 45;
const LABEL_REACH_X = 160;
const LABEL_REACH_Y = 45;
const LINE_REACH_BELOW = 12;
/** Thickest rule that still counts as a line to sign on (thicker ones are filled areas). */
const LINE_MAX_THICKNESS = 3;
/** Printed words below a signature that still leave it "at the end" (name, title, date). */
const WORDS_AFTER_END = 14;

/** Shape cues alone make a mark ink-like; a place cue (label, line, end of page) is needed too. */
const SHAPE_SCORE = 0.5;
const LABEL_SCORE = 0.3;
const LINE_SCORE = 0.2;
/**
 * On a page with text, a rule alone is weak evidence (chart axes, the edges of diagrams and
 * logos are rules too): it needs a label or the end of the text with it. A page without any
 * words (a scan that was not read) has no other cue to offer.
 */
const LINE_SCORE_WITH_TEXT = 0.1;
const END_SCORE = 0.15;
/** Lowest score reported. */
export const SIGNATURE_THRESHOLD = 0.65;

/**
 * How a component is drawn: 'long' or 'short' pen stroke (thin, curving in every direction, not
 * an arc of a circle, not filled), or not a pen stroke at all.
 */
function penStroke(
  c: InkComponent,
  f: StrokeFeatures,
  scale: number,
): 'long' | 'short' | undefined {
  const inkLike =
    f.strokeLength / scale >= SHORT_STROKE_MIN_LENGTH &&
    f.strokeWidth / scale <= STROKE_MAX_WIDTH &&
    (c.bounds.y1 - c.bounds.y0) / scale >= STROKE_MIN_HEIGHT &&
    f.directionEntropy >= 0.75 &&
    f.circleError >= 0.12 &&
    f.density <= 0.45;
  if (!inkLike) return undefined;
  return f.strokeLength / scale >= STROKE_MIN_LENGTH ? 'long' : 'short';
}

/** Gap between two rectangles along each axis (0 when they overlap on that axis). */
function gaps(a: PixelBounds, b: PixelBounds): { dx: number; dy: number } {
  return {
    dx: Math.max(0, a.x0 - b.x1, b.x0 - a.x1),
    dy: Math.max(0, a.y0 - b.y1, b.y0 - a.y1),
  };
}

function union(a: PixelBounds, b: PixelBounds): PixelBounds {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

/** Pen strokes grown by the shapes near them (dots, crossings, separate letters of initials). */
function groupStrokes(
  components: readonly InkComponent[],
  strokes: readonly number[],
  scale: number,
): Array<{ bounds: PixelBounds; members: number[] }> {
  const gapX = GROUP_GAP_X * scale;
  const gapY = GROUP_GAP_Y * scale;
  const groups = strokes.map((i) => ({ bounds: components[i]!.bounds, members: [i] }));
  const used = new Set(strokes);
  let changed = true;
  while (changed) {
    changed = false;
    for (let a = 0; a < groups.length; a++) {
      for (let b = groups.length - 1; b > a; b--) {
        const g = gaps(groups[a]!.bounds, groups[b]!.bounds);
        if (g.dx <= gapX && g.dy <= gapY) {
          groups[a]!.bounds = union(groups[a]!.bounds, groups[b]!.bounds);
          groups[a]!.members.push(...groups[b]!.members);
          groups.splice(b, 1);
          changed = true;
        }
      }
      components.forEach((c, i) => {
        if (used.has(i)) return;
        const g = gaps(groups[a]!.bounds, c.bounds);
        if (g.dx <= gapX && g.dy <= gapY) {
          groups[a]!.bounds = union(groups[a]!.bounds, c.bounds);
          groups[a]!.members.push(i);
          used.add(i);
          changed = true;
        }
      });
    }
  }
  return groups;
}

/** A label word near the mark: beside it on its band, or just above or below. */
function hasLabelNear(bounds: PixelBounds, labels: readonly PixelBounds[], scale: number): boolean {
  return labels.some((label) => {
    const g = gaps(bounds, label);
    return g.dx <= LABEL_REACH_X * scale && g.dy <= LABEL_REACH_Y * scale;
  });
}

/** A rule under the mark or through its lower part, as on a signature line. */
function standsOnLine(bounds: PixelBounds, rules: readonly RuleSegment[], scale: number): boolean {
  const height = bounds.y1 - bounds.y0;
  const width = bounds.x1 - bounds.x0;
  return rules.some((rule) => {
    const overlap = Math.min(rule.x1, bounds.x1) - Math.max(rule.x0, bounds.x0);
    return (
      rule.y >= bounds.y0 + height * 0.25 &&
      rule.y <= bounds.y1 + LINE_REACH_BELOW * scale &&
      overlap >= Math.min(width, rule.x1 - rule.x0) * 0.3
    );
  });
}

/** The mark closes the page's text: printed words above it, at most a name block below. */
function endsThePage(bounds: PixelBounds, words: readonly PixelBounds[]): boolean {
  const middle = (bounds.y0 + bounds.y1) / 2;
  const above = words.filter((w) => w.y1 <= middle).length;
  const below = words.filter((w) => w.y0 >= middle).length;
  return above > 0 && below <= WORDS_AFTER_END;
}

/**
 * Handwritten signatures and initials on a rendered page: ink that is not text (text-layer and
 * OCR words are blanked), with long straight rules taken out, grouped around pen-like strokes,
 * and kept when a place cue says "signed here" (a label in one of the seven languages, a
 * signature line under it, or standing at the end of the page's text). Filled shapes (logos,
 * bars), straight drawings (charts, tables) and rings (seals) fail the stroke test.
 */
export function findSignatures(search: SignatureSearch): SignatureCandidate[] {
  const { image, scale } = search;
  const grow = (b: PixelBounds, px: number): PixelBounds => ({
    x0: b.x0 - px,
    y0: b.y0 - px,
    x1: b.x1 + px,
    y1: b.y1 + px,
  });
  const wordBounds = search.words.map((w) => grow(boxToBounds(w.box, scale), 1));
  const labelBounds = search.words
    .map((w, i) => (isSignatureLabel(w.text) ? wordBounds[i]! : undefined))
    .filter((b): b is PixelBounds => b !== undefined);
  const lineWords = search.words
    .map((w, i) => (isSignatureLine(w.text) ? wordBounds[i]! : undefined))
    .filter((b): b is PixelBounds => b !== undefined);
  const printed = search.words
    .map((w, i) => (isSignatureLine(w.text) ? undefined : wordBounds[i]!))
    .filter((b): b is PixelBounds => b !== undefined);

  const mask = inkMask(
    image,
    [...wordBounds, ...search.claimed],
    Math.round(RULE_MIN_LENGTH * scale),
  );
  const rules: RuleSegment[] = [
    ...mask.rules.filter((r) => r.thickness <= LINE_MAX_THICKNESS * scale),
    ...lineWords.map((b) => ({ y: b.y1 - 2, x0: b.x0, x1: b.x1, thickness: 1 })),
  ];
  const components = inkComponents(mask);
  const features = components.map((c) => strokeFeatures(c, mask.ink, mask.width));
  const kinds = components.map((c, i) => penStroke(c, features[i]!, scale));
  const strokes = kinds.map((k, i) => (k ? i : -1)).filter((i) => i >= 0);

  const found: SignatureCandidate[] = [];
  for (const group of groupStrokes(components, strokes, scale)) {
    const width = (group.bounds.x1 - group.bounds.x0) / scale;
    const height = (group.bounds.y1 - group.bounds.y0) / scale;
    if (height > GROUP_MAX_HEIGHT || width > (image.width / scale) * 0.7) continue;
    // A filled shape in the group (a logo, a bar) makes it a drawing, not handwriting.
    if (
      group.members.some(
        (i) =>
          features[i]!.strokeWidth / scale > STROKE_MAX_WIDTH * 2 &&
          components[i]!.area / (scale * scale) > 20,
      )
    )
      continue;
    const labelled = hasLabelNear(group.bounds, labelBounds, scale);
    if (!labelled && !group.members.some((i) => kinds[i] === 'long')) continue;
    let score = SHAPE_SCORE;
    if (labelled) score += LABEL_SCORE;
    if (standsOnLine(group.bounds, rules, scale)) {
      score += search.words.length === 0 ? LINE_SCORE : LINE_SCORE_WITH_TEXT;
    }
    if (endsThePage(group.bounds, printed)) score += END_SCORE;
    if (score + 1e-9 < SIGNATURE_THRESHOLD) continue;
    found.push({
      bounds: group.bounds,
      score: Math.min(1, Math.round(score * 100) / 100),
      initials: width < INITIALS_MAX_WIDTH,
    });
  }
  return found;
}
