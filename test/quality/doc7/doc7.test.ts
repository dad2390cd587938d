// The doc7 set: generation is deterministic and split by kind and by value pool, jsPDF prints
// the same bytes twice, and on a few documents printed afresh (one per dev7 kind and two held7
// ones; Cyrillic, Latin with accents and English) every marked value is found at least as
// often as it was marked in the text the product's reader gets back, every truth span lies
// inside that text, and pdftotext's text of the same PDF holds every marked value.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { DEV7_KINDS, HELD7_KINDS, generateDocs7 } from './generate';
import { placeMarks, readBack7 } from './place';
import { printDoc7, printDocs7 } from './render';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('doc7 set (dev7, held7)', () => {
  it('generates the same documents twice, each name once, in seven languages, split by kind', () => {
    for (const part of ['dev7', 'held7'] as const) {
      const a = generateDocs7(part);
      if (part === 'held7' && Object.keys(HELD7_KINDS).length === 0) continue;
      const b = generateDocs7(part);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      expect(new Set(a.map((d) => d.name)).size).toBe(a.length);
      expect(a.length).toBeGreaterThanOrEqual(28);
      expect(new Set(a.map((d) => d.lang)).size).toBe(7);
    }
    const held = Object.keys(HELD7_KINDS);
    for (const kind of Object.keys(DEV7_KINDS)) expect(held).not.toContain(kind);
  });

  it('shares no person, firm or address between dev7 and held7', () => {
    const values = (part: 'dev7' | 'held7', tags: string[]) =>
      new Set(
        generateDocs7(part).flatMap((d) =>
          d.marks.filter((m) => tags.includes(m.tag)).map((m) => m.text),
        ),
      );
    const tags = ['PERSON_NAME', 'ORGANIZATION', 'ADDRESS'];
    const held = values('held7', tags);
    for (const v of values('dev7', tags)) expect(held.has(v), v).toBe(false);
  });

  it('places values across line ends, never inside a longer word, longest first', () => {
    const marks = [
      { tag: 'ADDRESS', text: '14 Mill Street Leeds LS6 2QT' },
      { tag: 'LOCATION', text: 'Leeds' },
      { tag: 'ORGANIZATION', text: 'Kestrel Print' },
    ];
    const text = 'At 14 Mill Street\nLeeds LS6 2QT; Leedsbury; Leeds. Kestrel Print\nWorks';
    const { spans, counts } = placeMarks(text, marks);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([
      '14 Mill Street\nLeeds LS6 2QT',
      'Leeds',
      'Kestrel Print',
    ]);
    expect(counts.map((c) => [c.text, c.found])).toEqual([
      ['14 Mill Street Leeds LS6 2QT', 1],
      ['Leeds', 2],
      ['Kestrel Print', 1],
    ]);
  });

  it('prints the same bytes twice and places every marked value in the read-back text', async () => {
    const all = [...generateDocs7('dev7'), ...generateDocs7('held7')];
    const names = [
      'dev7-minutes-rus-1',
      'dev7-invoice-deu-1',
      'dev7-itinerary-por-1',
      'dev7-referral-eng-1',
      'dev7-suppliers-fra-1',
      ...all
        .filter((d) => d.name.startsWith('held7-') && d.name.endsWith('-spa-1'))
        .slice(0, 2)
        .map((d) => d.name),
    ];
    const picks = names.map((n) => all.find((d) => d.name === n)!);
    expect(picks.every(Boolean)).toBe(true);
    const again = printDoc7(picks[0]!);
    const { printed } = printDocs7(picks, { cache: false });
    expect(Buffer.from(printed[0]!.pdf).equals(Buffer.from(again))).toBe(true);
    const engine = createNodePdfEngine();
    for (const p of printed) {
      const read = await readBack7(engine, p);
      expect(read.unplaced, p.doc.name).toBe(0);
      expect(read.truth.length).toBeGreaterThanOrEqual(
        new Set(p.doc.marks.map((m) => m.text)).size,
      );
      for (const t of read.truth)
        for (const [a, b] of t.ranges) {
          expect(a >= 0 && b <= read.doc.text.length && a < b).toBe(true);
          expect(read.doc.text.slice(a, b).trim()).not.toBe('');
        }
      const plain = squash(
        execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: p.pdf }).toString('utf8'),
      );
      // pdftotext reads a table row line by line across its cells, so a value wrapped inside a
      // narrow cell (the supplier list's addresses) is checked word by word there.
      const wrapsCells = p.doc.kind === 'suppliers';
      for (const m of p.doc.marks)
        if (wrapsCells && !plain.includes(squash(m.text)))
          for (const word of m.text.split(/\s+/))
            expect(plain, `${p.doc.name}: ${m.text}`).toContain(word);
        else expect(plain, `${p.doc.name}: ${m.text}`).toContain(squash(m.text));
    }
  }, 60_000);
});
