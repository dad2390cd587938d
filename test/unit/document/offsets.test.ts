import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../../src/core/contract/options';
import { loadDocument } from '../../../src/core/document/load-document';
import { detect } from '../../../src/core/pipeline/operations';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { FIXTURE_NAMES } from '../../fixtures/index';
import { loadFixture } from '../../setup/fixtures';

const engine = createNodePdfEngine();

describe('document text offsets', () => {
  it.each(FIXTURE_NAMES)('%s: words, pages and entities slice the document text', async (name) => {
    const { pdf, truth } = await loadFixture(name);
    const source = await engine.open(pdf);
    const doc = await loadDocument(source).finally(() => source.close());

    // Pages are joined by a form feed, and each page knows where it starts.
    expect(doc.text).toBe(doc.pages.map((p) => p.text).join('\f'));
    expect(doc.pages.length).toBe(truth.pages.length);
    for (const page of doc.pages) {
      expect(page.text).not.toContain('\f');
      expect(doc.text.slice(page.offset, page.offset + page.text.length)).toBe(page.text);
      if (page.offset > 0) expect(doc.text[page.offset - 1]).toBe('\f');
    }

    const bad = doc.pages
      .flatMap((p) => p.words)
      .filter((w) => w.text.length === 0 || doc.text.slice(w.start, w.end) !== w.text)
      .map((w) => `"${w.text}" [${w.start}, ${w.end}) -> "${doc.text.slice(w.start, w.end)}"`);
    expect(bad.slice(0, 20)).toEqual([]);
    expect(doc.pages.flatMap((p) => p.words).length).toBeGreaterThanOrEqual(
      truth.words.filter((w) => w.source === 'content').length,
    );

    // Entities refer to the same text, so clients can slice `word` out of it.
    const response = await detect(engine, pdf, DEFAULT_DETECT_OPTIONS);
    for (const entity of response.detected_pii.entities) {
      expect(entity.start).toBeGreaterThanOrEqual(0);
      expect(entity.end).toBeGreaterThan(entity.start);
      expect(entity.word).toBe(doc.text.slice(entity.start, entity.end));
    }
  });
});
