import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../../src/core/contract/options';
import type { OcrLanguage } from '../../src/core/contract/languages';
import type { Box, Entity } from '../../src/core/contract/types';
import { StageTimer } from '../../src/core/contract/stage-timer';
import { assembleDocument, readPageLayers } from '../../src/core/document/load-document';
import { anonymize, detect } from '../../src/core/pipeline/operations';
import { applyOcr } from '../../src/core/pipeline/ocr-stage';
import { createNodeOcrEngine } from '../../src/engines/node/node-ocr-engine';
import { findTrainedData } from '../../src/engines/node/node-tessdata';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import type { TruthWord } from '../fixtures/index';
import type { ScanFixtureName } from '../fixtures/scans/registry';
import { loadScanFixture } from '../setup/fixtures';

// One pool for every test in this file: workers start once and are reused between documents.
const ocr = createNodeOcrEngine();
const pdfEngine = createNodePdfEngine();
afterAll(() => ocr.terminate());

/** Text without spaces: OCR may split or join digit groups differently. */
const squash = (s: string) => s.replace(/\s+/g, '');

/** Share of `truth` covered by `box`. */
function coverage(box: Box, truth: TruthWord): number {
  const w = Math.min(box.x + box.width, truth.x + truth.width) - Math.max(box.x, truth.x);
  const h = Math.min(box.y + box.height, truth.y + truth.height) - Math.max(box.y, truth.y);
  return w > 0 && h > 0 ? (w * h) / (truth.width * truth.height) : 0;
}

/** Checks every PII of the truth is found with its tag, boxed where it was drawn. */
function expectFound(
  entities: Entity[],
  truthWords: TruthWord[],
  pii: { tag: string; text: string; page: number }[],
) {
  for (const p of pii) {
    const entity = entities.find(
      (e) =>
        e.entity_group === p.tag &&
        squash(e.word) === squash(p.text) &&
        e.boxes[0]?.page === p.page,
    );
    expect(entity, `${p.tag} ${p.text} on page ${p.page}`).toBeDefined();
    const truth = truthWords.find((w) => w.text === p.text && w.page === p.page)!;
    const union = entity!.boxes.reduce((acc, b) => acc + coverage(b, truth), 0);
    expect(union, `box of ${p.text}`).toBeGreaterThanOrEqual(0.8);
    for (const box of entity!.boxes) {
      expect(box.score).toBeGreaterThan(0);
      expect(box.score).toBeLessThanOrEqual(1);
      // Each box lies on the true position (not a page-wide catch-all).
      expect(coverage(box, truth) * truth.width * truth.height).toBeGreaterThanOrEqual(
        0.5 * box.width * box.height * 0.8,
      );
    }
  }
}

const LANGUAGE_CASES: [ScanFixtureName, OcrLanguage[]][] = [
  ['scan-eng', ['eng']],
  // The Spanish and Portuguese models read '@' as 'Q'/'G' in these emails (measured with both
  // 4.0.0 and 4.0.0_best_int data); adding English, as a client would for mixed text, fixes it.
  ['scan-spa', ['spa', 'eng']],
  ['scan-fra', ['fra']],
  ['scan-deu', ['deu']],
  ['scan-ita', ['ita']],
  ['scan-por', ['por', 'eng']],
  // Russian letters with a Latin email address: read as a Russian document with English in it.
  ['scan-rus', ['rus', 'eng']],
];

