// The doc8 set: generation is deterministic and split by kind and by value pool, groff and
// Ghostscript print the same bytes twice, truth is placed over both pieces of a value that groff
// hyphenated at a line end, and on a few documents typeset afresh (one per kind of each part)
// every marked value is found at least as often as it was marked in the text the product's
// reader gets back, and pdftotext's text of the same PDF holds every marked value (the seven
// languages among them, Russian through doc8's own Cyrillic groff font).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { DEV8_KINDS, HELD8_KINDS, generateDocs8 } from './generate';
import { hyphenSplit, placeMarks, readBack8 } from './place';
import { printDoc8, printDocs8, syllableBreaks } from './render';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('doc8 set (dev8, held8)', () => {
  it('generates the same documents twice, each name once, in seven languages, split by kind', () => {
    for (const part of ['dev8', 'held8'] as const) {
      if (part === 'held8' && Object.keys(HELD8_KINDS).length === 0) continue;
      const a = generateDocs8(part);
      const b = generateDocs8(part);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      expect(new Set(a.map((d) => d.name)).size).toBe(a.length);
      expect(a.length).toBeGreaterThanOrEqual(24);
      expect(new Set(a.map((d) => d.lang)).size).toBe(7);
    }
    const held = Object.keys(HELD8_KINDS);
    for (const kind of Object.keys(DEV8_KINDS)) expect(held).not.toContain(kind);
  });

  it('shares no person, organisation or address between dev8 and held8', () => {
    const values = (part: 'dev8' | 'held8', tags: string[]) =>
      new Set(
        generateDocs8(part).flatMap((d) =>
          d.marks.filter((m) => tags.includes(m.tag)).map((m) => m.text),
        ),
      );
    const tags = ['PERSON_NAME', 'ORGANIZATION', 'ADDRESS'];
    const held = values('held8', tags);
    for (const v of values('dev8', tags)) expect(held.has(v), v).toBe(false);
  });

  it('places a value hyphenated at a line end as one span over both pieces, and nothing else', () => {
    const marks = [
      { tag: 'ORGANIZATION', text: 'Wohnungsbaugenossenschaft Rheinblick' },
      { tag: 'PERSON_NAME', text: 'Walburga Scheidemantel-Kürzinger' },
      { tag: 'LOCATION', text: 'Essen' },
    ];
    const text =
      'Die Wohnungsbaugenos-\nsenschaft Rheinblick und Frau Walburga Scheidemantel-\nKürzinger, Es-\nsen; Es-sen.';
    const { spans, counts } = placeMarks(text, marks);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([
      'Wohnungsbaugenos-\nsenschaft Rheinblick',
      'Walburga Scheidemantel-\nKürzinger',
      'Es-\nsen',
    ]);
    // A hyphen inside a line ("Es-sen") is not a line-end hyphen; the name's own hyphen is not groff's.
    expect(counts.find((c) => c.text === 'Essen')!.found).toBe(1);
    expect(spans.map((s) => hyphenSplit(text, s))).toEqual([true, false, true]);
  });

  it('marks syllable points in Romance words, never before two letters or after the last three', () => {
    expect(syllableBreaks('Villaescusa', 'spa')).toEqual([2, 7]);
    expect(syllableBreaks('Castelfranchi', 'ita')).toEqual([2, 6, 10]);
    expect(syllableBreaks('Magalhães', 'por')).toEqual([2, 4]);
  });

  it('prints the same bytes twice and places every marked value in the read-back text', async () => {
    const all = [...generateDocs8('dev8'), ...generateDocs8('held8')];
    const picks = [
      ...Object.keys(DEV8_KINDS).map((k, i) => `dev8-${k}-${['deu', 'por', 'rus', 'ita'][i]}-1`),
      ...Object.keys(HELD8_KINDS)
        .slice(0, 3)
        .map((k, i) => `held8-${k}-${['fra', 'eng', 'spa'][i]}-1`),
    ].map((n) => all.find((d) => d.name === n)!);
    expect(picks.every(Boolean)).toBe(true);
    const again = printDoc8(picks[0]!);
    const { printed } = printDocs8(picks, { cache: false });
    expect(Buffer.from(printed[0]!.pdf).equals(Buffer.from(again))).toBe(true);
    const engine = createNodePdfEngine();
    let split = 0;
    for (const p of printed) {
      const read = await readBack8(engine, p);
      expect(read.unplaced, p.doc.name).toBe(0);
      expect(read.truth.length).toBeGreaterThanOrEqual(
        new Set(p.doc.marks.map((m) => m.text)).size,
      );
      for (const s of read.spans) {
        expect(s.start >= 0 && s.end <= read.doc.text.length && s.start < s.end).toBe(true);
        if (hyphenSplit(read.doc.text, s)) split++;
      }
      const plain = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
        input: p.pdf,
      }).toString('utf8');
      // pdftotext keeps groff's line-end hyphens too: a value is there with them or without them.
      const withHyphens = squash(plain);
      const joined = squash(plain.replace(/-[ \t]*\n/g, ''));
      for (const m of p.doc.marks) {
        const v = squash(m.text);
        expect(withHyphens.includes(v) || joined.includes(v), `${p.doc.name}: ${m.text}`).toBe(
          true,
        );
      }
    }
    // groff hyphenated at least one marked value across a line end in these few documents.
    expect(split).toBeGreaterThan(0);
  }, 60_000);
});
