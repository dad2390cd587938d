/**
 * Places the truth of a Chromium-printed document in the text read back by the real reader: a
 * character belongs to a marked value when the centre of its glyph box (the same run geometry
 * the redaction boxes are drawn from) lies inside one of the value's printed line rectangles.
 */
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import { runRangeRect } from '../../../src/core/document/geometry';
import type { DocumentModel, PageText } from '../../../src/core/document/model';
import type { PdfEngine } from '../../../src/core/platform/ports';
import type { ReadDoc } from '../score-docs';
import type { ChromiumDoc, TruthLine } from './render';

/** A read-back document with its truth placed, plus what could not be placed. */
export interface PlacedDoc extends ReadDoc {
  /** Per truth value: the expected text and the characters selected from the read-back text. */
  checks: Array<{ tag: string; expected: string; selected: string }>;
}

// The reader spreads a justified line's word spacing evenly over its run, so a glyph's centre can
// drift a couple of points from where Chromium put it: candidates are taken with some slack, then
// the printed line text is matched among the page's characters nearest to them.
const SLACK_X = 4;
const SLACK_Y = 0.6;

/** Centres of the drawn characters of a page (NaN for inserted ones), page-local offsets. */
function glyphCentres(page: PageText): Float64Array {
  const centres = new Float64Array(page.text.length * 2).fill(Number.NaN);
  for (let i = 0; i < page.text.length; i++) {
    const run = page.origin.run[i]!;
    if (run < 0 || /\s/.test(page.text[i]!)) continue;
    const index = page.origin.index[i]!;
    const r = runRangeRect(page.runs[run]!, page.edges[run]!, index, index + 1);
    centres[i * 2] = r.x + r.width / 2;
    centres[i * 2 + 1] = r.y + r.height / 2;
  }
  return centres;
}

function inside(line: TruthLine, x: number, y: number, slackX: number): boolean {
  return (
    x >= line.x - slackX &&
    x <= line.x + line.width + slackX &&
    y >= line.y - SLACK_Y &&
    y <= line.y + line.height + SLACK_Y
  );
}

/** A page's non-space characters as one string, with each one's page-local offset. */
interface Compact {
  text: string;
  at: number[];
}

function compact(page: PageText): Compact {
  let text = '';
  const at: number[] = [];
  for (let i = 0; i < page.text.length; i++) {
    if (/\s/.test(page.text[i]!)) continue;
    text += page.text[i]!.toLowerCase();
    at.push(i);
  }
  return { text, at };
}

/**
 * The page offsets of one printed line: the occurrence of its text (spaces ignored) sharing the
 * most characters with the geometric candidates, or the strictly geometric selection.
 */
function pickLine(page: PageText, c: Float64Array, flat: Compact, line: TruthLine): number[] {
  const near = new Set<number>();
  const strict: number[] = [];
  for (let i = 0; i < page.text.length; i++) {
    const x = c[i * 2]!;
    if (Number.isNaN(x)) continue;
    if (inside(line, x, c[i * 2 + 1]!, SLACK_X)) near.add(i);
    if (inside(line, x, c[i * 2 + 1]!, 0)) strict.push(i);
  }
  if (near.size === 0) return [];
  // Lower case on both sides: CSS text-transform prints capitals the DOM text does not have.
  const target = line.text.replace(/\s+/g, '').toLowerCase();
  let best: number[] = [];
  let bestShared = 0;
  for (
    let k = flat.text.indexOf(target);
    target && k !== -1;
    k = flat.text.indexOf(target, k + 1)
  ) {
    const picked = flat.at.slice(k, k + target.length);
    const shared = picked.filter((i) => near.has(i)).length;
    if (shared > bestShared) [best, bestShared] = [picked, shared];
  }
  return bestShared * 2 >= target.length ? best : strict;
}

/** Selected page-local offsets -> document ranges, joining neighbours separated by whitespace only. */
function toRanges(page: PageText, picked: number[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const i of [...new Set(picked)].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && /^\s*$/.test(page.text.slice(last[1] - page.offset, i)))
      last[1] = page.offset + i + 1;
    else ranges.push([page.offset + i, page.offset + i + 1]);
  }
  return ranges;
}

/** Places the truth of `printed` in `doc`. */
export function placeTruth(name: string, doc: DocumentModel, printed: ChromiumDoc): PlacedDoc {
  const centres = new Map<number, Float64Array>();
  const flats = new Map<number, Compact>();
  const truth: ReadDoc['truth'] = [];
  const checks: PlacedDoc['checks'] = [];
  let unplaced = 0;
  for (const value of printed.truth) {
    const page = doc.pages[value.page - 1];
    if (!page || value.lines.length === 0) {
      unplaced += Math.max(1, value.lines.length);
      continue;
    }
    let c = centres.get(value.page);
    if (!c) centres.set(value.page, (c = glyphCentres(page)));
    let flat = flats.get(value.page);
    if (!flat) flats.set(value.page, (flat = compact(page)));
    const picked: number[] = [];
    for (const line of value.lines) {
      const found = pickLine(page, c, flat, line);
      if (found.length === 0) unplaced++;
      picked.push(...found);
    }
    if (picked.length === 0) continue;
    const ranges = toRanges(page, picked);
    truth.push({ tag: value.tag, ranges });
    checks.push({
      tag: value.tag,
      expected: value.text,
      selected: ranges.map(([a, b]) => doc.text.slice(a, b)).join(' '),
    });
  }
  return { name, doc, truth, unplaced, checks };
}

/** Reads a printed document back through the real reader and places its truth. */
export async function readBackChromium(
  engine: PdfEngine,
  printed: ChromiumDoc,
): Promise<PlacedDoc> {
  const source = await engine.open(printed.pdf);
  const doc = assembleDocument(await readPageLayers(source));
  await source.close();
  return placeTruth(printed.name, doc, printed);
}
