import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
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
