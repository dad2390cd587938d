// The doc10 set (LibreOffice Writer PDFs committed with their truth): split by kind and by value
// pool, seven languages, every PDF produced by LibreOffice, every marked value present in
// pdftotext's text of its committed PDF, and one document per kind read back through the
// product's reader with every marked value placed at least as often as it was printed.
// Nothing is regenerated here: regeneration needs LibreOffice, which CI does not install
// (see README.md for the command).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { valuesPdftotextMisses } from '../pdftotext-values';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { hasPart10, loadTruth10, pdfPath10, readBack10, type Part10, type Truth10 } from './set';

const PARTS: Part10[] = ['dev10', 'held10'];
// pdftotext drops a hyphen where Writer broke a line after it ('3000-' / '214'): compare without.
const squash = (s: string) => s.replace(/[\s-]+/g, '');
/** Tags whose values come from the split pools: no value may occur in both parts. */
const POOLED = new Set(['PERSON_NAME', 'ADDRESS', 'ORGANIZATION', 'EMAIL']);

function parts(): Array<[Part10, Truth10[]]> {
  return PARTS.filter((p) => p === 'dev10' || hasPart10(p)).map((p) => [p, loadTruth10(p)]);
}

describe('doc10 set (dev10, held10: LibreOffice Writer)', () => {
  it('has each name once, seven languages, at least 35 documents per part, kinds split', () => {
    const kinds = new Map<Part10, Set<string>>();
    for (const [part, truth] of parts()) {
      expect(new Set(truth.map((d) => d.name)).size).toBe(truth.length);
      expect(truth.length).toBeGreaterThanOrEqual(35);
      expect(new Set(truth.map((d) => d.lang)).size).toBe(7);
      // Liberation and DejaVu both occur; Russian is always set in DejaVu.
      expect(new Set(truth.map((d) => d.font.startsWith('DejaVu'))).size).toBe(2);
      for (const d of truth) {
        if (d.lang === 'ru') expect(d.font.startsWith('DejaVu'), d.name).toBe(true);
        expect(d.pages, d.name).toBeGreaterThanOrEqual(1);
      }
      kinds.set(part, new Set(truth.map((d) => d.kind)));
    }
    const held = kinds.get('held10');
    if (held) for (const k of kinds.get('dev10')!) expect(held.has(k), k).toBe(false);
  });

  it('shares no person, organisation, address or e-mail between dev10 and held10', () => {
    if (!hasPart10('held10')) return;
    const values = (part: Part10) =>
      new Set(
        loadTruth10(part).flatMap((d) => d.marks.filter(([t]) => POOLED.has(t)).map(([, v]) => v)),
      );
    const held = values('held10');
    for (const v of values('dev10')) expect(held.has(v), v).toBe(false);
  });

  it('was printed by LibreOffice and prints every marked value (pdfinfo, pdftotext)', () => {
    for (const [, truth] of parts())
      for (const d of truth) {
        const info = execFileSync('pdfinfo', [pdfPath10(d.name)]).toString('utf8');
        expect(info, d.name).toMatch(/^Producer:\s+LibreOffice/m);
        expect(info, d.name).toMatch(new RegExp(`^Pages:\\s+${d.pages}$`, 'm'));
        expect(valuesPdftotextMisses(pdfPath10(d.name), d.marks, squash), d.name).toEqual([]);
      }
  }, 60_000);

  it("places every marked value in the product reader's text (one document per kind)", async () => {
    const engine = createNodePdfEngine();
    for (const [, truth] of parts()) {
      const firstOfKind = [...new Map(truth.map((d) => [d.kind, d])).values()];
      for (const d of firstOfKind) {
        const read = await readBack10(engine, d);
        expect(read.unplaced, d.name).toBe(0);
        expect(read.spans.length).toBeGreaterThanOrEqual(new Set(d.marks.map(([, v]) => v)).size);
      }
    }
  }, 60_000);
});
