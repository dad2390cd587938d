import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ensureFixtures, FIXTURE_BUILDERS, FIXTURE_NAMES } from '../fixtures/index';

describe('fixture generator', () => {
  it.each(FIXTURE_NAMES)('%s is byte-for-byte reproducible and consistent', async (name) => {
    const a = await FIXTURE_BUILDERS[name]();
    const b = await FIXTURE_BUILDERS[name]();
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    expect(a.truth).toEqual(b.truth);

    const doc = await PDFDocument.load(a.pdf, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(a.truth.pages.length);
    doc.getPages().forEach((page, i) => {
      const quarter = page.getRotation().angle % 180 !== 0;
      const { width, height } = page.getSize();
      expect(a.truth.pages[i]).toEqual({
        width: quarter ? height : width,
        height: quarter ? width : height,
        rotation: page.getRotation().angle,
      });
    });
    for (const w of a.truth.words) {
      const page = a.truth.pages[w.page - 1]!;
      expect(w.x).toBeGreaterThanOrEqual(0);
      expect(w.y).toBeGreaterThanOrEqual(0);
      expect(w.x + w.width).toBeLessThanOrEqual(page.width);
      expect(w.y + w.height).toBeLessThanOrEqual(page.height);
    }
  });

  it('writes the files once and then finds them fresh', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'obscura-fixtures-'));
    try {
      expect(await ensureFixtures(dir)).toBe(true);
      expect(await ensureFixtures(dir)).toBe(false);
      const truth = JSON.parse(readFileSync(join(dir, 'letter-a4.truth.json'), 'utf8')) as {
        pii: unknown[];
      };
      expect(truth.pii.length).toBeGreaterThan(10);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
