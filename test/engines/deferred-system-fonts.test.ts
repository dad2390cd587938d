import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROBE = join(import.meta.dirname, 'deferred-fonts-probe.ts');

/** What the probe saw (deferred-fonts-probe.ts). */
interface Probe {
  pendingAfterImport: boolean;
  familiesFirst: number | null;
  pendingAfterRegistry: boolean;
  pendingAfterFontSet: boolean;
  pendingAfterText: boolean;
  familiesAfter: number;
  width: number;
  ink: number;
  switchLeft: string | null;
}

/** Runs the probe in a fresh Node process (canvas scans fonts once per process). */
function probe(mode: 'plain' | 'deferred' | 'registry', env: NodeJS.ProcessEnv = {}): Probe {
  const out = execFileSync(process.execPath, ['--import', 'tsx', PROBE, mode], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Probe;
}

describe('deferSystemFonts', () => {
  it('loads the system fonts at the first text measured or drawn: same fonts and pixels as a plain import', () => {
    const plain = probe('plain');
    const deferred = probe('deferred');
    // The machine has system fonts, and text drawn with them leaves ink.
    expect(plain.familiesAfter).toBeGreaterThan(0);
    expect(plain.ink).toBeGreaterThan(0);
    // Deferred: nothing scanned at import, nor when a font is only named; measuring text scans.
    expect(deferred.pendingAfterImport).toBe(true);
    expect(deferred.pendingAfterFontSet).toBe(true);
    expect(deferred.pendingAfterText).toBe(false);
    expect(deferred.familiesAfter).toBe(plain.familiesAfter);
    expect(deferred.width).toBe(plain.width);
    expect(deferred.ink).toBe(plain.ink);
    // The switch does not leak to threads or child processes started later.
    expect(deferred.switchLeft).toBeNull();
  });

  it('loads them before any call on the font registry, so later registrations come after', () => {
    const plain = probe('plain');
    const run = probe('registry');
    expect(run.pendingAfterImport).toBe(true);
    expect(run.familiesFirst).toBe(plain.familiesAfter);
    expect(run.pendingAfterRegistry).toBe(false);
    expect(run.ink).toBe(plain.ink);
  });

  it("leaves the user's own DISABLE_SYSTEM_FONTS_LOAD alone", () => {
    const run = probe('deferred', { DISABLE_SYSTEM_FONTS_LOAD: '1' });
    expect(run.pendingAfterImport).toBe(false);
    // Not loaded behind the user's back at the first text either.
    expect(run.familiesAfter).toBe(0);
    expect(run.switchLeft).toBe('1');
  });
});
