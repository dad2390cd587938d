// The doc5 set: generation is deterministic, dev5 and held5 share no document kind, and for a
// few documents printed afresh (Chromium's own pagination, one re-distilled by Ghostscript, one
// Cyrillic multi-page lease) every marked value is found as often as it was marked in the text
// the real reader gets back, and in pdftotext's text of the same PDF.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { DEV5_KINDS, HELD5_KINDS, generateDocs5 } from './generate';
import { placeMarks, readBack5 } from './place';
import { printDocs5 } from './render';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('doc5 set (dev5, held5)', () => {
  it('generates the same documents twice, each name once, and splits by kind', () => {
    for (const part of ['dev5', 'held5'] as const) {
      const a = generateDocs5(part);
      const b = generateDocs5(part);
      expect(a.map((d) => d.html)).toEqual(b.map((d) => d.html));
      expect(a.map((d) => d.marks)).toEqual(b.map((d) => d.marks));
      expect(new Set(a.map((d) => d.name)).size).toBe(a.length);
      expect(a.length).toBeGreaterThanOrEqual(40);
    }
    const held = Object.keys(HELD5_KINDS);
    for (const kind of Object.keys(DEV5_KINDS)) expect(held).not.toContain(kind);
    for (const t of Object.values(HELD5_KINDS)) expect(Object.values(DEV5_KINDS)).not.toContain(t);
  });

  it('finds values across line ends but never inside a longer word', () => {
    const marks = [
      { tag: 'PERSON_NAME', text: 'Anna Lee' },
      { tag: 'PERSON_NAME', text: 'Lee' },
      { tag: 'ACCOUNT', text: 'DE12 3456' },
    ];
    const text = 'Anna\nLee wrote to Leeds. Lee paid from DE12 34\n56.';
    const { ranges, counts } = placeMarks(text, marks);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      'DE12 34\n56',
      'Anna\nLee',
      'Lee',
    ]);
    // 'Lee' is printed twice: inside 'Anna Lee' (already truth) and alone; 'Leeds' is no 'Lee'.
    expect(counts.map((c) => c.found)).toEqual([1, 2, 1]);
  });

  it('places every printed value on the text read back from the PDF and in pdftotext', async () => {
    const dev = generateDocs5('dev5');
    const distilled = dev.find((d) => d.distil && d.name.includes('claim-form'))!;
    const lease = dev.find((d) => d.name === 'dev5-tenancy-ru-1')!;
    expect(distilled).toBeDefined();
    const { printed } = await printDocs5([distilled, lease], { cache: false });
    const engine = createNodePdfEngine();
    for (const p of printed) {
      const read = await readBack5(engine, p);
      expect(read.unplaced, p.doc.name).toBe(0);
      expect(read.truth.length).toBeGreaterThanOrEqual(p.doc.marks.length);
      for (const t of read.truth)
        for (const [a, b] of t.ranges) expect(read.doc.text.slice(a, b).trim()).not.toBe('');
      const plain = squash(
        execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: p.pdf }).toString('utf8'),
      );
      for (const m of p.doc.marks)
        expect(plain, `${p.doc.name}: ${m.text}`).toContain(squash(m.text));
    }
    const leasePages = (await readBack5(engine, printed[1]!)).doc.pages.length;
    expect(leasePages).toBeGreaterThan(1);
  }, 120_000);
});
