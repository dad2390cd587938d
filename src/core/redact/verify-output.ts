import type { BoxLabel } from '../contract/box-label';
import { type CancelSignal, throwIfAborted } from '../contract/errors';
import type { PdfEngine, PdfSource, PixelRect } from '../platform/ports';
import { type LabelPlacement, placeLabel } from './box-label-layout';
import { structureFindings } from './output-structure';
import {
  allowedText,
  comparable,
  type InputPage,
  judgePageText,
  type PageTextFinding,
  type RedactedEntity,
} from './verify-text';

/**
 * What the output must satisfy, worked out from the input's reading and the decisions, never
 * from what the writer reports it wrote: the writer is the thing being checked.
 */
export interface VerificationPlan {
  /** Pages of the output (every processed input page is kept). */
  pageCount: number;
  /** Pixels per point the pages were rendered at; the output is rendered again at this scale. */
  scale: number;
  /** Pages rendered at another scale than `scale` (too large for the pixel budget). */
  pageScales?: ReadonlyMap<number, number>;
  /**
   * Per 1-based page, the raster rectangles the writer burnt: checked as well, but the pixel
   * check's own ground truth is the entities' boxes.
   */
  regions?: ReadonlyMap<number, readonly PixelRect[]>;
  /**
   * The entities that were redacted (detected, hidden, visual, reviewed), with their text and
   * their boxes as read from the input: every box must be solid black in the output, and no
   * text may come back.
   */
  redacted: readonly RedactedEntity[];
  /** Whether the output has a searchable layer; without one it must hold no text at all. */
  searchable: boolean;
  /** The input's pages as read (words with offsets and boxes): the only text the output may hold. */
  pages: readonly InputPage[];
  /**
   * Labels asked for on the black boxes (reason codes): each one that fits (`placeLabel`) may
   * appear once as its own text item, and its glyph rectangle is the only part of a box that
   * may be other than black, as long as most of it is still black.
   */
  labels?: readonly BoxLabel[];
}

/** One check of the verification and what it found. */
export interface VerificationCheck {
  name: 'structure' | 'text' | 'pixels';
  passed: boolean;
  /** A sentence for the user: what was checked, or what failed. */
  detail: string;
}

/** The result of verifying one output. */
export interface VerificationReport {
  passed: boolean;
  checks: VerificationCheck[];
}

/** The output failed verification: it must not be released. Maps to 500 INTERNAL_ERROR. */
export class VerificationError extends Error {
  override readonly name = 'VerificationError';

  constructor(readonly report: VerificationReport) {
    super(
      'Output verification failed, so no output was released: ' +
        report.checks
          .filter((c) => !c.passed)
          .map((c) => c.detail)
          .join(' '),
    );
  }
}

/** Darkest grey a burnt pixel may be read back as (JPEG ringing and resampling stay far below). */
const BLACK_ENOUGH = 64;
/** Pixels left out at each edge of a region: resampling blends the border with its neighbours. */
const EDGE = 2;

/** The error's message, for a check's detail. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failed check for a check that threw: failing closed, never a pass. */
const couldNotRun = (name: VerificationCheck['name'], error: unknown): VerificationCheck => ({
  name,
  passed: false,
  detail: `The ${name} check could not run (${messageOf(error)}).`,
});

/**
 * Reads the output's text and renders its pages with boxes in one pass over one opened
 * document: opening it once, and reading each page's strings without the operator list that
 * `textRuns` builds for glyph widths, keeps each page image from being decoded twice.
 */
