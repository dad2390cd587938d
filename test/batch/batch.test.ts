import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../../src/batch/manifest';
import { runCli } from '../cli/run-cli';
import { FIXTURE_BUILDERS } from '../fixtures';
import type { FixtureTruth } from '../fixtures';

const work = mkdtempSync(join(tmpdir(), 'obscura-batch-'));
const inDir = join(work, 'in');
const out = join(work, 'out');
const secrets = new Map<string, string[]>();

/** The manifest's lines, parsed. */
function manifest(): ManifestEntry[] {
  return readFileSync(join(out, 'manifest.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ManifestEntry);
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** Text-layer PII of a fixture (e-mails and phone numbers: unambiguous strings). */
function emailsOf(truth: FixtureTruth): string[] {
  return truth.pii.filter((p) => p.tag === 'EMAIL').map((p) => p.text);
}

beforeAll(async () => {
  mkdirSync(join(inDir, 'letters'), { recursive: true });
  const letter = await FIXTURE_BUILDERS['letter-a4']();
  const multi = await FIXTURE_BUILDERS['multi-page']();
  writeFileSync(join(inDir, 'letters', 'letter.pdf'), letter.pdf);
  writeFileSync(join(inDir, 'multi.pdf'), multi.pdf);
  writeFileSync(join(inDir, 'notes.pdf'), 'this is not a PDF at all');
  secrets.set('letters/letter.pdf', emailsOf(letter.truth));
  secrets.set('multi.pdf', emailsOf(multi.truth));
});

describe('obscura batch', () => {
  it('processes a folder recursively, writes outputs, JSON and the manifest, exits 1 for a refusal', async () => {
    const run = await runCli('batch', inDir, '--out', out, '--workers', '2', '--plain');
    expect(run.code).toBe(1);
    const entries = manifest();
    expect(entries.map((e) => e.input).sort()).toEqual(
      ['letters/letter.pdf', 'multi.pdf', 'notes.pdf'].map((f) => join(inDir, f)).sort(),
    );
    const refused = entries.find((e) => e.input.endsWith('notes.pdf'))!;
    expect(refused).toMatchObject({ outcome: 'refused', status: 415 });
    expect(refused.error).toHaveProperty('detail');
    for (const [rel, emails] of secrets) {
      const entry = entries.find((e) => e.input === join(inDir, rel))!;
      expect(entry).toMatchObject({ outcome: 'done', status: 200, output: rel });
      expect(entry.pages).toBeGreaterThan(0);
      expect(entry.entities.EMAIL).toBe(emails.length);
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
      // The secret is in the input's text, and not in the output's.
      expect(emails.length).toBeGreaterThan(0);
      const before = pdfText(join(inDir, rel));
      const after = pdfText(join(out, rel));
      for (const email of emails) {
        expect(before).toContain(email);
        expect(after).not.toContain(email);
      }
      const report = JSON.parse(
        readFileSync(join(out, rel.replace(/\.pdf$/, '.json')), 'utf8'),
      ) as {
        detected_pii: { entities: { entity_group: string; word: string }[] };
      };
      expect(
        report.detected_pii.entities
          .filter((e) => e.entity_group === 'EMAIL')
          .map((e) => e.word)
          .sort(),
      ).toEqual([...emails].sort());
    }
    expect(run.stderr).toMatch(/2 done, 1 refused, 0 failed/);
  });

  it('a re-run skips finished files; a new file is done alone; exit 0 once nothing is refused', async () => {
    const again = await runCli('batch', inDir, '--out', out, '--plain');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/3 of 3 files already finished/);
    expect(manifest()).toHaveLength(3);

    const extra = join(work, 'extra');
    mkdirSync(extra);
    writeFileSync(join(extra, 'copy.pdf'), readFileSync(join(inDir, 'multi.pdf')));
    const list = join(work, 'list.txt');
    writeFileSync(list, `# inputs\n${join(inDir, 'letters', 'letter.pdf')}\nextra/copy.pdf\n`);
    const next = await runCli('batch', '--list', list, '--out', out, '--plain');
    expect(next.code).toBe(0);
    expect(next.stderr).toMatch(/1 done, 0 refused, 0 failed, 1 skipped/);
    const entries = manifest();
    expect(entries).toHaveLength(4);
    expect(entries[3]).toMatchObject({
      input: join(extra, 'copy.pdf'),
      outcome: 'done',
      output: 'copy.pdf',
    });
    expect(existsSync(join(out, 'copy.pdf'))).toBe(true);
  });

  it('detect writes only the JSON; bad usage exits 2', async () => {
    const detectOut = join(work, 'detect-out');
    const run = await runCli(
      'batch',
      join(inDir, 'multi.pdf'),
      '--out',
      detectOut,
      '--operation',
      'detect',
      '--tags',
      'EMAIL',
      '--plain',
    );
    expect(run.code).toBe(0);
    expect(existsSync(join(detectOut, 'multi.json'))).toBe(true);
    expect(existsSync(join(detectOut, 'multi.pdf'))).toBe(false);
    expect((await runCli('batch', inDir)).code).toBe(2);
    expect((await runCli('batch', inDir, '--out', out, '--port', '1')).code).toBe(2);
  });
});
