import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusPath } from '../support/shared-corpus';
import { runCli } from './run-cli';

// Every file of the real corpus goes through the core in test/integration/corpus-outcomes.test.ts
// (outcome table in test-results/corpus-outcomes.md); this file checks what the CLI adds: exit
// codes, the written file, refusals as the contract's JSON body on stderr, and --password.
const REAL_DIR = corpusPath('real');
const PASSWORD_PROTECTED = '005-libreoffice-writer-password_libreoffice-writer-password.pdf';
const OUT_DIR = mkdtempSync(join(tmpdir(), 'obscura-real-'));

describe('the CLI on the real corpus', () => {
  it.each([
    '001-trivial_minimal-document.pdf',
    '012-libreoffice-form_libreoffice-form.pdf',
    '025-attachment_with-attachment.pdf',
  ])('writes the anonymized %s', async (file) => {
    const run = await runCli(
      'anonymize',
      join(REAL_DIR, file),
      '--out',
      join(OUT_DIR, file),
      '--dpi',
      '72',
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Wrote /);
  });

  it.each([
    ['009-pdflatex-geotopo_GeoTopo.pdf', 'The file is empty (0 bytes), so it is not a PDF.'],
    [PASSWORD_PROTECTED, 'The PDF is encrypted: a password is needed to open it.'],
  ])('refuses %s with the contract body on stderr', async (file, detail) => {
    const run = await runCli('anonymize', join(REAL_DIR, file), '--out', join(OUT_DIR, file));
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toEqual({ detail });
  });

  it('opens the password-protected file when given its password', async () => {
    const file = join(REAL_DIR, PASSWORD_PROTECTED);
    const opened = await runCli('detect', file, '--password', 'openpassword');
    expect(opened.code, opened.stderr).toBe(0);
  });
});
