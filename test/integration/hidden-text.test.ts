import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../../src/core/contract/options';
import { findCoveredGlyphs } from '../../src/core/document/covered-glyphs';
import { loadDocument } from '../../src/core/document/load-document';
import { anonymize, detect } from '../../src/core/pipeline/operations';
import { findHiddenText, HIDDEN_TEXT_TAG } from '../../src/core/pipeline/hidden-text';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import {
  buildHiddenImageFixture,
  HIDDEN_IMAGE_TRUTH,
} from '../fixtures/hostile/hidden-image-fixture';
import { buildHiddenTextFixture, HIDDEN_TEXT_TRUTH } from '../fixtures/hostile/hidden-text-fixture';
import { readWithPdfJs } from '../setup/output-inspection';
import { corpusPath } from '../support/shared-corpus';

const engine = createNodePdfEngine();

/** Hidden characters per page of a PDF, as detection reports them. */
async function hiddenCharacters(pdf: Uint8Array): Promise<Map<number, number>> {
  const source = await engine.open(pdf);
  try {
    const hidden = await findHiddenText(source, await loadDocument(source));
    return new Map(hidden.pages.map((p) => [p.page, p.characters]));
  } finally {
    await source.close();
  }
}

const corpus = (name: string) => new Uint8Array(readFileSync(corpusPath('bad-redactions', name)));

describe('earlier bad redactions in ../shared/corpus/bad-redactions', () => {
  it('finds the 64 characters rectangles_yes.pdf hides under boxes, and says so', async () => {
    const body = await detect(engine, corpus('rectangles_yes.pdf'), DEFAULT_DETECT_OPTIONS);
    expect(body.detected_pii.exception).toContain(
      'Page 1: 64 characters were hidden from view (under opaque boxes or pictures, or in the ' +
        'colour of the page) but are still in the file, as an earlier redaction that did not ' +
        'remove the text leaves them; they are treated as personal data.',
    );
    const hidden = body.detected_pii.entities.filter((e) => e.entity_group === HIDDEN_TEXT_TAG);
    expect(hidden.map((e) => e.word)).toEqual([
      '“No”',
      '“Yes”, but did not disclose all relevant medical history',
      '“No”',
    ]);
    for (const e of hidden) expect(e.boxes.length).toBeGreaterThan(0);
  });

  it.each([
    ['rectangles_yes_2.pdf', 3],
    ['hidden_text_on_visible_text.pdf', 13],
  ])('flags %s (%i hidden characters on page 1)', async (name, count) => {
    expect(await hiddenCharacters(corpus(name))).toEqual(new Map([[1, count]]));
  });

  it.each([
    'rectangles_no.pdf',
    'partial_intersections_ok.pdf',
    'bad_cross_hatched_redactions.pdf',
    'no_bad_redactions.2.1.pdf',
    'no_bad_redactions.3.2.pdf',
    'no_bad_redactions.4.1.pdf',
    'no_bad_redactions.6.2.pdf',
    'no_bad_redactions.7.1.pdf',
    'no_bad_redactions.8.1.pdf',
  ])('does not flag %s', async (name) => {
    expect(await hiddenCharacters(corpus(name))).toEqual(new Map());
  });

  it('redacts hidden text even when tags ask for something else', async () => {
    const body = await detect(engine, corpus('rectangles_yes_2.pdf'), {
      ...DEFAULT_DETECT_OPTIONS,
      tags: ['EMAIL'],
    });
    expect(body.detected_pii.entities.map((e) => [e.entity_group, e.word])).toContainEqual([
      HIDDEN_TEXT_TAG,
      'def',
    ]);
  });
});

describe('generated fixture with each kind of cover-up and look-alike', () => {
  it('finds exactly the text under a later box, on a same-colour box and under white-out', async () => {
    const pdf = await buildHiddenTextFixture();
    const source = await engine.open(pdf);
    const drawing = await source.pageDrawing!(1);
    const covered = findCoveredGlyphs(drawing)
      .map((g) => g.text)
      .join('');
    await source.close();
    expect(covered).toBe(HIDDEN_TEXT_TRUTH.hidden.join('').replace(/\s/g, ''));
    const body = await detect(engine, pdf, DEFAULT_DETECT_OPTIONS);
    const words = body.detected_pii.entities.map((e) => e.word);
    for (const hidden of HIDDEN_TEXT_TRUTH.hidden) expect(words).toContain(hidden);
    for (const visible of HIDDEN_TEXT_TRUTH.visible) {
      expect(words.some((w) => visible.includes(w) || w.includes(visible))).toBe(false);
    }
    const total = HIDDEN_TEXT_TRUTH.hidden.reduce((n, s) => n + s.length, 0);
    expect(body.detected_pii.exception).toContain(`Page 1: ${total} characters were hidden`);
  });

  it('leaves no hidden text in the anonymized output', async () => {
    const pdf = await buildHiddenTextFixture();
    const result = await anonymize(engine, pdf, DEFAULT_ANONYMIZE_OPTIONS);
    const text = (await readWithPdfJs(engine, result.pdf)).text.replace(/\s+/g, ' ');
    for (const hidden of HIDDEN_TEXT_TRUTH.hidden) expect(text).not.toContain(hidden);
    expect(text).toContain('Visible cell text');
  });
});

describe('generated fixture with pictures, white text and OCR-like invisible text', () => {
  it('finds text under a picture pasted after it and white text on the page, nothing else', async () => {
    const pdf = await buildHiddenImageFixture();
    const source = await engine.open(pdf);
    const hiddenOn = async (page: number) =>
      findCoveredGlyphs(await source.pageDrawing!(page))
        .map((g) => g.text)
        .join('');
    const page1 = await hiddenOn(1);
    const page2 = await hiddenOn(2);
    await source.close();
    expect(page1).toBe(HIDDEN_IMAGE_TRUTH.hidden.join('').replace(/\s/g, ''));
    expect(page2).toBe(HIDDEN_IMAGE_TRUTH.hiddenOnScan.join('').replace(/\s/g, ''));
    const count = (texts: readonly string[]) => texts.reduce((n, s) => n + s.length, 0);
    expect(await hiddenCharacters(pdf)).toEqual(
      new Map([
        [1, count(HIDDEN_IMAGE_TRUTH.hidden)],
        [2, count(HIDDEN_IMAGE_TRUTH.hiddenOnScan)],
      ]),
    );
    const body = await detect(engine, pdf, DEFAULT_DETECT_OPTIONS);
    const words = body.detected_pii.entities.map((e) => e.word);
    for (const hidden of [...HIDDEN_IMAGE_TRUTH.hidden, ...HIDDEN_IMAGE_TRUTH.hiddenOnScan]) {
      expect(words).toContain(hidden);
    }
    for (const visible of HIDDEN_IMAGE_TRUTH.visible) {
      expect(words.some((w) => visible.includes(w) || w.includes(visible))).toBe(false);
    }
  });
});
