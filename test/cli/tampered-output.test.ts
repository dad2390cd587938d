import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as WriterModule from '../../src/core/redact/redaction-writer';
import { buildSamplePdf } from '../unit/api/api-kit';
import { runCli } from './run-cli';

// The CLI builds its own dependencies, so the fault is injected by replacing the writer port's
// default (`createRedactionWriter`) for this file: the CLI must exit non-zero and write no file.

const fault = vi.hoisted(() => ({ mode: 'honest' as 'honest' | 'slip' | 'ink' }));

vi.mock('../../src/core/redact/redaction-writer', async (importOriginal) => {
  const real = await importOriginal<typeof WriterModule>();
  const { inkLeaving, slippingWriter } = await import('../support/faulty-writers');
  const slip = slippingWriter('john.smith@example.com', real.createRedactionWriter);
  const ink = inkLeaving(real.createRedactionWriter);
  const createRedactionWriter: WriterModule.RedactionWriterFactory = () =>
    fault.mode === 'slip' ? slip() : fault.mode === 'ink' ? ink() : real.createRedactionWriter();
  return { ...real, createRedactionWriter };
});

let dir: string;
let input: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'obscura-tampered-'));
  input = join(dir, 'letter.pdf');
  writeFileSync(input, await buildSamplePdf());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI releases no output that fails verification', () => {
  it('writes the verified PDF with the product’s writer', async () => {
    fault.mode = 'honest';
    const out = join(dir, 'honest.pdf');
    const run = await runCli('anonymize', input, '--out', out);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(out)).toBe(true);
  });

  it.each([
    ['slip', /The output's text contains 1 redacted string/],
    ['ink', /Personal data is not covered by solid black/],
  ] as const)('exits non-zero and writes no file when the writer fails (%s)', async (mode, why) => {
    fault.mode = mode;
    const out = join(dir, `${mode}.pdf`);
    const json = join(dir, `${mode}.json`);
    const run = await runCli('anonymize', input, '--out', out, '--json', json);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(why);
    expect(run.stdout + run.stderr).toMatch(/INTERNAL_ERROR/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(json)).toBe(false);
  });
});
