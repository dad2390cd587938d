import { PDFDocument, PDFName, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { verifyOutput, type VerificationPlan } from '../../../src/core/redact/verify-output';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';

const engine = createNodePdfEngine();

/** A one-page 200x100 pt PDF with a black box at (20, 20, 60x30) and optional extras. */
async function makePdf(
  options: { text?: string; info?: boolean; boxColor?: number } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([200, 100]);
  const grey = options.boxColor ?? 0;
  // pdf-lib's y is up: a box 20 pt from the top and 30 pt tall starts at y = 100 - 50.
  page.drawRectangle({ x: 20, y: 50, width: 60, height: 30, color: rgb(grey, grey, grey) });
  if (options.text) {
    page.drawText(options.text, {
      x: 100,
      y: 20,
      size: 10,
      font: await doc.embedFont(StandardFonts.Helvetica),
    });
  }
  if (options.info) doc.setTitle('Secret title');
  return doc.save();
}

/** The plan for makePdf's box at 1 px per point. */
function plan(overrides: Partial<VerificationPlan> = {}): VerificationPlan {
  return {
    pageCount: 1,
    scale: 1,
    regions: new Map([[1, [{ x: 20, y: 20, width: 60, height: 30 }]]]),
    redactedStrings: ['Alice Smith'],
    keptText: '',
    ...overrides,
  };
}

describe('verifyOutput', () => {
  it('passes a clean image-only output', async () => {
    const report = await verifyOutput(engine, await makePdf(), plan());
    expect(report.checks.map((c) => [c.name, c.passed])).toEqual([
      ['structure', true],
      ['text', true],
      ['pixels', true],
    ]);
    expect(report.passed).toBe(true);
  });

  it('fails when a redacted string is in the text', async () => {
    const report = await verifyOutput(engine, await makePdf({ text: 'Alice Smith' }), plan());
    expect(report.passed).toBe(false);
    expect(report.checks.find((c) => c.name === 'text')!.passed).toBe(false);
  });

  it('accepts a redacted string the user left visible elsewhere (it is in the kept text)', async () => {
    const pdf = await makePdf({ text: 'Alice Smith' });
    const report = await verifyOutput(engine, pdf, plan({ keptText: 'Alice Smith' }));
    expect(report.passed).toBe(true);
  });

  it('fails on an Info dictionary', async () => {
    const report = await verifyOutput(engine, await makePdf({ info: true }), plan());
    expect(report.checks.find((c) => c.name === 'structure')!.passed).toBe(false);
  });

  it('fails when a redacted region is not black', async () => {
    const report = await verifyOutput(engine, await makePdf({ boxColor: 0.6 }), plan());
    const pixels = report.checks.find((c) => c.name === 'pixels')!;
    expect(pixels.passed).toBe(false);
    expect(pixels.detail).toMatch(/page\(s\) 1/);
  });

  it('fails on a page count that differs from the input', async () => {
    const report = await verifyOutput(engine, await makePdf(), plan({ pageCount: 2 }));
    expect(report.passed).toBe(false);
  });

  it('fails closed on bytes that are not a PDF', async () => {
    const report = await verifyOutput(engine, new TextEncoder().encode('not a pdf'), plan());
    expect(report.passed).toBe(false);
    expect(report.checks.every((c) => !c.passed)).toBe(true);
  });

  it('reports an outline in the catalog', async () => {
    const doc = await PDFDocument.load(await makePdf(), { updateMetadata: false });
    doc.catalog.set(PDFName.of('Outlines'), doc.context.obj({ Type: 'Outlines', Count: 0 }));
    const report = await verifyOutput(engine, await doc.save(), plan());
    expect(report.checks.find((c) => c.name === 'structure')!.detail).toMatch(/Outlines/);
  });
});
