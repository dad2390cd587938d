import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DetectResponse } from '../../src/core/contract/types';
import { runCli } from '../cli/run-cli';
import { visualFixture } from '../fixtures/visual/registry';

const dir = mkdtempSync(join(tmpdir(), 'obscura-visual-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fixtureFile(): Promise<string> {
  const path = join(dir, 'codes.pdf');
  writeFileSync(path, (await visualFixture('visual-codes')).pdf);
  return path;
}

describe('the CLI and visual tags', () => {
  it('searches a named visual tag and says FACE has no detector in Node', async () => {
    const run = await runCli('detect', await fixtureFile(), '--tags', 'QR_CODE,FACE');
    expect(run.code, run.stderr).toBe(0);
    const body = JSON.parse(run.stdout) as DetectResponse;
    expect(body.detected_pii.entities.map((e) => e.word)).toContain('Code128: ABC-123-XYZ');
    expect(body.detected_pii.exception).toMatch(/FACE is not available here/);
    expect(body.processing_time.stages.VisualDetection).toBeGreaterThan(0);
  });

  it('leaves visual tags out of "all tags" unless --visual is given', async () => {
    const path = await fixtureFile();
    const plain = JSON.parse((await runCli('detect', path)).stdout) as DetectResponse;
    expect(plain.detected_pii.entities.filter((e) => e.entity_group === 'QR_CODE')).toEqual([]);
    const visual = JSON.parse((await runCli('detect', path, '--visual')).stdout) as DetectResponse;
    expect(visual.detected_pii.entities.filter((e) => e.entity_group === 'QR_CODE')).toHaveLength(
      8,
    );
  });
});
