import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetectResponse } from '../../src/core/contract/types';
import { loadDocument } from '../../src/core/document/load-document';
import { createNodePdfEngine } from '../../src/engines/node/node-pdf-engine';
import { runCli } from './run-cli';

const input = 'test/fixtures/generated/multi-page.pdf';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'obscura-limits-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Page count and text of a PDF written by the CLI. */
async function readPdf(path: string): Promise<{ pageCount: number; text: string }> {
  const source = await createNodePdfEngine().open(new Uint8Array(readFileSync(path)), {});
  try {
    return { pageCount: source.pageCount, text: (await loadDocument(source)).text };
  } finally {
    await source.close();
  }
}

describe('CLI processing limits', () => {
  it('--max-pages 1 leaves pages 2-3 out of the PDF and names them in exception', async () => {
    const out = join(dir, 'one-page.pdf');
    const json = join(dir, 'one-page.json');
    const run = await runCli('anonymize', input, '--max-pages', '1', '--out', out, '--json', json);
    expect(run.code, run.stderr).toBe(0);
    const body = JSON.parse(readFileSync(json, 'utf8')) as DetectResponse;
    expect(body.detected_pii.exception).toContain('Pages 2-3 were not processed');
    expect(body.detected_pii.exception).toContain('1-page limit');
    expect(body.detected_pii.entities.length).toBeGreaterThan(0);
    // Entities of page 2 (IBAN, phone) are not reported: that page was not searched.
    expect(body.detected_pii.entities.map((e) => e.word).join(' ')).not.toMatch(/GB82|7946/);
    const pdf = await readPdf(out);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).not.toContain('Section');
    expect(pdf.text).not.toContain('sarah.mitchell@example.com');
  });

  it('--max-pages 2 on detect names only page 3; without it nothing is cut', async () => {
    const two = await runCli('detect', input, '--max-pages', '2');
    expect(two.code, two.stderr).toBe(0);
    const cut = JSON.parse(two.stdout) as DetectResponse;
    expect(cut.detected_pii.exception).toContain('Page 3 was not processed');
    expect(cut.detected_pii.entities.map((e) => e.word).join(' ')).toContain('7946');

    const all = await runCli('detect', input);
    expect(all.code, all.stderr).toBe(0);
    expect((JSON.parse(all.stdout) as DetectResponse).detected_pii.exception).not.toContain(
      'not processed',
    );
  });

  it('--max-page-megapixels renders a page at a lower resolution and says so', async () => {
    const out = join(dir, 'small-raster.pdf');
    const json = join(dir, 'small-raster.json');
    const run = await runCli(
      'anonymize',
      input,
      '--max-page-megapixels',
      '1',
      '--dpi',
      '300',
      '--out',
      out,
      '--json',
      json,
    );
    expect(run.code, run.stderr).toBe(0);
    const body = JSON.parse(readFileSync(json, 'utf8')) as DetectResponse;
    expect(body.detected_pii.exception).toContain('max_page_pixels');
    expect((await readPdf(out)).pageCount).toBe(3);
  });

  it('refuses bad limit values with a usage sentence and exit status 2', async () => {
    const cases: [string[], string][] = [
      [['--max-pages=-1'], '--max-pages must be at least 0'],
      [['--max-pages', '1.5'], '--max-pages must be a whole number'],
      [['--max-pages', 'many'], '--max-pages must be a number'],
      [['--max-page-megapixels', '0.5'], '--max-page-megapixels must be at least 1'],
      [['--page-time-limit=-2'], '--page-time-limit must be at least 0'],
      [['--page-time-limit', ''], '--page-time-limit must be a number'],
    ];
    for (const [flags, message] of cases) {
      const run = await runCli('detect', input, ...flags);
      expect(run.code, flags.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('Usage:');
    }
  });

  it('documents the limit flags in the help text', async () => {
    const help = await runCli('--help');
    for (const flag of ['--max-pages N', '--max-page-megapixels N', '--page-time-limit S']) {
      expect(help.stdout).toContain(flag);
    }
  });
});
