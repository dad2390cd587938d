import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusPath } from '../support/shared-corpus';
import { runCli } from './run-cli';

// Every hostile file goes through the core in test/integration/corpus-outcomes.test.ts (each
// in a child process with a time bound); this file checks the CLI's side on a sample: damage is
// the document's fault, printed as a `detail` sentence with exit code 1, never a stack trace.
const OUT_DIR = mkdtempSync(join(tmpdir(), 'obscura-hostile-'));

describe('the CLI on damaged PDFs', () => {
  it.each([
    ['qpdf', 'bad1.pdf', /^The file is not a PDF/],
    ['qpdf', 'bad25.pdf', /^Page 1 of the PDF is damaged and cannot be read \(.+\)\.$/],
    ['pdfjs', 'poppler-395-0-fuzzed.pdf', /^The PDF is damaged and cannot be read \(.+\)\.$/],
  ])('refuses %s/%s with a detail sentence', async (dir, file, detail) => {
    const run = await runCli(
      'anonymize',
      corpusPath('hostile', dir, file),
      '--out',
      join(OUT_DIR, file),
    );
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stderr) as { detail: string }).detail).toMatch(detail);
  });

  it.each([
    ['qpdf', 'bad12.pdf'],
    ['pdfjs', 'xref_command_missing.pdf'],
  ])('repairs and anonymizes %s/%s', async (dir, file) => {
    const run = await runCli(
      'anonymize',
      corpusPath('hostile', dir, file),
      '--out',
      join(OUT_DIR, file),
      '--dpi',
      '72',
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Wrote /);
  });
});
