import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROBE = join(import.meta.dirname, 'deferred-fonts-probe.ts');

/** Runs the probe in a fresh Node process (canvas scans fonts once per process). */
function probe(mode: 'plain' | 'deferred', env: NodeJS.ProcessEnv = {}) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', PROBE, mode], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as {
    familiesBefore: number;
    familiesAfter: number;
    width: number;
    ink: number;
    switchLeft: string | null;
  };
}

describe('deferSystemFonts', () => {
  it('loads the system fonts at the first text drawn, the same fonts and pixels as a plain import', () => {
    const plain = probe('plain');
    const deferred = probe('deferred');
    // The machine has system fonts, and a plain import scans them at once.
    expect(plain.familiesBefore).toBeGreaterThan(0);
    // Deferred: nothing scanned until text is measured or drawn, then the same set.
    expect(deferred.familiesBefore).toBe(0);
    expect(deferred.familiesAfter).toBe(plain.familiesAfter);
    expect(deferred.width).toBe(plain.width);
    expect(deferred.ink).toBe(plain.ink);
    expect(deferred.ink).toBeGreaterThan(0);
    // The switch does not leak to threads or child processes started later.
    expect(deferred.switchLeft).toBeNull();
  });

  it("leaves the user's own DISABLE_SYSTEM_FONTS_LOAD alone", () => {
    const run = probe('deferred', { DISABLE_SYSTEM_FONTS_LOAD: '1' });
    expect(run.familiesBefore).toBe(0);
    // Not loaded behind the user's back on the first text either.
    expect(run.familiesAfter).toBe(0);
    expect(run.switchLeft).toBe('1');
  });
});
