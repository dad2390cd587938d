import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { anonymize, type AnonymizeResult } from '../../src/core/pipeline/operations';
import { createNodeOcrEngine } from '../../src/engines/node/node-ocr-engine';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import {
  buildLeakTrapsFixture,
  LEAK_PROBE,
  LEAK_SECRET,
} from '../fixtures/hostile/leak-traps-fixture';
import {
  metadataFindings,
  readWithPdfJs,
  readWithPdftotext,
  readWithQpdfQdf,
} from '../setup/output-inspection';

const engine = createNodePdfEngine();
const ocr = createNodeOcrEngine();
afterAll(() => ocr.terminate());

/** Everything OCR reads on the rendered pages of a PDF, at 300 dpi. */
async function ocrText(pdf: Uint8Array): Promise<string> {
  const source = await engine.open(pdf);
  const words: string[] = [];
  try {
    for (let page = 1; page <= source.pageCount; page++) {
      const raster = await source.render(page, 300 / 72);
      try {
        const result = await ocr.recognize(raster, {
          languages: ['eng'],
          detectOrientation: false,
          dpi: 300,
        });
        words.push(...result.words.map((w) => w.text));
      } finally {
        raster.release();
      }
    }
  } finally {
    await source.close();
  }
  return words.join(' ');
}

/** Case-insensitive, in any of the encodings a PDF string or stream may use. */
function holdsProbe(text: string): boolean {
  const lower = text.toLowerCase();
  const utf16hex = [...LEAK_PROBE].map((c) => '00' + c.charCodeAt(0).toString(16)).join('');
  const hex = [...LEAK_PROBE].map((c) => c.charCodeAt(0).toString(16)).join('');
  return lower.includes(LEAK_PROBE) || lower.includes(utf16hex) || lower.includes(hex);
}

describe('a PDF that repeats the redacted e-mail everywhere it can hide', () => {
  let input: Uint8Array;
  let result: AnonymizeResult;

  it('has the secret in text, streams, metadata and the image before anonymization', async () => {
    input = await buildLeakTrapsFixture();
    expect(holdsProbe((await readWithPdfJs(engine, input)).text)).toBe(true);
    const qdf = readWithQpdfQdf(input);
    // Outline title (UTF-16 hex), annotation contents, Info, XMP.
    expect(qdf.match(/vandersloot/gi)?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(holdsProbe(qdf)).toBe(true);
  });

  it('is anonymized the way a user would ask for images too (force_ocr), and verified', async () => {
    result = await anonymize(
      engine,
      input,
      { ...DEFAULT_ANONYMIZE_OPTIONS, forceOcr: true },
      {},
      { ocr },
    );
    expect(result.verification.passed).toBe(true);
    const emails = result.detected_pii.entities.filter((e) => e.word.includes(LEAK_SECRET));
    // Header, body, form field, image (OCR), white text and the covered text.
    expect(emails.length).toBeGreaterThanOrEqual(6);
    expect(result.detected_pii.exception).toMatch(/characters were hidden from view/);
  }, 180_000);

  it('leaves no trace for pdf.js, pdftotext, qpdf --qdf, metadata checks or OCR', async () => {
    expect(holdsProbe((await readWithPdfJs(engine, result.pdf)).text)).toBe(false);
    const poppler = readWithPdftotext(result.pdf);
    expect(holdsProbe(poppler)).toBe(false);
    expect(holdsProbe(readWithQpdfQdf(result.pdf))).toBe(false);
    expect(await metadataFindings(result.pdf)).toEqual([]);
    const seen = await ocrText(result.pdf);
    // The page still reads (OCR works on it), but not the secret.
    expect(seen).toMatch(/Dear applicant/);
    expect(holdsProbe(seen)).toBe(false);
  }, 180_000);
});