async function checkTextAndPixels(
  engine: PdfEngine,
  pdf: Uint8Array,
  plan: VerificationPlan,
  signal?: CancelSignal,
): Promise<[VerificationCheck, VerificationCheck]> {
  const source = await engine.open(pdf.slice());
  const allowed = plan.searchable ? allowedText(plan.pages, plan.redacted) : new Map();
  const strings = [...new Set(plan.redacted.map((e) => comparable(e.word)))].filter(Boolean);
  const truth = entityRects(plan);
  const placed = placedLabels(plan, strings);
  const findings: PageTextFinding[] = [];
  let textError: unknown;
  let pixelError: unknown;
  const failed: number[] = [];
  let regions = 0;
  const samePages = source.pageCount === plan.pageCount;
  try {
    for (let page = 1; page <= source.pageCount; page++) {
      throwIfAborted(signal);
      if (textError === undefined) {
        try {
          const text = source.pageText
            ? await source.pageText(page)
            : (await source.textRuns(page)).map((r) => r.str).join(' ');
          const own = withoutLabels(text, placed.get(page) ?? []);
          findings.push(judgePageText(page, own, allowed.get(page) ?? '', strings));
        } catch (error) {
          if (signal?.aborted) throw error;
          textError = error;
        }
      }
      const boxes = truth.get(page) ?? [];
      const burnt = plan.regions?.get(page) ?? [];
      if (samePages && pixelError === undefined && boxes.length + burnt.length > 0) {
        try {
          const holes = placed.get(page) ?? [];
          if (!(await regionsBlack(source, page, boxes, burnt, plan, holes))) failed.push(page);
          regions += boxes.length;
        } catch (error) {
          if (signal?.aborted) throw error;
          pixelError = error;
        }
      }
      // One page's decoded image at a time: a long output would otherwise be held whole.
      await source.releasePage?.(page);
    }
  } finally {
    await source.close();
  }
  const textCheck =
    textError !== undefined ? couldNotRun('text', textError) : judgeText(findings, plan);
  let pixelCheck: VerificationCheck;
  if (!samePages) {
    pixelCheck = {
      name: 'pixels',
      passed: false,
      detail: `The output has ${source.pageCount} pages instead of ${plan.pageCount}.`,
    };
  } else if (pixelError !== undefined) {
    pixelCheck = couldNotRun('pixels', pixelError);
  } else {
    pixelCheck =
      failed.length > 0
        ? {
            name: 'pixels',
            passed: false,
            detail:
              'Personal data is not covered by solid black where the input draws it on ' +
              `page(s) ${failed.join(', ')}.`,
          }
        : {
            name: 'pixels',
            passed: true,
            detail: `All ${regions} boxes of the redacted entities are solid black.`,
          };
  }
  return [textCheck, pixelCheck];
}

/**
 * The entities' boxes as read from the input, per output page, in points: the pixel check's
 * ground truth. Boxes on pages past the page limit are not in the output.
 */
function entityRects(plan: VerificationPlan): Map<number, PixelRect[]> {
  const byPage = new Map<number, PixelRect[]>();
  for (const entity of plan.redacted) {
    for (const box of entity.boxes) {
      if (box.page < 1 || box.page > plan.pageCount || !(box.width > 0 && box.height > 0)) continue;
      const list = byPage.get(box.page) ?? [];
      list.push({ x: box.x, y: box.y, width: box.width, height: box.height });
      byPage.set(box.page, list);
    }
  }
  return byPage;
}

/**
 * Where each label of the plan that fits goes, per output page (from the plan alone). A label
 * holding a redacted string is not excused: printed, it would be a leak like any other.
 */
function placedLabels(
  plan: VerificationPlan,
  redactedStrings: readonly string[],
): Map<number, LabelPlacement[]> {
  const byPage = new Map<number, LabelPlacement[]>();
  for (const label of plan.labels ?? []) {
    const place = placeLabel(label);
    if (!place || label.page < 1 || label.page > plan.pageCount) continue;
    if (redactedStrings.some((s) => comparable(place.text).includes(s))) continue;
    byPage.set(label.page, [...(byPage.get(label.page) ?? []), place]);
  }
  return byPage;
}

/**
 * The page's text items (one a line) less one whole item per placed label equal to its text:
 * a label never excuses part of another string, so nothing else can hide behind it.
 */
function withoutLabels(text: string, labels: readonly LabelPlacement[]): string {
  if (labels.length === 0) return text;
  const items = text.split('\n');
  for (const label of labels) {
    const at = items.findIndex((item) => item.trim() === label.text);
    if (at >= 0) items.splice(at, 1);
  }
  return items.join('\n');
}

/** Sums up the pages' text findings in one check. */
function judgeText(
  findings: readonly PageTextFinding[],
  plan: VerificationPlan,
): VerificationCheck {
  const leaking = findings.filter((f) => f.leakedStrings > 0);
  const stray = findings.filter((f) => f.strayCharacters > 0);
  if (!plan.searchable && stray.length > 0) {
    return { name: 'text', passed: false, detail: 'The image-only output contains text.' };
  }
  if (leaking.length > 0) {
    const count = Math.max(...leaking.map((f) => f.leakedStrings));
    return {
      name: 'text',
      passed: false,
      detail:
        `The output's text contains ${count} redacted string(s) on page(s) ` +
        `${leaking.map((f) => f.page).join(', ')}.`,
    };
  }
  if (stray.length > 0) {
    return {
      name: 'text',
      passed: false,
      detail:
        "The output's text holds characters that no kept word of the input accounts for on " +
        `page(s) ${stray.map((f) => f.page).join(', ')}.`,
    };
  }
  return {
    name: 'text',
    passed: true,
    detail:
      `The output's text contains none of the ${plan.redacted.length} redacted entities and ` +
      'only words the input visibly keeps.',
  };
}

/**
 * Renders one output page as a reader would and tells whether every entity box (in points, as
 * read from the input) and every rectangle the writer says it burnt is solid black.
 */
