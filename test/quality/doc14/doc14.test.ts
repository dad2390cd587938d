// The doc14 set (Prawn 2.4 / Ruby PDFs committed with their truth): split by kind and by
// value pool, seven languages, every PDF created and produced by Prawn, every marked value
// present in pdftotext's text of its committed PDF, and one document per kind read back through
// the product's reader with every marked value placed as often as it was printed.
// Nothing is regenerated here: regeneration needs Ruby and ruby-prawn, which CI does not install
// (see README.md for the command).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { valuesPdftotextMisses } from '../pdftotext-values';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { hasPart14, loadTruth14, pdfPath14, readBack14, type Part14, type Truth14 } from './set';

const PARTS: Part14[] = ['dev14', 'held14'];
// pdftotext keeps a value wrapped in a table cell, a shrunk box or a paragraph on two lines, and
// letter-spaced text may come out with spaces between letters: compare without white space and
// hyphens.
const squash = (s: string) => s.replace(/[\s-]+/g, '');
/** Tags whose values come from the split pools: no value may occur in both parts. */
const POOLED = new Set(['PERSON_NAME', 'ADDRESS', 'ORGANIZATION', 'EMAIL']);

function parts(): Array<[Part14, Truth14[]]> {
  return PARTS.filter((p) => p === 'dev14' || hasPart14(p)).map((p) => [p, loadTruth14(p)]);
}

describe('doc14 set (dev14, held14: Prawn)', () => {
  it('has each name once, seven languages, at least 35 documents per part, kinds split', () => {
    const kinds = new Map<Part14, Set<string>>();
    for (const [part, truth] of parts()) {
      expect(new Set(truth.map((d) => d.name)).size).toBe(truth.length);
      expect(truth.length).toBeGreaterThanOrEqual(35);
      expect(new Set(truth.map((d) => d.lang)).size).toBe(7);
      // Liberation and DejaVu both occur; a multi-page document (a prawn-table over a page break) too.
      expect(new Set(truth.map((d) => d.font.startsWith('DejaVu'))).size).toBe(2);
      expect(truth.some((d) => d.pages > 1)).toBe(true);
      for (const d of truth) expect(d.pages, d.name).toBeGreaterThanOrEqual(1);
      kinds.set(part, new Set(truth.map((d) => d.kind)));
    }
    const held = kinds.get('held14');
    if (held) for (const k of kinds.get('dev14')!) expect(held.has(k), k).toBe(false);
  });

  it('shares no person, organisation, address or e-mail between dev14 and held14', () => {
    if (!hasPart14('held14')) return;
    const values = (part: Part14) =>
      new Set(
        loadTruth14(part).flatMap((d) => d.marks.filter(([t]) => POOLED.has(t)).map(([, v]) => v)),
      );
    const held = values('held14');
    for (const v of values('dev14')) expect(held.has(v), v).toBe(false);
  });

  it('was drawn by Prawn and prints every marked value (pdfinfo, pdftotext)', () => {
    for (const [, truth] of parts())
      for (const d of truth) {
        const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', pdfPath14(d.name)]).toString('utf8');
        expect(info, d.name).toMatch(/^Creator:\s+Prawn$/m);
        expect(info, d.name).toMatch(/^Producer:\s+Prawn$/m);
        expect(info, d.name).toMatch(new RegExp(`^Pages:\\s+${d.pages}$`, 'm'));
        expect(valuesPdftotextMisses(pdfPath14(d.name), d.marks, squash), d.name).toEqual([]);
      }
  }, 180_000);

  it("places every marked value in the product reader's text (one document per kind)", async () => {
    const engine = createNodePdfEngine();
    for (const [, truth] of parts()) {
      const firstOfKind = [...new Map(truth.map((d) => [d.kind, d])).values()];
      for (const d of firstOfKind) {
        const read = await readBack14(engine, d);
        expect(read.unplaced, d.name).toBe(0);
        expect(read.spans.length).toBeGreaterThanOrEqual(new Set(d.marks.map(([, v]) => v)).size);
      }
    }
  }, 180_000);
});
