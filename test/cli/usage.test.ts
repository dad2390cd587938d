import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { DetectResponse } from '../../src/core/contract/types';
import { corpusPath } from '../support/shared-corpus';
import { runCli } from './run-cli';

describe('CLI usage', () => {
  it('prints help and exits 2 on bad usage', async () => {
    for (const argv of [
      [],
      ['frobnicate', 'x.pdf'],
      ['anonymize', 'x.pdf'],
      ['detect'],
      ['detect', 'x.pdf', '--tags', 'EMAIL,NOPE'],
    ]) {
      const run = await runCli(...argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage:');
    }
    const badTag = await runCli('detect', 'x.pdf', '--tags', 'EMAIL,NOPE');
    expect(badTag.stderr).toContain("'NOPE' is not a known tag");
  });

  it('prints the contract error body and exits 1 for a file that is not a PDF', async () => {
    const run = await runCli('detect', 'package.json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toEqual({
      detail: 'The file is not a PDF: it does not start with a %PDF- header.',
    });
  });

  it('runs as the installed `obscura` binary', () => {
    const help = execFileSync(process.execPath, ['bin/obscura.mjs', '--help'], {
      encoding: 'utf8',
    });
    expect(help).toContain('obscura anonymize IN.pdf --out OUT.pdf');
    const bad = spawnSync(process.execPath, ['bin/obscura.mjs', 'nonsense'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
  });
});

describe('CLI with a token-classification model', () => {
  it('merges the bundled tiny model with the rules and keeps every rule finding', async () => {
    const file = corpusPath('seed-service', 'sample_document_en.pdf');
    const plain = JSON.parse((await runCli('detect', file)).stdout) as DetectResponse;
    const run = await runCli('detect', file, '--model', 'test/models/tiny-ner');
    expect(run.code, run.stderr).toBe(0);
    const withModel = JSON.parse(run.stdout) as DetectResponse;
    const words = withModel.detected_pii.entities.map((e) => `${e.entity_group}:${e.word}`);
    for (const e of plain.detected_pii.entities)
      expect(words).toContain(`${e.entity_group}:${e.word}`);
    // The tiny model labels capitalised words it knows, so the merge adds entities of its own.
    expect(withModel.detected_pii.entities.length).toBeGreaterThan(
      plain.detected_pii.entities.length,
    );
  });

  it('refuses a folder that is not a model with a sentence', async () => {
    const run = await runCli('detect', 'package.json', '--model', 'src');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr).message).toContain('config.json and tokenizer.json not found');
  });
});
