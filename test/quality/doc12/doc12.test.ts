// The doc12 set (wkhtmltopdf / Qt WebKit PDFs committed with their truth): split by kind and by
// value pool, seven languages, every PDF created by wkhtmltopdf through Qt, every marked value
// present in pdftotext's text of its committed PDF, and one document per kind read back through
// the product's reader with every marked value placed as often as it was printed.
// Nothing is regenerated here: regeneration needs wkhtmltopdf, which CI does not install
// (see README.md for the command).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { valuesPdftotextMisses } from '../pdftotext-values';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { hasPart12, loadTruth12, pdfPath12, readBack12, type Part12, type Truth12 } from './set';

const PARTS: Part12[] = ['dev12', 'held12'];
// pdftotext keeps a value wrapped in a table cell or a paragraph on two lines, and may drop the
// hyphen of a line break after one: compare without white space and hyphens.
const squash = (s: string) => s.replace(/[\s-]+/g, '');
/** Tags whose values come from the split pools: no value may occur in both parts. */
const POOLED = new Set(['PERSON_NAME', 'ADDRESS', 'ORGANIZATION', 'EMAIL']);

function parts(): Array<[Part12, Truth12[]]> {
  return PARTS.filter((p) => p === 'dev12' || hasPart12(p)).map((p) => [p, loadTruth12(p)]);
}

describe('doc12 set (dev12, held12: wkhtmltopdf)', () => {
  it('has each name once, seven languages, at least 35 documents per part, kinds split', () => {
    const kinds = new Map<Part12, Set<string>>();
    for (const [part, truth] of parts()) {
      expect(new Set(truth.map((d) => d.name)).size).toBe(truth.length);
      expect(truth.length).toBeGreaterThanOrEqual(35);
      expect(new Set(truth.map((d) => d.lang)).size).toBe(7);
      // Liberation and DejaVu both occur; a multi-page document (a table over a page break) too.
      expect(new Set(truth.map((d) => d.font.startsWith('DejaVu'))).size).toBe(2);
      expect(truth.some((d) => d.pages > 1)).toBe(true);
      for (const d of truth) expect(d.pages, d.name).toBeGreaterThanOrEqual(1);
      kinds.set(part, new Set(truth.map((d) => d.kind)));
    }
    const held = kinds.get('held12');
    if (held) for (const k of kinds.get('dev12')!) expect(held.has(k), k).toBe(false);
  });

  it('shares no person, organisation, address or e-mail between dev12 and held12', () => {
    if (!hasPart12('held12')) return;
    const values = (part: Part12) =>
      new Set(
        loadTruth12(part).flatMap((d) => d.marks.filter(([t]) => POOLED.has(t)).map(([, v]) => v)),
      );
    const held = values('held12');
    for (const v of values('dev12')) expect(held.has(v), v).toBe(false);
  });

  it('was printed by wkhtmltopdf through Qt and prints every marked value (pdfinfo, pdftotext)', () => {
    for (const [, truth] of parts())
      for (const d of truth) {
        const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', pdfPath12(d.name)]).toString('utf8');
        expect(info, d.name).toMatch(/^Creator:\s+wkhtmltopdf 0\.12\.6$/m);
        expect(info, d.name).toMatch(/^Producer:\s+Qt /m);
        expect(info, d.name).toMatch(new RegExp(`^Pages:\\s+${d.pages}$`, 'm'));
        expect(valuesPdftotextMisses(pdfPath12(d.name), d.marks, squash), d.name).toEqual([]);
      }
  }, 180_000);

  it("places every marked value in the product reader's text (one document per kind)", async () => {
    const engine = createNodePdfEngine();
    for (const [, truth] of parts()) {
      const firstOfKind = [...new Map(truth.map((d) => [d.kind, d])).values()];
      for (const d of firstOfKind) {
        const read = await readBack12(engine, d);
        expect(read.unplaced, d.name).toBe(0);
        expect(read.spans.length).toBeGreaterThanOrEqual(new Set(d.marks.map(([, v]) => v)).size);
      }
    }
  }, 180_000);
});
