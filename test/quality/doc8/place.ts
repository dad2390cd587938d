/**
 * Places doc8 truth in the text the product's real reader extracts from the PDF: every printed
 * occurrence of every marked value, found by text. Whitespace (a line end included) may stand
 * between any two characters of a value, and so may a hyphen that groff added at a line end
 * ("Wohnungsbaugenos-" / "senschaft"): the span then covers both pieces and the hyphen. A match
 * may not touch a letter or digit on either side; longer values claim their characters first.
 */
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import type { PdfEngine } from '../../../src/core/platform/ports';
import type { ReadDoc } from '../score-docs';
import type { Mark8 } from './kit';
import type { Printed8 } from './render';

/** How often one distinct marked value was marked and found. */
export interface Count8 {
  tag: string;
  text: string;
  marked: number;
  found: number;
}

/** A truth span in the document text, with the value it stands for. */
export interface Span8 {
  tag: string;
  start: number;
  end: number;
  value: string;
}

/** A read-back doc8 document with its truth placed. */
export interface Placed8 extends ReadDoc {
  counts: Count8[];
  spans: Span8[];
}

const escapeChar = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Between two characters of a word: nothing, whitespace, or a line-end hyphen and the line end. */
const JOIN = '(?:-[ \\t]*\\n\\s*|\\s*)';

/** The pattern of a value, tolerant of line ends and of hyphenation at a line end. */
export function valuePattern(value: string): RegExp {
  const words = value.trim().split(/\s+/);
  if (!words[0]) throw new Error('doc8: an empty value was marked.');
  const body = words.map((w) => [...w].map(escapeChar).join(JOIN)).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
}

/** True when a placed span is split by a hyphen groff added at a line end. */
export function hyphenSplit(text: string, span: Span8): boolean {
  const piece = text.slice(span.start, span.end);
  const squash = (s: string) => s.replace(/\s+/g, '');
  return /-[ \t]*\n/.test(piece) && squash(piece.replace(/-[ \t]*\n/g, '')) === squash(span.value);
}

/** Finds every occurrence of the marked values in `text`, longest values first. */
export function placeMarks(
  text: string,
  marks: readonly Mark8[],
): { spans: Span8[]; counts: Count8[] } {
  const byValue = new Map<string, Count8>();
  for (const m of marks) {
    const key = `${m.tag}\u0000${m.text}`;
    const seen = byValue.get(key);
    if (seen) seen.marked++;
    else byValue.set(key, { tag: m.tag, text: m.text, marked: 1, found: 0 });
  }
  const taken = new Uint8Array(text.length);
  const spans: Span8[] = [];
  const order = [...byValue.values()].sort(
    (a, b) => b.text.length - a.text.length || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  );
  for (const value of order)
    for (const hit of text.matchAll(valuePattern(value.text))) {
      const start = hit.index;
      const end = start + hit[0].length;
      const part = taken.subarray(start, end);
      if (part.some((t) => t === 1)) {
        // Inside a longer value (a town in a marked address): already truth.
        if (part.every((t) => t === 1)) value.found++;
        continue;
      }
      taken.fill(1, start, end);
      spans.push({ tag: value.tag, start, end, value: value.text });
      value.found++;
    }
  spans.sort((a, b) => a.start - b.start);
  return { spans, counts: [...byValue.values()] };
}

/** Reads a typeset document back through the product's reader and places its truth. */
export async function readBack8(engine: PdfEngine, printed: Printed8): Promise<Placed8> {
  const source = await engine.open(printed.pdf);
  const doc = assembleDocument(await readPageLayers(source));
  await source.close();
  const { spans, counts } = placeMarks(doc.text, printed.doc.marks);
  const unplaced = counts.reduce((n, c) => n + Math.max(0, c.marked - c.found), 0);
  if (unplaced && process.env.QUALITY_DEBUG)
    for (const c of counts)
      if (c.found < c.marked)
        console.log('doc8 unplaced', printed.doc.name, c.tag, JSON.stringify(c.text));
  return {
    name: printed.doc.name,
    doc,
    truth: spans.map((s) => ({ tag: s.tag, ranges: [[s.start, s.end] as [number, number]] })),
    unplaced,
    counts,
    spans,
  };
}
