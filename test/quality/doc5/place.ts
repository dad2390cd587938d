/**
 * Places the truth of a doc5 document in the text the real reader gets back from its PDF: every
 * printed occurrence of every marked value, found by text. Whitespace (a line end included) may
 * stand anywhere inside a value because narrow cells wrap values; a match may not touch a letter
 * or digit on either side; longer values claim their characters first.
 */
import { assembleDocument, readPageLayers } from '../../../src/core/document/load-document';
import type { PdfEngine } from '../../../src/core/platform/ports';
import type { ReadDoc } from '../score-docs';
import type { Marked } from './kit';
import type { Printed5 } from './render';

/** A read-back doc5 document: truth placed, plus each value's printed count. */
export interface Placed5 extends ReadDoc {
  /** Per distinct value: how often it was marked and found (alone or inside a longer value). */
  counts: Array<{ tag: string; text: string; marked: number; found: number }>;
}

const escapeRe = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `value` allowing whitespace inside it (and requiring it where it has some). */
export function valuePattern(value: string): RegExp {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  let source = '';
  chars.forEach((c, i) => {
    if (c === ' ') source += '\\s+';
    else source += escapeRe(c) + (i < chars.length - 1 && chars[i + 1] !== ' ' ? '\\s*' : '');
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'gu');
}

/** Finds every occurrence of the marked values in `text`: [start, end, tag] per occurrence. */
export function placeMarks(
  text: string,
  marks: readonly Marked[],
): { ranges: Array<{ tag: string; start: number; end: number }>; counts: Placed5['counts'] } {
  const distinct = new Map<string, { tag: string; text: string; marked: number; found: number }>();
  for (const m of marks) {
    const key = `${m.tag}\u0000${m.text}`;
    const entry = distinct.get(key);
    if (entry) entry.marked++;
    else distinct.set(key, { tag: m.tag, text: m.text, marked: 1, found: 0 });
  }
  const claimed = new Uint8Array(text.length);
  const ranges: Array<{ tag: string; start: number; end: number }> = [];
  const ordered = [...distinct.values()].sort((a, b) => b.text.length - a.text.length);
  for (const entry of ordered) {
    for (const match of text.matchAll(valuePattern(entry.text))) {
      const start = match.index;
      const end = start + match[0].length;
      const taken = claimed.subarray(start, end);
      if (taken.some((c) => c === 1)) {
        // Printed inside a longer value ("Anna" in "Anna Lee"): its characters are truth already.
        if (taken.every((c) => c === 1)) entry.found++;
        continue;
      }
      claimed.fill(1, start, end);
      ranges.push({ tag: entry.tag, start, end });
      entry.found++;
    }
  }
  return { ranges, counts: [...distinct.values()] };
}

/** Reads a printed document back through the real reader and places its truth. */
export async function readBack5(engine: PdfEngine, printed: Printed5): Promise<Placed5> {
  const source = await engine.open(printed.pdf);
  const doc = assembleDocument(await readPageLayers(source));
  await source.close();
  const { ranges, counts } = placeMarks(doc.text, printed.doc.marks);
  const unplaced = counts.reduce((n, c) => n + Math.max(0, c.marked - c.found), 0);
  if (unplaced && process.env.QUALITY_DEBUG)
    for (const c of counts)
      if (c.found < c.marked) console.log('unplaced', printed.doc.name, JSON.stringify(c.text));
  return {
    name: printed.doc.name,
    doc,
    truth: ranges.map((r) => ({ tag: r.tag, ranges: [[r.start, r.end] as [number, number]] })),
    unplaced,
    counts,
  };
}
