import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  decodePDFRawStream,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Box } from '../../../src/core/contract/types';
import { ImagePdfWriter } from '../../../src/core/redact/image-pdf-writer';
import type { LayerWord } from '../../../src/core/redact/text-layer';
import { PDFTOTEXT } from '../../setup/output-inspection';

// The text layer's ToUnicode CMap is made at save and maps only the 256-code ranges whose high
// byte the written words used: readers expand a CMap into one entry per code, and mapping all
// 65,536 codes made every reading of an output build them (verification's first among them).

/** A page of `words`, one a line, over a small white picture. */
async function output(words: readonly string[]): Promise<Uint8Array> {
  const canvas = createCanvas(60, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 60, 80);
  const layer = words.map((text, i): LayerWord => {
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
  const writer = await ImagePdfWriter.create();
  const image = new Uint8Array(canvas.toBuffer('image/png'));
  await writer.addPage({ width: 300, height: 240, image, format: 'png', words: layer });
  return writer.save();
}

/** The bfrange lines of the output's Type0 font's ToUnicode CMap. */
async function cmapRanges(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Subtype'))?.toString() !== '/Type0') continue;
    const stream = doc.context.lookup(object.get(PDFName.of('ToUnicode')) as PDFRef);
    if (!(stream instanceof PDFRawStream)) throw new Error('ToUnicode is not a stream');
    const cmap = String.fromCharCode(...decodePDFRawStream(stream).decode());
    return cmap
      .split('\n')
      .filter((line) => /^<[0-9A-F]{4}> <[0-9A-F]{4}> <[0-9A-F]{4}>$/.test(line));
  }
  throw new Error('no Type0 font in the output');
}

/** The output's text as poppler extracts it. */
function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'obscura-cmap-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), pdf);
    const run = spawnSync(PDFTOTEXT, [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('ToUnicode CMap of the text layer', () => {
  it('maps only the Latin range for Latin words', async () => {
    const pdf = await output(['Jonathan', 'Grüße']);
    expect(await cmapRanges(pdf)).toEqual(['<0000> <00FF> <0000>']);
    expect(pdftotext(pdf)).toContain('Grüße');
  });

  it('adds the ranges of other scripts and of surrogate halves that the words use', async () => {
    // U+20BB7 (a Japanese given-name character) is written as the halves D842 DFB7.
    const words = ['Пётр', 'Ελένη', '𠮷田'];
    const pdf = await output(words);
    expect(await cmapRanges(pdf)).toEqual([
      '<0000> <00FF> <0000>',
      '<0300> <03FF> <0300>',
      '<0400> <04FF> <0400>',
      '<7500> <75FF> <7500>',
      '<D800> <D8FF> <D800>',
      '<DF00> <DFFF> <DF00>',
    ]);
    const text = pdftotext(pdf);
    // Poppler reads the two halves as two replacement characters whatever the CMap (the
    // identity of every code gave the same); the other scripts come back whole.
    for (const word of ['Пётр', 'Ελένη', '田']) expect(text).toContain(word);
  });
});
