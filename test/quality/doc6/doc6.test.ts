// The doc6 set: generation is deterministic and split by kind, pdfmake prints the same bytes
// twice, and on a few documents printed afresh (a multi-page Cyrillic statement, a ticket
// thread, a lease in a serif font, a school form, a claim grid) every marked value is found at least as often as it was
// marked in the text the real reader gets back, every truth span lies inside that text, and
// pdftotext's text of the same PDF holds every marked value.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { DEV6_KINDS, HELD6_KINDS, generateDocs6 } from './generate';
import { placeValues, readBack6 } from './place';
import { printDoc6, printDocs6 } from './render';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('doc6 set (dev6, held6)', () => {
  it('generates the same documents twice, each name once, and splits by kind', () => {
    for (const part of ['dev6', 'held6'] as const) {
      const a = generateDocs6(part);
      const b = generateDocs6(part);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      expect(new Set(a.map((d) => d.name)).size).toBe(a.length);
      expect(a.length).toBeGreaterThanOrEqual(50);
      expect(new Set(a.map((d) => d.lang)).size).toBe(7);
    }
    const held = Object.keys(HELD6_KINDS);
    for (const kind of Object.keys(DEV6_KINDS)) expect(held).not.toContain(kind);
  });

  it('places values across line ends, never inside a longer word, longest first', () => {
    const marks = [
      { tag: 'PERSON_NAME', text: 'Ana Ruiz' },
      { tag: 'PERSON_NAME', text: 'Ruiz' },
      { tag: 'ACCOUNT', text: 'ES12 3456' },
    ];
    const text = 'Ana\nRuiz paid Ruizbank. Ruiz sent ES12 34\n56.';
    const { spans, counts } = placeValues(text, marks);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([
      'ES12 34\n56',
      'Ana\nRuiz',
      'Ruiz',
    ]);
    expect(counts.map((c) => [c.text, c.found])).toEqual([
      ['Ana Ruiz', 1],
      ['Ruiz', 2],
      ['ES12 3456', 1],
    ]);
  });

  it('prints the same bytes twice and places every marked value in the read-back text', async () => {
    const all = [...generateDocs6('dev6'), ...generateDocs6('held6')];
    const names = [
      'dev6-bank-rus-1',
      'dev6-ticket-deu-1',
      'dev6-lease-fra-1',
      'held6-school-eng-1',
      'held6-claim-por-1',
    ];
    const picks = names.map((n) => all.find((d) => d.name === n)!);
    expect(picks.every(Boolean)).toBe(true);
    const again = await printDoc6(picks[0]!);
    const { printed } = await printDocs6(picks, { cache: false });
    expect(Buffer.from(printed[0]!.pdf).equals(Buffer.from(again))).toBe(true);
    const engine = createNodePdfEngine();
    for (const p of printed) {
      const read = await readBack6(engine, p);
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
      for (const m of p.doc.marks)
        expect(plain, `${p.doc.name}: ${m.text}`).toContain(squash(m.text));
    }
    expect((await readBack6(engine, printed[0]!)).doc.pages.length).toBeGreaterThan(1);
  }, 60_000);
});
