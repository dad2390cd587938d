import { describe, expect, it } from 'vitest';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { parseMarked, type QualityDoc } from '../doc-model';
import { readBack } from '../score-docs';
import { buildHeld2Models, generateHeld2Docs, HELD2_TEMPLATES } from './generate';
import { HELD2_LANGS } from './pools';

/** Every marked string of a document model: what the layout parses, in order. */
function markedStrings(doc: QualityDoc): string[] {
  const out = [doc.footer];
  for (const b of doc.blocks) {
    if (b.kind === 'heading' || b.kind === 'para') out.push(b.text);
    else if (b.kind === 'lines') out.push(...b.lines);
    else if (b.kind === 'fields') out.push(...b.rows.flat());
    else if (b.kind === 'table') out.push(...b.header, ...b.rows.flat());
    else if (b.kind === 'columns') out.push(...b.left.split('\n'), ...b.right.split('\n'));
  }
  return out;
}

describe('second held-out document set', () => {
  it('builds every template in every language, deterministically, with well-formed truth', () => {
    const models = buildHeld2Models();
    expect(models).toHaveLength(Object.keys(HELD2_TEMPLATES).length * HELD2_LANGS.length);
    expect(buildHeld2Models()).toEqual(models);
    expect(buildHeld2Models(7).map((d) => d.blocks)).not.toEqual(models.map((d) => d.blocks));
    for (const doc of models) {
      let spans = 0;
      for (const marked of markedStrings(doc)) {
        const { text, spans: found } = parseMarked(marked);
        // No marker survives parsing: every value was closed and lies inside the text.
        expect(
          [...text].some((ch) => ch >= '\u0002' && ch <= '\u0004'),
          doc.name,
        ).toBe(false);
        for (const s of found) {
          expect(s.start, doc.name).toBeGreaterThanOrEqual(0);
          expect(s.end, doc.name).toBeLessThanOrEqual(text.length);
          expect(text.slice(s.start, s.end).trim(), `${doc.name} ${s.tag}`).not.toBe('');
        }
        spans += found.length;
      }
      expect(spans, doc.name).toBeGreaterThan(12);
    }
  });

  it('renders to PDFs whose drawn lines and truth spans are all found in the text read back', async () => {
    const rendered = await generateHeld2Docs();
    const again = await generateHeld2Docs();
    expect(again.map((d) => d.lines)).toEqual(rendered.map((d) => d.lines));
    const engine = createNodePdfEngine();
    // Every kind in one Latin and the Cyrillic language, and every language of the long kinds.
    const picked = rendered.filter(
      (d) => /-(de|ru)$/.test(d.name) || /^held2-(statement|lease)-/.test(d.name),
    );
    expect(picked.length).toBeGreaterThanOrEqual(30);
    for (const doc of picked) {
      const read = await readBack(engine, doc);
      expect(read.unplaced, doc.name).toBe(0);
      expect(read.truth.length, doc.name).toBeGreaterThan(12);
      for (const value of read.truth)
        for (const [a, b] of value.ranges) {
          expect(b, doc.name).toBeLessThanOrEqual(read.doc.text.length);
          expect(read.doc.text.slice(a, b).trim(), doc.name).not.toBe('');
        }
    }
  }, 120_000);
});
