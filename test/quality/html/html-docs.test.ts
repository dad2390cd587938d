// The Chromium-rendered quality set: generation is deterministic, the dev4 and held4 templates are
// disjoint, and for a few documents printed by the real Chromium (no cache) the truth rectangles
// select exactly the marked values' characters from the text the real reader gets back, on every
// page (which checks the CSS pixel -> PDF point transform).
import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { DEV4_TEMPLATES, HELD4_TEMPLATES, generateHtmlDocs } from './generate';
import { readBackChromium } from './place';
import { renderHtmlDocs } from './render';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('Chromium-rendered quality set (dev4, held4)', () => {
  it('generates the same HTML twice and names every document once', () => {
    const a = generateHtmlDocs('dev4');
    const b = generateHtmlDocs('dev4');
    expect(a.map((d) => d.html)).toEqual(b.map((d) => d.html));
    expect(new Set(a.map((d) => d.name)).size).toBe(a.length);
    expect(a.length).toBeGreaterThan(0);
  });

  it('keeps the development and held-out templates apart', () => {
    const dev = Object.values(DEV4_TEMPLATES);
    const held = Object.values(HELD4_TEMPLATES);
    expect(held.length).toBeGreaterThan(0);
    for (const t of held) expect(dev).not.toContain(t);
    for (const k of Object.keys(HELD4_TEMPLATES))
      expect(Object.keys(DEV4_TEMPLATES)).not.toContain(k);
  });

  it('places every printed value on the characters read back from the PDF', async () => {
    // Two multi-page leases (justified clauses in CSS columns, an annex on a new page, running
    // header) of different scripts and paper sizes, printed afresh.
    const all = generateHtmlDocs('dev4');
    const picked = ['dev4-lease-en-1', 'dev4-lease-ru-1'].map((name) =>
      all.find((d) => d.name === name)!,
    );
    const { docs } = await renderHtmlDocs(picked, { cache: false });
    const engine = createNodePdfEngine();
    for (const printed of docs) {
      expect(printed.pages).toBeGreaterThan(1);
      expect(printed.overflowed).toBe(0);
      const read = await readBackChromium(engine, printed);
      expect(read.doc.pages.length).toBe(printed.pages);
      expect(read.unplaced).toBe(0);
      expect(read.checks.length).toBe(printed.truth.length);
      expect(new Set(printed.truth.map((t) => t.page)).size).toBe(printed.pages);
      for (const check of read.checks) expect(squash(check.selected)).toBe(squash(check.expected));
    }
  });
});
