import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { loadDocument } from '../../src/core/document/load-document';
import { readProvenance } from '../../src/core/pipeline/entity-provenance';
import { runJob } from '../../src/core/pipeline/run-job';
import { createNodeOcrEngine } from '../../src/engines/node/node-ocr-engine';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import {
  ANNOTATION_LEAK,
  buildAnnotationLeakFixture,
  buildFormLeakFixture,
  buildPictureStampFixture,
  buildScanLeakFixture,
  FORM_LEAK,
  PICTURE_STAMP,
  SCAN_LEAK,
} from '../fixtures/hostile/ink-leaks-fixture';
import { folded, missingNativeTools, pdftotext, tesseractOfRender } from '../setup/native-tools';

/**
 * Issue 14, leaks 1, 2 and 4: ink the page image shows but detection once did not read where it
 * is drawn (form field appearances, FreeText and Stamp annotations), and an OCR text layer under
 * a marker burnt into a scan. Each PDF is anonymized; neither poppler's text nor tesseract's OCR
 * of the output rendered at 200 dpi may show a secret, and the output must still read.
 */
const engine = createNodePdfEngine();
const ocr = createNodeOcrEngine();
afterAll(() => ocr.terminate());

/** Anonymizes with the defaults, as `obscura anonymize` does. */
async function anonymized(input: Uint8Array) {
  return runJob({ kind: 'anonymize', pdf: input, options: DEFAULT_ANONYMIZE_OPTIONS }, { engine });
}

/** The secrets (folded) that `text` still shows. */
function shown(text: string, secrets: readonly string[]): string[] {
  const haystack = folded(text);
  return secrets.filter((s) => haystack.includes(folded(s)));
}

describe('ink read where it is painted (issue 14, leaks 1, 2 and 4)', () => {
  it('has pdftotext, pdftoppm and tesseract (missing tools fail)', () => {
    expect(missingNativeTools()).toEqual([]);
  });

  it('leak 1: redacts centred multi-line, right-aligned, comb and drop-down fields where their appearances draw them', async () => {
    const input = await buildFormLeakFixture();
    expect(shown(pdftotext(input), FORM_LEAK.secrets)).toEqual(FORM_LEAK.secrets);
    expect(shown(tesseractOfRender(input), FORM_LEAK.secrets)).toEqual(FORM_LEAK.secrets);

    const result = await anonymized(input);
    const words = result.detected_pii.entities.map((e) => e.word);
    for (const secret of FORM_LEAK.secrets) expect(words.join(' | ')).toContain(secret);

    const text = pdftotext(result.pdf);
    expect(shown(text, FORM_LEAK.secrets)).toEqual([]);
    expect(text).toContain('Application form');
    const seen = tesseractOfRender(result.pdf);
    expect(shown(seen, FORM_LEAK.secrets)).toEqual([]);
    // Not even a part of the e-mail addresses or of the phone number is readable.
    expect(folded(seen)).not.toMatch(/okafor|bennett|kamau|example\.(com|org|net)|555-?0199|6789/);
    expect(seen).toContain('Application form');
  }, 120_000);

  it('marks what form fields paint as annotation text, for entity provenance', async () => {
    const source = await engine.open(await buildFormLeakFixture());
    try {
      const document = await loadDocument(source);
      const sourceOf = (text: string) => document.pages[0]!.words.find((w) => w.text === text);
      expect(sourceOf('daniel.okafor@example.com')?.source).toBe('annotation');
      expect(sourceOf('Application')?.source).toBe('text-layer');
      const start = document.text.indexOf('olivia.bennett@example.org');
      expect(readProvenance(document, start, start + 26)).toEqual(['annotation']);
    } finally {
      await source.close();
    }
  });

  it('leak 2: redacts what a FreeText annotation and a Stamp paint', async () => {
    const input = await buildAnnotationLeakFixture();
    expect(shown(pdftotext(input), ANNOTATION_LEAK.secrets)).toEqual(ANNOTATION_LEAK.secrets);
    expect(shown(tesseractOfRender(input), ANNOTATION_LEAK.secrets)).toEqual(
      ANNOTATION_LEAK.secrets,
    );

    const result = await anonymized(input);
    const words = result.detected_pii.entities.map((e) => e.word).join(' | ');
    for (const secret of ANNOTATION_LEAK.secrets) expect(words).toContain(secret);

    const text = pdftotext(result.pdf);
    expect(shown(text, ANNOTATION_LEAK.secrets)).toEqual([]);
    expect(text).toContain('signed agreement attached');
    const seen = tesseractOfRender(result.pdf);
    expect(shown(seen, ANNOTATION_LEAK.secrets)).toEqual([]);
    expect(folded(seen)).not.toMatch(/miller|whitfield|555-?0142/);
    expect(seen).toContain('signed agreement attached');
  }, 120_000);

  it('leak 4: keeps an OCR layer line under a marker burnt into the scan out of the output', async () => {
    const input = await buildScanLeakFixture();
    // The codename is in the input's text layer, though the scan shows only the marker.
    expect(shown(pdftotext(input), SCAN_LEAK.secrets)).toEqual(SCAN_LEAK.secrets);
    const inputOcr = tesseractOfRender(input);
    expect(shown(inputOcr, SCAN_LEAK.visible)).toEqual(SCAN_LEAK.visible);
    expect(shown(inputOcr, SCAN_LEAK.secrets)).toEqual([]);

    const result = await anonymized(input);
    expect(result.detected_pii.exception).toContain('hidden from view');
    expect(result.detected_pii.entities.map((e) => e.word)).toContain(SCAN_LEAK.covered);

    const text = pdftotext(result.pdf);
    expect(shown(text, SCAN_LEAK.secrets)).toEqual([]);
    // The rest of the OCR layer is still searchable.
    expect(shown(text, SCAN_LEAK.visible)).toEqual(SCAN_LEAK.visible);
    const seen = tesseractOfRender(result.pdf);
    expect(shown(seen, SCAN_LEAK.secrets)).toEqual([]);
    expect(shown(seen, SCAN_LEAK.visible)).toEqual(SCAN_LEAK.visible);
  }, 120_000);

  it('OCRs a stamp that paints only a picture of text, and says so when no OCR is available', async () => {
    const input = await buildPictureStampFixture();
    expect(shown(pdftotext(input), PICTURE_STAMP.secrets)).toEqual([]);
    expect(shown(tesseractOfRender(input), PICTURE_STAMP.secrets)).toEqual(PICTURE_STAMP.secrets);

    const withoutOcr = await anonymized(input);
    expect(withoutOcr.detected_pii.exception).toContain(
      'Page 1: an annotation paints ink that is not text, Stamp (picture)',
    );

    const result = await runJob(
      { kind: 'anonymize', pdf: input, options: DEFAULT_ANONYMIZE_OPTIONS },
      { engine, ocr },
    );
    expect(result.detected_pii.entities.map((e) => e.word)).toContain('Angela Whitfield');
    expect(result.detected_pii.exception).not.toContain('ink that is not text');
    expect(shown(pdftotext(result.pdf), PICTURE_STAMP.secrets)).toEqual([]);
    const seen = tesseractOfRender(result.pdf);
    expect(shown(seen, PICTURE_STAMP.secrets)).toEqual([]);
    expect(folded(seen)).not.toMatch(/whitfield|angela/);
    expect(seen).toContain('Invoice 2291');
  }, 120_000);
});