describe('OCR of image-only scans (Node tesseract pool)', () => {
  it.concurrent.each(LANGUAGE_CASES)('%s: PII found and boxed where drawn', async (name, langs) => {
    const missing = langs.filter((l) => !findTrainedData(l));
    // No silent pass: Russian data comes from Debian's tesseract-ocr-rus, which .ci/run installs.
    expect(
      missing,
      `OCR data missing for ${missing.join(', ')}: apt-get install tesseract-ocr-rus`,
    ).toEqual([]);
    const { pdf, truth } = await loadScanFixture(name);
    const progress: number[] = [];
    const response = await detect(
      pdfEngine,
      pdf,
      { ...DEFAULT_DETECT_OPTIONS, ocrLangs: langs },
      { onProgress: (e) => e.stage === 'Ocr' && progress.push(e.done) },
      { ocr },
    );
    expect(response.detected_pii.exception).toBe('');
    expect(response.processing_time.stages.Ocr).toBeGreaterThan(0);
    expect(progress).toEqual([1]);
    expectFound(response.detected_pii.entities, truth.words, truth.pii);
  });

  it.concurrent(
    'scan-rotated: pages turned 90/180/270 and a /Rotate page read, boxes on the displayed page',
    async () => {
      const { pdf, truth } = await loadScanFixture('scan-rotated');
      const response = await detect(
        pdfEngine,
        pdf,
        { ...DEFAULT_DETECT_OPTIONS, rotatedText: true },
        {},
        { ocr },
      );
      expectFound(response.detected_pii.entities, truth.words, truth.pii);
      for (const p of truth.pii) {
        const truthAngle = truth.words.find((w) => w.text === p.text && w.page === p.page)!.angle;
        const entity = response.detected_pii.entities.find(
          (e) => squash(e.word) === squash(p.text) && e.boxes[0]?.page === p.page,
        )!;
        const diff = Math.abs(((entity.boxes[0]!.angle - truthAngle + 540) % 360) - 180);
        expect(diff, `angle of ${p.text} on page ${p.page}`).toBeLessThan(1.5);
      }
    },
  );

  it.concurrent(
    'scan-mixed: OCR adds the pasted scan and does not duplicate the text layer',
    async () => {
      const { pdf, truth } = await loadScanFixture('scan-mixed');
      const source = await pdfEngine.open(pdf);
      try {
        const layers = await applyOcr(
          source,
          await readPageLayers(source),
          DEFAULT_DETECT_OPTIONS,
          { engine: ocr },
          new StageTimer(Date.now),
          {},
        );
        const doc = assembleDocument(layers);
        const words = doc.pages[0]!.words;
        const layerWords = words.filter((w) => w.source === 'text-layer').map((w) => w.text);
        expect(layerWords).toContain('oliver.grant@example.com');
        for (const text of layerWords) expect(doc.text.split(text).length - 1, text).toBe(1);
        const ocrWords = words.filter((w) => w.source === 'ocr');
        expect(ocrWords.map((w) => w.text)).toContain('nadia.brooks@example.net');
        for (const w of ocrWords) expect(w.box.score).toBeLessThan(1);
      } finally {
        await source.close();
      }
      const response = await detect(pdfEngine, pdf, DEFAULT_DETECT_OPTIONS, {}, { ocr });
      expectFound(
        response.detected_pii.entities,
        truth.words.filter((w) => w.source === 'image'),
        truth.pii.filter((p) => p.text.includes('nadia') || p.tag === 'ACCOUNT'),
      );
      expect(
        response.detected_pii.entities.filter((e) => e.word === 'oliver.grant@example.com'),
      ).toHaveLength(1);
    },
  );

  it('a redacted scan OCRed again yields none of the redacted strings', async () => {
    const { pdf, truth } = await loadScanFixture('scan-eng');
    const redacted = await anonymize(
      pdfEngine,
      pdf,
      { ...DEFAULT_ANONYMIZE_OPTIONS, dpi: 150 },
      {},
      { ocr },
    );
    const found = new Set(redacted.detected_pii.entities.map((e) => squash(e.word)));
    for (const p of truth.pii) expect(found.has(squash(p.text)), p.text).toBe(true);
    const source = await pdfEngine.open(redacted.pdf);
    try {
      const layers = await applyOcr(
        source,
        await readPageLayers(source),
        DEFAULT_DETECT_OPTIONS,
        { engine: ocr },
        new StageTimer(Date.now),
        {},
      );
      const text = squash(assembleDocument(layers).text);
      expect(text.length).toBeGreaterThan(20); // the rest of the letter is still read
      for (const p of truth.pii) expect(text).not.toContain(squash(p.text));
    } finally {
      await source.close();
    }
  });

  it('without an OCR engine a scan is reported, not read', async () => {
    const { pdf } = await loadScanFixture('scan-deu');
    const response = await detect(pdfEngine, pdf, DEFAULT_DETECT_OPTIONS);
    expect(response.detected_pii.entities).toEqual([]);
    expect(response.detected_pii.exception).toMatch(/OCR is not available/);
  });
});
