import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROBE = join(import.meta.dirname, 'pdfjs-fetch-probe.ts');

/** Runs the probe in a fresh Node process (Node loads its fetch once per process). */
function probe(mode: 'plain' | 'deferred'): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', PROBE, mode], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

describe('deferFetchDuringPdfjsImport', () => {
  it("keeps Node's fetch unloaded while pdf.js imports, and the real Response afterwards", () => {
    const plain = probe('plain');
    const deferred = probe('deferred');
    // Plainly, pdf.js's polyfill check loads Node's fetch (what the stand-in saves).
    expect(plain.beforeImport).toBe(false);
    expect(plain.afterImport).toBe(true);
    expect(deferred.beforeImport).toBe(false);
    expect(deferred.afterImport).toBe(false);
    // Node's own lazy Response is back, works, and has `bytes` as without the stand-in.
    expect(deferred.getter).toBe(true);
    expect(deferred.text).toBe('ok');
    expect(deferred.bytes).toBe('function');
    expect(deferred.getDocument).toBe('function');
    expect(plain.bytes).toBe('function');
  }, 60_000);
});
