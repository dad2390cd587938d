import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMIZE_OPTIONS } from '../../src/core/contract/options';
import { runJob } from '../../src/core/pipeline/run-job';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';

/**
 * Issue 14, leak 3: a line under an old black rectangle, processed with a custom instruction
 * that does not name it. The custom path once read pages without the hidden-text check, so the
 * line came out in the output's text layer. Every operation now shares one reading of the page.
 */
const SECRET_LINE = 'Informant: Maria Gonzalez, SSN 123-45-6789';
const PROMPT = 'remove every mention of "Project Falcon"';

const TOOLS = ['/usr/bin/pdftotext', '/usr/bin/pdftoppm', '/usr/bin/tesseract'];
const work = mkdtempSync(join(tmpdir(), 'obscura-leak3-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A letter mentioning Project Falcon, with the informant's line drawn and then boxed over. */
async function boxedLetter(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'Status report on Project Falcon',
    'The review of Project Falcon finished on time.',
    SECRET_LINE,
    'Next meeting: the budget for the coming quarter.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 760 - i * 28, size: 14, font }));
  // The "redaction" of a careless editor: an opaque rectangle painted over the line, text kept.
  const y = 760 - 2 * 28;
  const width = font.widthOfTextAtSize(SECRET_LINE, 14);
  page.drawRectangle({ x: 68, y: y - 5, width: width + 8, height: 20, color: rgb(0, 0, 0) });
  return doc.save();
}

/** Text poppler extracts; fails (never skips) when pdftotext is missing. */
function pdftotext(pdf: Uint8Array, name: string): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-q', file, '-'], { encoding: 'utf8' });
}

/** What native tesseract reads on every page rendered at 200 dpi. */
function ocrAt200Dpi(pdf: Uint8Array, name: string): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('/usr/bin/pdftoppm', ['-r', '200', '-png', file, join(work, name)]);
  const images = readdirSync(work).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  expect(images.length).toBeGreaterThan(0);
  return images
    .map((image) =>
      execFileSync('/usr/bin/tesseract', [join(work, image), '-', '-l', 'eng'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    )
    .join('\n');
}

describe('custom instruction over an old bad redaction (issue 14, leak 3)', () => {
  it('has the tools it checks with', () => {
    for (const tool of TOOLS) expect(existsSync(tool), `${tool} is required`).toBe(true);
  });

  it('removes the boxed line from the text layer and the image, whatever the prompt names', async () => {
    const input = await boxedLetter();
    // The secret is in the input: extractable, though nobody can see it.
    const before = pdftotext(input, 'input');
    expect(before).toContain('123-45-6789');
    expect(before).toContain('Maria Gonzalez');

    const result = await runJob(
      {
        kind: 'custom',
        pdf: input,
        options: { ...DEFAULT_ANONYMIZE_OPTIONS, prompt: PROMPT, output: 'pdf' },
      },
      { engine: createNodePdfEngine() },
    );
    const groups = result.detected_pii.entities.map((e) => e.entity_group);
    expect(groups).toContain('CUSTOM');
    expect(result.detected_pii.exception).toContain('hidden from view');

    const text = pdftotext(result.pdf, 'output');
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain('Gonzalez');
    expect(text).not.toContain('Falcon');
    // The output is still searchable where nothing was redacted.
    expect(text).toContain('budget for the coming quarter');

    const seen = ocrAt200Dpi(result.pdf, 'output');
    expect(seen.replace(/\s+/g, ' ')).toMatch(/coming quarter/);
    expect(seen).not.toMatch(/123-45|6789|Gonzalez|Informant/);
    expect(seen).not.toMatch(/Falcon/);
  }, 60_000);
});
