import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/core/contract/types';
import { glyphlessFontBytes } from '../../../src/core/redact/glyphless-font';
import { ImagePdfWriter } from '../../../src/core/redact/image-pdf-writer';
import type { LayerWord } from '../../../src/core/redact/text-layer';
import { toVisualOrder } from '../../../src/core/redact/visual-order';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { PDFTOTEXT, readWithPdfJs } from '../../setup/output-inspection';

/** Words of seven scripts, a ligature and an astral-plane character. */
const WORDS = [
  'Grüße',
  'Ελένη',
  'Пётр',
  'Иванович',
  'محمد',
  '王小明',
  'ﬁnance',
  'naïve',
  '𝔘nicode',
];

function page(): { width: number; height: number; image: Uint8Array; words: LayerWord[] } {
  const canvas = createCanvas(60, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 60, 80);
  const words = WORDS.map((text, i): LayerWord => {
    const box: Box = {
      text,
      page: 1,
      x: 40,
      y: 40 + i * 20,
      width: 80,
      height: 14,
      score: 1,
      angle: 0,
    };
    return { text, box };
  });
  return { width: 300, height: 240, image: new Uint8Array(canvas.toBuffer('image/png')), words };
}

async function writeLayer(): Promise<{ pdf: Uint8Array; written: string; skipped: number }> {
  const writer = await ImagePdfWriter.create();
  const written = await writer.addPage({ ...page(), format: 'png' });
  return { pdf: await writer.save(), written, skipped: writer.skippedWords };
}

describe('invisible text layer in any script', () => {
  it('writes every word, whatever its script, and pdf.js reads each back', async () => {
    const { pdf, written, skipped } = await writeLayer();
    expect(skipped).toBe(0);
    // NFKC: the ligature becomes "fi", the mathematical letter a plain "U".
    const expected = WORDS.map((w) => w.normalize('NFKC'));
    expect(written.split(' ')).toEqual(expected);
    const { text } = await readWithPdfJs(createNodePdfEngine(), pdf);
    for (const word of expected) expect(text).toContain(word);
  });

  it('is read back by poppler without font warnings', async () => {
    // npm test installs poppler-utils (or names it); without it this check must fail, not pass.
    expect(existsSync(PDFTOTEXT), `${PDFTOTEXT} (Debian package poppler-utils)`).toBe(true);
    const { pdf } = await writeLayer();
    const dir = mkdtempSync(join(tmpdir(), 'obscura-unicode-'));
    try {
      const file = join(dir, 'out.pdf');
      writeFileSync(file, pdf);
      const run = spawnSync(PDFTOTEXT, [file, '-'], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(run.stderr).toBe('');
      for (const word of WORDS) expect(run.stdout).toContain(word.normalize('NFKC'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('embeds a well-formed TrueType font: table directory and whole-font checksum agree', () => {
    const font = glyphlessFontBytes();
    const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
    expect(view.getUint32(0)).toBe(0x00010000);
    const tables = view.getUint16(4);
    const tags: string[] = [];
    for (let i = 0; i < tables; i++) {
      const at = 12 + 16 * i;
      tags.push(String.fromCharCode(...font.subarray(at, at + 4)));
      const offset = view.getUint32(at + 8);
      const length = view.getUint32(at + 12);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(font.length);
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(
      expect.arrayContaining(['cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'post']),
    );
    let sum = 0;
    for (let i = 0; i < font.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
    expect(sum).toBe(0xb1b0afba);
  });

  it('writes right-to-left words in visual order, numbers and Latin parts kept as they read', () => {
    expect(toVisualOrder('محمد')).toBe('دمحم');
    expect(toVisualOrder('שלום')).toBe('םולש');
    expect(toVisualOrder('شارع12')).toBe('12عراش');
    expect(toVisualOrder('Пётр')).toBe('Пётр');
    expect(toVisualOrder('A-12')).toBe('A-12');
  });
});
