import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../src/core/document/load-document';
import { findHiddenText } from '../../src/core/pipeline/hidden-text';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import {
  buildHonestBoxesFixture,
  HONEST_BOX_PAGES,
} from '../fixtures/hostile/honest-boxes-fixture';

/**
 * Issue 14, the opposite error of the hidden-text check: boxes and paths around, under or beside
 * text that hide nothing (borders, unpainted paths, fills under text, boxes over spaces, frames
 * with holes, text on boxes, text used as a clip, boxes in a layer that is off). Each class is
 * one page of the fixture; a check that flags any of it would black out honest text.
 */
describe('boxes that are not cover-ups', () => {
  it.each(HONEST_BOX_PAGES.map((p, i) => [i + 1, p.name] as const))(
    'page %i (%s) has its text read and 0 hidden characters',
    async (page) => {
      const source = await createNodePdfEngine().open(await buildHonestBoxesFixture());
      try {
        const document = await loadDocument(source);
        const text = document.pages[page - 1]!.text;
        expect(text).toContain('harriet.lindqvist@example.com');
        const hidden = await findHiddenText(source, document);
        expect(hidden.pages.find((p) => p.page === page)?.characters ?? 0).toBe(0);
        expect(hidden.notes.filter((n) => n.startsWith(`Page ${page}:`))).toEqual([]);
      } finally {
        await source.close();
      }
    },
    30_000,
  );
});
