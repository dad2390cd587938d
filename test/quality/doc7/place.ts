/**
 * Places doc7 truth in the text the product's real reader extracts from the PDF: every printed
 * occurrence of every marked value, found by text. Whitespace (a line end included) may stand
 * between any two characters of a value, since jsPDF and autotable wrap values; a match may
 * not touch a letter or digit on either side; longer values claim their characters first, so
 * a town inside a marked address belongs to the address.
 */
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import type { PdfEngine } from '../../../src/core/platform/ports';
import type { ReadDoc } from '../score-docs';
import type { Mark7 } from './kit';
import type { Printed7 } from './render';

/** How often one distinct marked value was marked and found. */
export interface Count7 {
  tag: string;
  text: string;
  marked: number;
  found: number;
}

/** A read-back doc7 document with its truth placed. */
export interface Placed7 extends ReadDoc {
  counts: Count7[];
}

/** A truth span in the document text. */
export interface Span7 {
  tag: string;
  start: number;
  end: number;
}

const escapeChar = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a value that lets whitespace stand between any two of its characters. */
export function valuePattern(value: string): RegExp {
  const chars = [...value.replace(/\s+/g, ' ').trim()].filter((ch) => ch !== ' ');
  const words = value.trim().split(/\s+/);
  // A space of the value must be whitespace in the text; elsewhere whitespace is optional.
  let body = '';
  let w = 0;
  for (const word of words) {
    if (w++) body += '\\s+';
    body += [...word].map(escapeChar).join('\\s*');
  }
  if (chars.length === 0) throw new Error('doc7: an empty value was marked.');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
}

/** Finds every occurrence of the marked values in `text`, longest values first. */
export function placeMarks(
  text: string,
  marks: readonly Mark7[],
): { spans: Span7[]; counts: Count7[] } {
  const byValue = new Map<string, Count7>();
  for (const m of marks) {
    const key = `${m.tag}\u0000${m.text}`;
    const seen = byValue.get(key);
    if (seen) seen.marked++;
    else byValue.set(key, { tag: m.tag, text: m.text, marked: 1, found: 0 });
  }
  const taken = new Uint8Array(text.length);
  const spans: Span7[] = [];
  const order = [...byValue.values()].sort(
    (a, b) => b.text.length - a.text.length || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  );
  for (const value of order)
    for (const hit of text.matchAll(valuePattern(value.text))) {
      const start = hit.index;
      const end = start + hit[0].length;
      const part = taken.subarray(start, end);
      if (part.some((t) => t === 1)) {
        // Inside a longer value ("Leeds" in a marked address): already truth.
        if (part.every((t) => t === 1)) value.found++;
        continue;
      }
      taken.fill(1, start, end);
      spans.push({ tag: value.tag, start, end });
      value.found++;
    }
  spans.sort((a, b) => a.start - b.start);
  return { spans, counts: [...byValue.values()] };
}

/** Reads a printed document back through the product's reader and places its truth. */
export async function readBack7(engine: PdfEngine, printed: Printed7): Promise<Placed7> {
  const source = await engine.open(printed.pdf);
  const doc = assembleDocument(await readPageLayers(source));
  await source.close();
  const { spans, counts } = placeMarks(doc.text, printed.doc.marks);
  const unplaced = counts.reduce((n, c) => n + Math.max(0, c.marked - c.found), 0);
  if (unplaced && process.env.QUALITY_DEBUG)
    for (const c of counts)
      if (c.found < c.marked)
        console.log('doc7 unplaced', printed.doc.name, c.tag, JSON.stringify(c.text));
  return {
    name: printed.doc.name,
    doc,
    truth: spans.map((s) => ({ tag: s.tag, ranges: [[s.start, s.end] as [number, number]] })),
    unplaced,
    counts,
  };
}
