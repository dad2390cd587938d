import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import type { PdfEngine } from '../../src/core/platform/ports';

/** Catalog entries that would carry input data into the output (decisions.md, Redaction). */
export const FORBIDDEN_CATALOG_KEYS = [
  'Metadata',
  'AcroForm',
  'Annots',
  'Outlines',
  'Names',
  'PageLabels',
  'OpenAction',
  'AA',
];

/** Where poppler's pdftotext lives (Debian package poppler-utils, installed by .ci/run). */
export const PDFTOTEXT = '/usr/bin/pdftotext';

/** Page sizes and all text pdf.js extracts from a PDF (form field values included). */
export async function readWithPdfJs(
  engine: PdfEngine,
  pdf: Uint8Array,
): Promise<{ sizes: Array<{ width: number; height: number }>; text: string }> {
  const source = await engine.open(pdf);
  try {
    const sizes: Array<{ width: number; height: number }> = [];
    const texts: string[] = [];
    for (let page = 1; page <= source.pageCount; page++) {
      const g = await source.geometry(page);
      sizes.push({ width: g.width, height: g.height });
      texts.push((await source.textRuns(page)).map((r) => r.str).join(' '));
    }
    return { sizes, text: texts.join('\f') };
  } finally {
    await source.close();
  }
}

/** Throws a sentence naming the missing tool: a leak check never skips silently. */
function requireTool(path: string, debianPackage: string): void {
  if (!existsSync(path)) {
    throw new Error(`${path} is needed for this leak check (Debian package ${debianPackage}).`);
  }
}

/** Text poppler extracts; throws when pdftotext is not installed (missing tools fail tests). */
export function readWithPdftotext(pdf: Uint8Array): string {
  requireTool(PDFTOTEXT, 'poppler-utils');
  const dir = mkdtempSync(join(tmpdir(), 'obscura-leak-'));
  try {
    const file = join(dir, 'out.pdf');
    writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT, ['-q', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Document-level structures found in the output that should not be there. */
export async function metadataFindings(pdf: Uint8Array): Promise<string[]> {
  const findings: string[] = [];
  const raw = Buffer.from(pdf).toString('latin1');
  if (/\/Info\b/.test(raw)) findings.push('raw bytes mention /Info');
  if (/\/Metadata\b/.test(raw)) findings.push('raw bytes mention /Metadata');
  if (/<x:xmpmeta|<\?xpacket/.test(raw)) findings.push('raw bytes hold an XMP packet');
  // pdf-lib would invent an Info dictionary on load unless told not to.
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  if (doc.context.trailerInfo.Info !== undefined) findings.push('trailer has /Info');
  for (const key of FORBIDDEN_CATALOG_KEYS) {
    if (doc.catalog.get(PDFName.of(key)) !== undefined) findings.push(`catalog has /${key}`);
  }
  doc.getPages().forEach((page, i) => {
    for (const key of ['Annots', 'AA', 'Metadata']) {
      const value = page.node.lookup(PDFName.of(key));
      // pdf-lib gives every new page an empty /Annots array, which carries nothing.
      const empty = value instanceof PDFArray && value.size() === 0;
      if (value !== undefined && !empty) findings.push(`page ${i + 1} has /${key}`);
    }
  });
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    const type = dict?.get(PDFName.of('Type'));
    if (type === PDFName.of('Metadata')) findings.push('an orphaned /Metadata object remains');
  }
  return findings;
}

/** Where qpdf lives on CI machines (Debian package `qpdf`, installed by .ci/run). */
export const QPDF = '/usr/bin/qpdf';

/**
 * The file rewritten by `qpdf --qdf` (every stream uncompressed, no object streams), as latin1
 * text: raw strings, XMP and content streams become searchable. Throws without qpdf: a search
 * of the compressed bytes finds nothing, so a leak check must never fall back on it.
 */
export function readWithQpdfQdf(pdf: Uint8Array): string {
  requireTool(QPDF, 'qpdf');
  const dir = mkdtempSync(join(tmpdir(), 'obscura-qdf-'));
  try {
    const input = join(dir, 'in.pdf');
    const output = join(dir, 'out.pdf');
    writeFileSync(input, pdf);
    // Exit status 3 means qpdf wrote the file but warned (a damaged input it repaired).
    const run = spawnSync(QPDF, ['--qdf', '--object-streams=disable', input, output]);
    if (run.status !== 0 && run.status !== 3) {
      throw new Error(`qpdf failed (${run.status}): ${run.stderr.toString().trim()}`);
    }
    return readFileSync(output).toString('latin1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** WinAnsi bytes of the characters that differ from Latin-1 and that fixtures use. */
const WIN_ANSI: Readonly<Record<string, number>> = { '€': 0x80, '‘': 0x91, '’': 0x92, '–': 0x96 };

/** Hex digits of bytes, lower case. */
const hexOf = (bytes: readonly number[]) =>
  bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The ways a PDF writes `text` in its (decompressed) bytes, lower case: a literal string with
 * `\`, `(`, `)` escaped and non-ASCII WinAnsi bytes as octal escapes or raw bytes, hex of those
 * bytes, and hex of UTF-16BE (form values, Info and outline strings).
 */
export function byteForms(text: string): string[] {
  const codes = [...text].map((ch) => WIN_ANSI[ch] ?? ch.charCodeAt(0));
  const single = codes.every((c) => c < 256);
  const literal = (octal: boolean) =>
    codes
      .map((c) => {
        const ch = String.fromCharCode(c);
        if (ch === '\\' || ch === '(' || ch === ')') return `\\${ch}`;
        return c >= 128 && octal ? `\\${c.toString(8)}` : ch;
      })
      .join('');
  const utf16: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    utf16.push(unit >> 8, unit & 0xff);
  }
  const forms = [hexOf(utf16)];
  if (single) forms.push(literal(true), literal(false), hexOf(codes));
  return forms.map((f) => f.toLowerCase());
}

/** True when the decompressed bytes (`readWithQpdfQdf`) hold `text` in any of its byte forms. */
export function bytesHold(qdf: string, text: string): boolean {
  const lower = qdf.toLowerCase();
  return byteForms(text).some((form) => lower.includes(form));
}
