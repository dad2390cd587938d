import { type CancelSignal, throwIfAborted } from '../contract/errors';
import type { PdfEngine, PdfSource, PixelRect } from '../platform/ports';
import { structureFindings } from './output-structure';

/** What the output must satisfy, as the writer knows it. */
export interface VerificationPlan {
  /** Pages of the output (every input page is kept). */
  pageCount: number;
  /** Pixels per point the pages were rendered at; the output is rendered again at this scale. */
  scale: number;
  /** Pages rendered at another scale than `scale` (too large for the pixel budget). */
  pageScales?: ReadonlyMap<number, number>;
  /** Per 1-based page, the raster rectangles that were burnt black. */
  regions: ReadonlyMap<number, readonly PixelRect[]>;
  /** The strings that were redacted (entity words). */
  redactedStrings: readonly string[];
  /** Text the writer put into the invisible layer on purpose ('' for image-only output). */
  keptText: string;
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

/** Whitespace removed: extraction may split or join words differently from the input. */
const squash = (s: string) => s.replace(/\s+/g, '');

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
  let text = '';
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
          text += source.pageText
            ? (await source.pageText(page)) + '\n'
            : (await source.textRuns(page)).map((r) => r.str).join(' ') + '\n';
        } catch (error) {
          if (signal?.aborted) throw error;
          textError = error;
        }
      }
      const rects = plan.regions.get(page) ?? [];
      if (samePages && pixelError === undefined && rects.length > 0) {
        try {
          if (!(await regionsBlack(source, page, rects, plan))) failed.push(page);
          regions += rects.length;
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
    textError !== undefined ? couldNotRun('text', textError) : judgeText(text, plan);
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
            detail: `Redacted regions are not solid black on page(s) ${failed.join(', ')}.`,
          }
        : {
            name: 'pixels',
            passed: true,
            detail: `All ${regions} redacted regions are solid black.`,
          };
  }
  return [textCheck, pixelCheck];
}

/** Checks the text the output yields against the redacted strings. */
function judgeText(text: string, plan: VerificationPlan): VerificationCheck {
  const found = squash(text);
  const kept = squash(plan.keptText);
  if (kept === '' && found !== '') {
    return { name: 'text', passed: false, detail: 'The image-only output contains text.' };
  }
  // A string the user left visible elsewhere is in the layer on purpose; any other is a leak.
  const leaked = plan.redactedStrings.filter((s) => {
    const q = squash(s);
    return q !== '' && found.includes(q) && !kept.includes(q);
  });
  if (leaked.length > 0) {
    return {
      name: 'text',
      passed: false,
      detail: `The output's text contains ${leaked.length} redacted string(s).`,
    };
  }
  return {
    name: 'text',
    passed: true,
    detail: `The output's text contains none of the ${plan.redactedStrings.length} redacted strings.`,
  };
}

/** Renders one output page as a reader would and tells whether every region is solid black. */
async function regionsBlack(
  source: PdfSource,
  page: number,
  rects: readonly PixelRect[],
  plan: VerificationPlan,
): Promise<boolean> {
  // Half resolution at most: a quarter of the pixels to render, and a burnt box of a 6 pt
  // word is still several pixels high inside its inset edges.
  const rendered = plan.pageScales?.get(page) ?? plan.scale;
  const scale = Math.min(rendered, VERIFY_SCALE);
  const raster = await source.render(page, scale);
  try {
    const gray = raster.grayPixels();
    return rects.every((r) =>
      isBlack(gray, raster.width, raster.height, scaleRect(r, scale / rendered)),
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

/** True when every inner pixel of the rectangle is black enough. */
function isBlack(gray: Uint8Array, width: number, height: number, r: PixelRect): boolean {
  const x1 = Math.min(width, r.x + r.width - EDGE);
  const y1 = Math.min(height, r.y + r.height - EDGE);
  for (let y = Math.max(0, r.y + EDGE); y < y1; y++) {
    for (let x = Math.max(0, r.x + EDGE); x < x1; x++) {
      if (gray[y * width + x]! > BLACK_ENOUGH) return false;
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
