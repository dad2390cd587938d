import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusPath } from '../support/shared-corpus';
import { runCli } from './run-cli';

const OUT_DIR = mkdtempSync(join(tmpdir(), 'obscura-hostile-'));
const FILES = ['pdfjs', 'qpdf'].flatMap((dir) =>
  readdirSync(corpusPath('hostile', dir))
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => join(corpusPath('hostile', dir), f)),
);

describe('fuzzed, truncated and damaged PDFs are processed or refused as documents', () => {
  it('has the corpus', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(35);
  });

  for (const file of FILES) {
    it(file.split('/').slice(-2).join('/'), async () => {
      const run = await runCli('anonymize', file, '--out', join(OUT_DIR, 'out.pdf'), '--dpi', '72');
      if (run.code === 0) return expect(run.stderr).toMatch(/^Wrote /);
      // Damage is the document's fault: a 400/415-style `detail` sentence, not an internal error.
      expect(run.code).toBe(1);
      const body = JSON.parse(run.stderr) as { detail?: unknown };
      expect(typeof body.detail, run.stderr).toBe('string');
      expect(body.detail).toMatch(/^(The|Page \d+ of the) (PDF|file) .+\.$/);
    });
  }
});
