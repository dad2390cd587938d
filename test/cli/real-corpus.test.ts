import { readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusPath } from '../support/shared-corpus';
import { runCli } from './run-cli';

const REAL_DIR = corpusPath('real');
const FILES = readdirSync(REAL_DIR)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const PASSWORD_PROTECTED = '005-libreoffice-writer-password_libreoffice-writer-password.pdf';
const OUT_DIR = mkdtempSync(join(tmpdir(), 'obscura-real-'));

describe('every PDF of the real corpus is processed or clearly refused', () => {
  it('has the corpus', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(30);
  });

  for (const file of FILES) {
    it(file, async () => {
      const run = await runCli(
        'anonymize',
        join(REAL_DIR, file),
        '--out',
        join(OUT_DIR, file),
        '--dpi',
        '72',
      );
      if (run.code === 0) {
        expect(run.stderr).toMatch(/^Wrote /);
        return;
      }
      // A refusal is the contract's error body with a sentence, never a stack trace.
      expect(run.code).toBe(1);
      const body = JSON.parse(run.stderr) as { detail?: string };
      expect(body.detail).toMatch(/\w+ .+\./);
      // The encrypted one without its password; a zero-byte file; and a file whose catalog is
      // unreachable (pdf.js: "Invalid Root reference"; poppler reads its 4 pages as 0x0 pt).
      const expectedRefusals = [
        PASSWORD_PROTECTED,
        '009-pdflatex-geotopo_GeoTopo.pdf',
        '017-unreadable-meta-data_unreadablemetadata.pdf',
      ];
      expect(expectedRefusals, `${file} was refused: ${body.detail}`).toContain(file);
    });
  }

  it('opens the password-protected file when given its password', async () => {
    const file = join(REAL_DIR, PASSWORD_PROTECTED);
    const refused = await runCli('detect', file);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr)).toEqual({
      detail: 'The PDF is encrypted: a password is needed to open it.',
    });
    const opened = await runCli('detect', file, '--password', 'openpassword');
    expect(opened.code, opened.stderr).toBe(0);
  });
});
