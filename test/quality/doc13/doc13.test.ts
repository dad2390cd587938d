// The doc13 set (TCPDF PDFs committed with their truth): split by kind and by value pool, seven
// languages, every PDF created and produced by TCPDF 6.6.2, every marked value present in
// pdftotext's text of its committed PDF, and one document per kind read back through the
// product's reader with every marked value placed as often as it was printed.
// Nothing is regenerated here: regeneration needs PHP and php-tcpdf, which CI does not install
// (see README.md for the command).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { valuesPdftotextMisses } from '../pdftotext-values';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { hasPart13, loadTruth13, pdfPath13, readBack13, type Part13, type Truth13 } from './set';

const PARTS: Part13[] = ['dev13', 'held13'];
// pdftotext keeps a value wrapped in a MultiCell on two lines, and a value squeezed into its cell
// by negative character spacing loses its spaces: compare without white space and hyphens.
const squash = (s: string) => s.replace(/[\s-]+/g, '');
/** Tags whose values come from the split pools: no value may occur in both parts. */
const POOLED = new Set(['PERSON_NAME', 'ADDRESS', 'ORGANIZATION', 'EMAIL']);
/** TCPDF's core fonts (not embedded, Latin-1) and its embedded DejaVu subsets. */
const CORE = new Set(['helvetica', 'times', 'courier']);

function parts(): Array<[Part13, Truth13[]]> {
  return PARTS.filter((p) => p === 'dev13' || hasPart13(p)).map((p) => [p, loadTruth13(p)]);
}

describe('doc13 set (dev13, held13: TCPDF)', () => {
  it('has each name once, seven languages, at least 45 documents per part, kinds split', () => {
    const kinds = new Map<Part13, Set<string>>();
    for (const [part, truth] of parts()) {
      expect(new Set(truth.map((d) => d.name)).size).toBe(truth.length);
      expect(truth.length).toBeGreaterThanOrEqual(45);
      expect(new Set(truth.map((d) => d.lang)).size).toBe(7);
      // Core fonts and embedded DejaVu both occur; a multi-page document (running header) too.
      expect(new Set(truth.map((d) => CORE.has(d.font))).size).toBe(2);
      for (const d of truth.filter((t) => t.lang === 'ru')) expect(d.font, d.name).toMatch(/^dejavu/);
      expect(truth.some((d) => d.pages > 1)).toBe(true);
      for (const d of truth) expect(d.pages, d.name).toBeGreaterThanOrEqual(1);
      kinds.set(part, new Set(truth.map((d) => d.kind)));
    }
    const held = kinds.get('held13');
    if (held) for (const k of kinds.get('dev13')!) expect(held.has(k), k).toBe(false);
  });

  it('shares no person, organisation, address or e-mail between dev13 and held13', () => {
    if (!hasPart13('held13')) return;
    const values = (part: Part13) =>
      new Set(
        loadTruth13(part).flatMap((d) => d.marks.filter(([t]) => POOLED.has(t)).map(([, v]) => v)),
      );
    const held = values('held13');
    for (const v of values('dev13')) expect(held.has(v), v).toBe(false);
  });

  it('was made by TCPDF and prints every marked value (pdfinfo, pdftotext)', () => {
    for (const [, truth] of parts())
      for (const d of truth) {
        const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', pdfPath13(d.name)]).toString('utf8');
        expect(info, d.name).toMatch(/^Creator:\s+TCPDF$/m);
        expect(info, d.name).toMatch(/^Producer:\s+TCPDF 6\.6\.2 /m);
        expect(info, d.name).toMatch(new RegExp(`^Pages:\\s+${d.pages}$`, 'm'));
        expect(valuesPdftotextMisses(pdfPath13(d.name), d.marks, squash), d.name).toEqual([]);
      }
  }, 180_000);

  it("places every marked value in the product reader's text (one document per kind)", async () => {
    const engine = createNodePdfEngine();
    for (const [, truth] of parts()) {
      const firstOfKind = [...new Map(truth.map((d) => [d.kind, d])).values()];
      for (const d of firstOfKind) {
        const read = await readBack13(engine, d);
        expect(read.unplaced, d.name).toBe(0);
        expect(read.spans.length).toBeGreaterThanOrEqual(new Set(d.marks.map(([, v]) => v)).size);
      }
    }
  }, 180_000);
});
