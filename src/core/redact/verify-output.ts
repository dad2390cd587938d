import { PDFDocument } from 'pdf-lib';
import type { BoxLabel } from '../contract/box-label';
import { type CancelSignal, throwIfAborted } from '../contract/errors';
import type { ImageDecoder, PdfEngine, PdfSource, PixelRect } from '../platform/ports';
import { type LabelPlacement, placeLabel } from './box-label-layout';
import { countOf } from './count-bytes';
import { structureFindingsOf } from './output-structure';
import { type PlainImagePage, plainImagePages } from './plain-image-page';
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
  plain: ReadonlyMap<number, PlainImagePage>,
  remoteTexts: Promise<string[] | undefined> | undefined,
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
  /** Pages whose picture was decoded natively, and pages rendered by pdf.js. */
  let decoded = 0;
  let rendered = 0;
  const samePages = source.pageCount === plan.pageCount;
  // Native decoding runs off the main thread: the pictures are checked while pdf.js reads text.
  const pictures =
    samePages && engine.images
      ? pictureChecks(engine.images, plain, plan, truth, placed, signal)
      : new Map<number, Promise<boolean | undefined>>();
  /** Judges a page's pixels from its decoded picture, or renders it when there is none. */
  const checkPixels = async (page: number, boxes: PixelRect[], burnt: readonly PixelRect[]) => {
    try {
      const holes = placed.get(page) ?? [];
      let black = await pictures.get(page);
      if (black === undefined) {
        black = await regionsBlack(source, page, boxes, burnt, plan, holes);
        rendered++;
      } else {
        decoded++;
      }
      if (!black) failed.push(page);
      regions += boxes.length;
    } catch (error) {
      if (signal?.aborted) throw error;
      pixelError = error;
    }
  };
  /**
   * Pages whose picture is being decoded: judged after the text loop, so reading the next
   * page's text never waits for this page's decode (they overlap instead of taking turns).
   */
  const decoding: [number, PixelRect[], readonly PixelRect[]][] = [];
  try {
    for (let page = 1; page <= source.pageCount; page++) {
      throwIfAborted(signal);
      if (textError === undefined) {
        try {
          const remote = (await remoteTexts)?.[page - 1];
          const text =
            remote ??
            (source.pageText
              ? await source.pageText(page)
              : (await source.textRuns(page)).map((r) => r.str).join(' '));
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
        if (pictures.has(page)) decoding.push([page, boxes, burnt]);
        else await checkPixels(page, boxes, burnt);
      }
      // One page's decoded image at a time: a long output would otherwise be held whole.
      await source.releasePage?.(page);
    }
    // The pictures decode one at a time in page order (pictureChecks); a page whose decode
    // failed is rendered here instead, then released again.
    for (const [page, boxes, burnt] of decoding) {
      throwIfAborted(signal);
      if (pixelError !== undefined) break;
      await checkPixels(page, boxes, burnt);
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
              `page(s) ${failed.sort((a, b) => a - b).join(', ')}.`,
          }
        : {
            name: 'pixels',
            passed: true,
            detail:
              `All ${regions} boxes of the redacted entities are solid black ` +
              `(${decoded} page(s) read from their one plain picture, ${rendered} rendered).`,
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
  const { rendered, scale } = verifyScales(plan, page);
  const raster = await source.render(page, scale);
  try {
    const gray = { pixels: raster.grayPixels(), width: raster.width, height: raster.height };
    return grayBlack(gray, checkedRects(scale, rendered, boxes, burnt, labels));
  } finally {
    raster.release();
  }
}

/**
 * Decodes in flight at once: two keep both cores busy beside the text read (one left the text
 * loop waiting on decodes at its end: 65-166 ms idle on the 12-page lease), and bound the decoded
 * pictures alive at a time whatever the length.
 */
const DECODE_LANES = 2;

/**
 * Starts `pictureBlack` for every page with boxes that is one plain picture, in page order on
 * `DECODE_LANES` lanes (at most that many decoded pictures alive at a time), to run alongside
 * the text check. A page whose result is undefined (decoder failed, cancelled) is rendered
 * instead.
 */
function pictureChecks(
  decoder: ImageDecoder,
  plain: ReadonlyMap<number, PlainImagePage>,
  plan: VerificationPlan,
  truth: ReadonlyMap<number, PixelRect[]>,
  placed: ReadonlyMap<number, LabelPlacement[]>,
  signal?: CancelSignal,
): Map<number, Promise<boolean | undefined>> {
  const results = new Map<number, Promise<boolean | undefined>>();
  const lanes: Promise<unknown>[] = Array.from({ length: DECODE_LANES }, () => Promise.resolve());
  for (const [page, picture] of plain) {
    const boxes = truth.get(page) ?? [];
    const burnt = plan.regions?.get(page) ?? [];
    if (page > plan.pageCount || boxes.length + burnt.length === 0) continue;
    const holes = placed.get(page) ?? [];
    const lane = results.size % DECODE_LANES;
    const result = lanes[lane]!.then(() =>
      signal?.aborted ? undefined : pictureBlack(decoder, picture, page, boxes, burnt, plan, holes),
    ).catch(() => undefined);
    results.set(page, result);
    lanes[lane] = result;
  }
  return results;
}

/**
 * `regionsBlack` for a page that is one plain picture (`plainImagePages`, read from the output's
 * own bytes): the picture is decoded natively and drawn as pdf.js would draw it over the page,
 * at the same scale, and judged the same way. Undefined when the decoder fails: the page is
 * then rendered instead.
 */
async function pictureBlack(
  decoder: ImageDecoder,
  picture: PlainImagePage,
  page: number,
  boxes: readonly PixelRect[],
  burnt: readonly PixelRect[],
  plan: VerificationPlan,
  labels: readonly LabelPlacement[],
): Promise<boolean | undefined> {
  const { rendered, scale } = verifyScales(plan, page);
  // No larger than the page image the pipeline made (its pixel budget): a picture of another
  // size is not the pipeline's, and a huge one would take the decoder's memory.
  const { jpeg } = picture;
  const most = (points: number) => Math.ceil(points * rendered) + 1;
  if (jpeg.width > most(picture.width) || jpeg.height > most(picture.height)) return undefined;
  const drawn = { width: picture.width * scale, height: picture.height * scale };
  // Sized as pdf.js sizes a page's canvas (pdfjs-source renderPage).
  const canvas = {
    width: Math.max(1, Math.ceil(drawn.width)),
    height: Math.max(1, Math.ceil(drawn.height)),
  };
  const checked = checkedRects(scale, rendered, boxes, burnt, labels);
  let pixels: Uint8Array;
  try {
    pixels = await decoder.jpegGray(jpeg.bytes(), { canvas, drawn }, checked.all);
  } catch {
    return undefined;
  }
  if (pixels.length !== canvas.width * canvas.height) return undefined;
  return grayBlack({ pixels, ...canvas }, checked);
}

/** The scale the page's image was made at, and the (lower) scale it is checked at. */
function verifyScales(plan: VerificationPlan, page: number) {
  const rendered = plan.pageScales?.get(page) ?? plan.scale;
  // Half resolution at most: a quarter of the pixels to render, and a burnt box of a 6 pt
  // word is still several pixels high inside its inset edges.
  return { rendered, scale: Math.min(rendered, VERIFY_SCALE) };
}

/** A page's grey pixels at the check's scale. */
interface GrayPage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** True when every entity box, every burnt rectangle and most of each label is black. */
function grayBlack(gray: GrayPage, checked: CheckedRects): boolean {
  const { pixels, width, height } = gray;
  const black = (r: PixelRect) => isBlack(pixels, width, height, r, checked.holes);
  return (
    checked.holes.every((h) => mostlyBlack(pixels, width, height, h)) && checked.black.every(black)
  );
}

/** The rectangles (check-scale pixels) a page's pixel check reads, and nothing else. */
interface CheckedRects {
  /** Entity boxes and burnt rectangles: black inside their inset edges, outside the holes. */
  black: PixelRect[];
  /** Label rectangles: mostly black. */
  holes: PixelRect[];
  /** Every rectangle read: a decoder need not produce pixels outside them. */
  all: PixelRect[];
}

/** The page's rectangles to check at `scale`: entity boxes, burnt rectangles, label holes. */
function checkedRects(
  scale: number,
  rendered: number,
  boxes: readonly PixelRect[],
  burnt: readonly PixelRect[],
  labels: readonly LabelPlacement[],
): CheckedRects {
  const holes = labels.map((l) => outerRect(l.rect, scale));
  const black = [
    ...boxes.map((b) => scaleRect(b, scale)),
    ...burnt.map((r) => scaleRect(r, scale / rendered)),
  ];
  return { black, holes, all: [...black, ...holes] };
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
  // The page strings are read on another thread where the engine offers it, while this one
  // checks the structure, opens the output and decodes its pictures; a failure there is a
  // reason to read them here, never to pass.
  const remoteTexts = engine.pageTexts?.(pdf).catch(() => undefined);
  let structure: VerificationCheck;
  let plain: ReadonlyMap<number, PlainImagePage> = new Map();
  try {
    // Parsed once from the output's bytes for the structure and the plain-picture pages.
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const findings = structureFindingsOf(doc);
    if (engine.images && oneRevision(pdf)) plain = plainImagePages(doc);
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
    rendered = await checkTextAndPixels(engine, pdf, plan, plain, remoteTexts, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    // The output could not even be opened: neither check ran.
    rendered = [couldNotRun('text', error), couldNotRun('pixels', error)];
  }
  const checks = [structure, ...rendered];
  return { passed: checks.every((c) => c.passed), checks };
}

/**
 * True when the file has one cross-reference section and no earlier revision (`startxref`
 * once, no `/Prev`): pdf-lib reads objects in file order while readers follow the
 * cross-reference, and with a single revision both find the same objects.
 */
function oneRevision(pdf: Uint8Array): boolean {
  return countOf(pdf, 'startxref') === 1 && countOf(pdf, '/Prev') === 0;
}
