import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BoxLabel } from '../../src/core/contract/box-label';
import { DEFAULT_ANONYMIZE_OPTIONS, DEFAULT_DETECT_OPTIONS } from '../../src/core/contract/options';
import type { Entity } from '../../src/core/contract/types';
import { detect, redactEntities } from '../../src/core/pipeline/operations';
import { runJob } from '../../src/core/pipeline/run-job';
import type { PixelRect } from '../../src/core/platform/ports';
import {
  createRedactionWriter,
  type RedactionWriterFactory,
} from '../../src/core/redact/redaction-writer';
import { placeLabel } from '../../src/core/redact/box-label-layout';
import { toPixelRects } from '../../src/core/redact/pixel-rects';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { loadFixture } from '../setup/fixtures';
import { folded, missingNativeTools, pdftotext } from '../setup/native-tools';

const engine = createNodePdfEngine();
/** Resolution the output is rendered at by poppler for the pixel look (1 px per point). */
const DPI = 72;

/** Page 1 of a PDF as poppler renders it, in grey (a binary PGM read back). */
function renderGray(pdf: Uint8Array): { width: number; height: number; gray: Uint8Array } {
  const dir = mkdtempSync(join(tmpdir(), 'obscura-labels-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('/usr/bin/pdftoppm', [
      '-r',
      String(DPI),
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'page'),
    ]);
    const data = readFileSync(join(dir, 'page.pgm'));
    // "P5\n<w> <h>\n255\n" then one byte per pixel.
    const head = data.subarray(0, 64).toString('latin1').split(/\s+/);
    const [width, height, max] = [Number(head[1]), Number(head[2]), head[3]!];
    const start = head.slice(0, 4).join(' ').length + 1;
    expect(max).toBe('255');
    return { width, height, gray: new Uint8Array(data.subarray(start, start + width * height)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A label on every box of the entities. */
const labelsFor = (entities: readonly Entity[], label: string): BoxLabel[] =>
  entities.flatMap((e) =>
    e.boxes.map(({ page, x, y, width, height }) => ({ page, x, y, width, height, label })),
  );

/** `r` less the rectangle `hole` (both in pixels), as up to four rectangles. */
function minus(r: PixelRect, hole: PixelRect): PixelRect[] {
  const right = r.x + r.width;
  const bottom = r.y + r.height;
  const [hx, hy] = [Math.max(r.x, hole.x), Math.max(r.y, hole.y)];
  const [hr, hb] = [Math.min(right, hole.x + hole.width), Math.min(bottom, hole.y + hole.height)];
  if (hr <= hx || hb <= hy) return [r];
  return [
    { x: r.x, y: r.y, width: r.width, height: hy - r.y },
    { x: r.x, y: hb, width: r.width, height: bottom - hb },
    { x: r.x, y: hy, width: hx - r.x, height: hb - hy },
    { x: hr, y: hy, width: right - hr, height: hb - hy },
  ].filter((p) => p.width > 0 && p.height > 0);
}

/**
 * A faulty writer that leaves each label's rectangle unburnt (the input's ink shows under the
 * white label) and reports the whole boxes as burnt.
 */
function holeUnderLabels(labels: readonly BoxLabel[]): RedactionWriterFactory {
  return async () => {
    const honest = await createRedactionWriter();
    return {
      burn: (raster, boxes, scale) => {
        const whole = toPixelRects(boxes, scale, raster.width, raster.height);
        const holes = labels
          .filter((l) => boxes.some((b) => b.page === l.page))
          .flatMap((l) => {
            const place = placeLabel(l);
            if (!place) return [];
            // A point inside the label's rectangle: only the label's own exemption covers it.
            const { x, y, width, height } = place.rect;
            const [left, top] = [Math.ceil((x + 1) * scale), Math.ceil((y + 1) * scale)];
            const right = Math.floor((x + width - 1) * scale);
            const bottom = Math.floor((y + height - 1) * scale);
            return [{ x: left, y: top, width: right - left, height: bottom - top }];
          });
        raster.fillBlack(
          whole.flatMap((r) => holes.reduce((parts, h) => parts.flatMap((p) => minus(p, h)), [r])),
        );
        return whole;
      },
      addPage: (page) => honest.addPage(page),
      save: () => honest.save(),
      get skippedWords() {
        return honest.skippedWords;
      },
    };
  };
}

/** A faulty writer that draws other label text than the plan's (text nobody asked for). */
function otherLabelText(text: string): RedactionWriterFactory {
  return async () => {
    const honest = await createRedactionWriter();
    return {
      burn: (raster, boxes, scale) => honest.burn(raster, boxes, scale),
      addPage: (page) =>
        honest.addPage({ ...page, labels: page.labels?.map((l) => ({ ...l, label: text })) }),
      save: () => honest.save(),
      get skippedWords() {
        return honest.skippedWords;
      },
    };
  };
}

describe('reason codes drawn on the exported boxes', () => {
  it('needs poppler', () => expect(missingNativeTools()).toEqual([]));

  it('shows the label as text on black and leaves the redacted strings out', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const { detected_pii } = await detect(engine, pdf.slice(), DEFAULT_DETECT_OPTIONS);
    const entities = detected_pii.entities.filter((e) => e.boxes.length > 0);
    expect(entities.length).toBeGreaterThan(2);
    const input = folded(pdftotext(pdf));
    for (const e of entities) expect(input).toContain(folded(e.word));

    const boxLabels = labelsFor(entities, 'b(6)');
    const placed = boxLabels.filter((l) => placeLabel(l) !== undefined);
    expect(placed.length).toBeGreaterThan(0);
    const options = { ...DEFAULT_ANONYMIZE_OPTIONS, boxLabels };
    const result = await redactEntities(engine, pdf.slice(), entities, options);
    expect(result.verification.passed).toBe(true);

    const text = pdftotext(result.pdf);
    expect(text.split('b(6)').length - 1).toBe(placed.length);
    const out = folded(text.replaceAll('b(6)', ' '));
    for (const e of entities) expect(out).not.toContain(folded(e.word));

    // On page 1, each labelled box is black around its label, and the label shows light glyphs.
    const { width, gray } = renderGray(result.pdf);
    const at = (x: number, y: number) => gray[y * width + x]!;
    let seen = 0;
    for (const label of placed.filter((l) => l.page === 1)) {
      const { rect } = placeLabel(label)!;
      let light = 0;
      for (let y = Math.ceil(label.y) + 1; y < Math.floor(label.y + label.height) - 1; y++) {
        for (let x = Math.ceil(label.x) + 1; x < Math.floor(label.x + label.width) - 1; x++) {
          const inLabel =
            x >= Math.floor(rect.x) - 1 &&
            x <= Math.ceil(rect.x + rect.width) + 1 &&
            y >= Math.floor(rect.y) - 1 &&
            y <= Math.ceil(rect.y + rect.height) + 1;
          if (!inLabel) expect(at(x, y)).toBeLessThanOrEqual(64);
          else if (at(x, y) > 160) light++;
        }
      }
      expect(light).toBeGreaterThan(0);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('keeps the labels, and only them, as the text of an image-only output', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const { detected_pii } = await detect(engine, pdf.slice(), DEFAULT_DETECT_OPTIONS);
    const entities = detected_pii.entities.filter((e) => e.boxes.length > 0);
    const boxLabels = labelsFor(entities, 'b(6)');
    const placed = boxLabels.filter((l) => placeLabel(l) !== undefined);
    const options = { ...DEFAULT_ANONYMIZE_OPTIONS, boxLabels, searchable: false };
    const result = await redactEntities(engine, pdf.slice(), entities, options);
    expect(result.verification.passed).toBe(true);
    expect(folded(pdftotext(result.pdf))).toBe('b(6)'.repeat(placed.length));
  });

  it('never prints a label that holds a redacted string', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const { detected_pii } = await detect(engine, pdf.slice(), DEFAULT_DETECT_OPTIONS);
    const entities = detected_pii.entities.filter((e) => e.boxes.length > 0);
    // Each box "labelled" with its own redacted text, as a hostile caller could ask.
    const boxLabels = entities.flatMap((e) => labelsFor([e], e.word));
    expect(boxLabels.some((l) => placeLabel(l) !== undefined)).toBe(true);
    const options = { ...DEFAULT_ANONYMIZE_OPTIONS, boxLabels };
    const result = await redactEntities(engine, pdf.slice(), entities, options);
    expect(result.verification.passed).toBe(true);
    const out = folded(pdftotext(result.pdf));
    for (const e of entities) expect(out).not.toContain(folded(e.word));
    // A writer that prints a redacted string as a label is stopped by verification.
    const secret = entities[0]!.word;
    const job = {
      kind: 'redact-reviewed' as const,
      options: { ...options, entities, boxLabels: labelsFor(entities, 'b(6)') },
    };
    await expect(
      runJob({ ...job, pdf: pdf.slice() }, { engine, createWriter: otherLabelText(secret) }),
    ).rejects.toThrow(/Output verification failed/);
  });

  it('draws no label text when labels are off', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const { detected_pii } = await detect(engine, pdf.slice(), DEFAULT_DETECT_OPTIONS);
    const entities = detected_pii.entities.filter((e) => e.boxes.length > 0);
    const result = await redactEntities(engine, pdf.slice(), entities, DEFAULT_ANONYMIZE_OPTIONS);
    expect(result.verification.passed).toBe(true);
    expect(pdftotext(result.pdf)).not.toContain('b(6)');
  });

  it('fails closed when the writer leaves ink under a label or writes other label text', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const { detected_pii } = await detect(engine, pdf.slice(), DEFAULT_DETECT_OPTIONS);
    const entities = detected_pii.entities.filter((e) => e.boxes.length > 0);
    const boxLabels = labelsFor(entities, 'b(6)');
    const options = { ...DEFAULT_ANONYMIZE_OPTIONS, entities, boxLabels };
    const job = { kind: 'redact-reviewed' as const, options };
    await expect(
      runJob({ ...job, pdf: pdf.slice() }, { engine, createWriter: holeUnderLabels(boxLabels) }),
    ).rejects.toThrow(/not covered by solid black/);
    await expect(
      runJob({ ...job, pdf: pdf.slice() }, { engine, createWriter: otherLabelText('x9z') }),
    ).rejects.toThrow(/characters that no kept word/);
  });
});