async function regionsBlack(
  source: PdfSource,
  page: number,
  boxes: readonly PixelRect[],
  burnt: readonly PixelRect[],
  plan: VerificationPlan,
  labels: readonly LabelPlacement[],
): Promise<boolean> {
  // Half resolution at most: a quarter of the pixels to render, and a burnt box of a 6 pt
  // word is still several pixels high inside its inset edges.
  const rendered = plan.pageScales?.get(page) ?? plan.scale;
  const scale = Math.min(rendered, VERIFY_SCALE);
  const raster = await source.render(page, scale);
  try {
    const gray = raster.grayPixels();
    const holes = labels.map((l) => outerRect(l.rect, scale));
    const black = (r: PixelRect) => isBlack(gray, raster.width, raster.height, r, holes);
    return (
      holes.every((h) => mostlyBlack(gray, raster.width, raster.height, h)) &&
      boxes.every((b) => black(scaleRect(b, scale))) &&
      burnt.every((r) => black(scaleRect(r, scale / rendered)))
    );
  } finally {
    raster.release();
  }
}

/** Pixels per point the output is rendered at for the pixel check (75 dpi at most). */
const VERIFY_SCALE = 75 / 72;

/** A rectangle scaled by `f`, rounded inwards so it never reaches past the burnt region. */
function scaleRect(r: PixelRect, f: number): PixelRect {
  const x = Math.ceil(r.x * f);
  const y = Math.ceil(r.y * f);
  return {
    x,
    y,
    width: Math.max(0, Math.floor((r.x + r.width) * f) - x),
    height: Math.max(0, Math.floor((r.y + r.height) * f) - y),
  };
}

/** A rectangle scaled by `f`, rounded outwards so it holds every pixel a label may touch. */
function outerRect(r: PixelRect, f: number): PixelRect {
  const x = Math.floor(r.x * f);
  const y = Math.floor(r.y * f);
  return {
    x,
    y,
    width: Math.ceil((r.x + r.width) * f) - x,
    height: Math.ceil((r.y + r.height) * f) - y,
  };
}

/** True when the pixel lies in one of the rectangles. */
const inAny = (rects: readonly PixelRect[], x: number, y: number) =>
  rects.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);

/**
 * Least share of a label's rectangle that must stay black: white glyphs of a short code take
 * well under half of it, while a patch left unburnt under the label (text on white paper) is
 * mostly light.
 */
const LABEL_BLACK_SHARE = 0.5;

/** True when at least `LABEL_BLACK_SHARE` of the rectangle's pixels are black enough. */
function mostlyBlack(gray: Uint8Array, width: number, height: number, r: PixelRect): boolean {
  let black = 0;
  let all = 0;
  for (let y = Math.max(0, r.y); y < Math.min(height, r.y + r.height); y++) {
    for (let x = Math.max(0, r.x); x < Math.min(width, r.x + r.width); x++) {
      all++;
      if (gray[y * width + x]! <= BLACK_ENOUGH) black++;
    }
  }
  return all > 0 && black >= all * LABEL_BLACK_SHARE;
}

/** True when every inner pixel of the rectangle, outside the label holes, is black enough. */
function isBlack(
  gray: Uint8Array,
  width: number,
  height: number,
  r: PixelRect,
  holes: readonly PixelRect[] = [],
): boolean {
  const x1 = Math.min(width, r.x + r.width - EDGE);
  const y1 = Math.min(height, r.y + r.height - EDGE);
  for (let y = Math.max(0, r.y + EDGE); y < y1; y++) {
    for (let x = Math.max(0, r.x + EDGE); x < x1; x++) {
      if (gray[y * width + x]! > BLACK_ENOUGH && !inAny(holes, x, y)) return false;
    }
  }
  return true;
}

/**
 * Opens the output again and proves what the redaction promises: a clean structure (nothing of
 * the input's metadata, forms, annotations, outlines, attachments, scripts), no redacted string
 * in its text, and every redacted region solid black in its page images. Fails closed: an
 * error while checking is a failed check, never a pass.
 */
export async function verifyOutput(
  engine: PdfEngine,
  pdf: Uint8Array,
  plan: VerificationPlan,
  signal?: CancelSignal,
): Promise<VerificationReport> {
  let structure: VerificationCheck;
  try {
    const findings = await structureFindings(pdf);
    structure =
      findings.length > 0
        ? { name: 'structure', passed: false, detail: `The output has ${findings.join(', ')}.` }
        : {
            name: 'structure',
            passed: true,
            detail: 'No metadata, forms, annotations, outlines, attachments or scripts.',
          };
  } catch (error) {
    if (signal?.aborted) throw error;
    structure = couldNotRun('structure', error);
  }
  let rendered: VerificationCheck[];
  try {
    rendered = await checkTextAndPixels(engine, pdf, plan, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    // The output could not even be opened: neither check ran.
    rendered = [couldNotRun('text', error), couldNotRun('pixels', error)];
  }
  const checks = [structure, ...rendered];
  return { passed: checks.every((c) => c.passed), checks };
}
