/**
 * Places doc6 truth in the text the product's real reader extracts from the PDF: every printed
 * occurrence of every marked value, found by text. Whitespace (a line end included) may stand
 * anywhere inside a value, since pdfmake wraps values in narrow cells; a match may not touch a
 * letter or digit on either side; longer values claim their characters first.
 */
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import type { PdfEngine } from '../../../src/core/platform/ports';
import type { ReadDoc } from '../score-docs';
import type { Mark } from './kit';
import type { Printed6 } from './render';

/** How often one distinct marked value was marked and found in the read-back text. */
export interface ValueCount {
  tag: string;
  text: string;
  marked: number;
  found: number;
}

/** A read-back doc6 document with its truth placed. */
export interface Placed6 extends ReadDoc {
  counts: ValueCount[];
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a value that tolerates whitespace between any two of its characters. */
export function loosePattern(value: string): RegExp {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  const body = chars
    .map((c, i) =>
      c === ' ' ? '\\s+' : escape(c) + (i + 1 < chars.length && chars[i + 1] !== ' ' ? '\\s*' : ''),
    )
    .join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
}

/** Finds every occurrence of the marked values in `text`. */
export function placeValues(
  text: string,
  marks: readonly Mark[],
): { spans: Array<{ tag: string; start: number; end: number }>; counts: ValueCount[] } {
  const byValue = new Map<string, ValueCount>();
  for (const m of marks) {
    const key = `${m.tag}|${m.text}`;
    const seen = byValue.get(key);
    if (seen) seen.marked++;
    else byValue.set(key, { tag: m.tag, text: m.text, marked: 1, found: 0 });
  }
  const owner = new Uint8Array(text.length);
  const spans: Array<{ tag: string; start: number; end: number }> = [];
  const longestFirst = [...byValue.values()].sort(
    (a, b) => b.text.length - a.text.length || a.text.localeCompare(b.text),
  );
  for (const value of longestFirst)
    for (const hit of text.matchAll(loosePattern(value.text))) {
      const start = hit.index;
      const end = start + hit[0].length;
      const part = owner.subarray(start, end);
      if (part.some((c) => c === 1)) {
        // Inside a longer value ("Ana" in "Ana Ruiz"): those characters are truth already.
        if (part.every((c) => c === 1)) value.found++;
        continue;
      }
      owner.fill(1, start, end);
      spans.push({ tag: value.tag, start, end });
      value.found++;
    }
  return { spans, counts: [...byValue.values()] };
}

/** Reads a printed document back through the real reader and places its truth. */
export async function readBack6(engine: PdfEngine, printed: Printed6): Promise<Placed6> {
  const source = await engine.open(printed.pdf);
  const doc = assembleDocument(await readPageLayers(source));
  await source.close();
  const { spans, counts } = placeValues(doc.text, printed.doc.marks);
  const unplaced = counts.reduce((n, c) => n + Math.max(0, c.marked - c.found), 0);
  if (unplaced && process.env.QUALITY_DEBUG)
    for (const c of counts)
      if (c.found < c.marked)
        console.log('doc6 unplaced', printed.doc.name, JSON.stringify(c.text));
  return {
    name: printed.doc.name,
    doc,
    truth: spans.map((s) => ({ tag: s.tag, ranges: [[s.start, s.end] as [number, number]] })),
    unplaced,
    counts,
  };
}
