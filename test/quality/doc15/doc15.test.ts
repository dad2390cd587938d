// The doc15 set (Apache FOP 2.8 / XSL-FO PDFs committed with their truth): split by kind and by
// value pool, seven languages, every PDF produced by Apache FOP 2.8 with the fixed creation date, every marked value
// present in pdftotext's text of its committed PDF, and one document per kind read back through
// the product's reader with every marked value placed as often as it was printed.
// Nothing is regenerated here: regeneration needs Java and Debian's fop, which CI does not install
// (see README.md for the command).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { valuesPdftotextMisses } from '../pdftotext-values';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { hasPart15, loadTruth15, pdfPath15, readBack15, type Part15, type Truth15 } from './set';

const PARTS: Part15[] = ['dev15', 'held15'];
// pdftotext keeps a value wrapped in a table cell or a justified paragraph on two lines (FOP may
// hyphenate a word at a line end), and letter-spaced text may come out with spaces between
// letters: compare without white space and hyphens. FOP prints the font's ligatures ("ﬁ" in
// "Puriﬁcación"), which pdftotext gives as one character: compare after NFKC.
const squash = (s: string) => s.normalize('NFKC').replace(/[\s-]+/g, '');
/** Tags whose values come from the split pools: no value may occur in both parts. */
const POOLED = new Set(['PERSON_NAME', 'ADDRESS', 'ORGANIZATION', 'EMAIL']);

function parts(): Array<[Part15, Truth15[]]> {
  return PARTS.filter((p) => p === 'dev15' || hasPart15(p)).map((p) => [p, loadTruth15(p)]);
}

describe('doc15 set (dev15, held15: Apache FOP)', () => {
  it('has each name once, seven languages, at least 35 documents per part, kinds split', () => {
    const kinds = new Map<Part15, Set<string>>();
    for (const [part, truth] of parts()) {
      expect(new Set(truth.map((d) => d.name)).size).toBe(truth.length);
      expect(truth.length).toBeGreaterThanOrEqual(35);
      expect(new Set(truth.map((d) => d.lang)).size).toBe(7);
      // Liberation and DejaVu both occur; a multi-page document (an fo:table over a page break) too.
      expect(new Set(truth.map((d) => d.font.startsWith('DejaVu'))).size).toBe(2);
      expect(truth.some((d) => d.pages > 1)).toBe(true);
      for (const d of truth) expect(d.pages, d.name).toBeGreaterThanOrEqual(1);
      kinds.set(part, new Set(truth.map((d) => d.kind)));
    }
    const held = kinds.get('held15');
    if (held) for (const k of kinds.get('dev15')!) expect(held.has(k), k).toBe(false);
  });

  it('shares no person, organisation, address or e-mail between dev15 and held15', () => {
    if (!hasPart15('held15')) return;
    const values = (part: Part15) =>
      new Set(
        loadTruth15(part).flatMap((d) => d.marks.filter(([t]) => POOLED.has(t)).map(([, v]) => v)),
      );
    const held = values('held15');
    for (const v of values('dev15')) expect(held.has(v), v).toBe(false);
  });

  it('was printed by Apache FOP and prints every marked value (pdfinfo, pdftotext)', () => {
    for (const [, truth] of parts())
      for (const d of truth) {
        const info = execFileSync('pdfinfo', [
          '-isodates',
          '-enc',
          'UTF-8',
          pdfPath15(d.name),
        ]).toString('utf8');
        expect(info, d.name).toMatch(/^Producer:\s+Apache FOP Version 2\.8$/m);
        expect(info, d.name).toMatch(/^CreationDate:\s+2025-06-01T12:00:00Z$/m);
        expect(info, d.name).toMatch(new RegExp(`^Pages:\\s+${d.pages}$`, 'm'));
        expect(valuesPdftotextMisses(pdfPath15(d.name), d.marks, squash), d.name).toEqual([]);
      }
  }, 180_000);

  it("places every marked value in the product reader's text (one document per kind)", async () => {
    const engine = createNodePdfEngine();
    for (const [, truth] of parts()) {
      const firstOfKind = [...new Map(truth.map((d) => [d.kind, d])).values()];
      for (const d of firstOfKind) {
        const read = await readBack15(engine, d);
        expect(read.unplaced, d.name).toBe(0);
        expect(read.spans.length).toBeGreaterThanOrEqual(new Set(d.marks.map(([, v]) => v)).size);
      }
    }
  }, 180_000);
});
