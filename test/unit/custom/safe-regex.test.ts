import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS } from '../../../src/core/contract/options';
import { planCustomTag } from '../../../src/core/custom/custom-tags';
import { compileSafeRegex } from '../../../src/core/custom/safe-regex';
import { detectCustom } from '../../../src/core/pipeline/anonymize-custom';
import { searchText } from '../../../src/core/review/search';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { buildCustomPdf } from './custom-kit';

const engine = createNodePdfEngine();

/** Forty a's and no b: a backtracking engine tries 2^40 ways to split them for (a+)+b. */
const AAAA = 'a'.repeat(40);

/** Milliseconds `work` takes. */
async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

describe('compileSafeRegex', () => {
  it('answers a catastrophic pattern at once (linear time)', async () => {
    const compiled = compileSafeRegex('(a+)+b', '');
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const [matches, ms] = await timed(() => [...compiled.regex.matchAll(AAAA.repeat(100))]);
    expect(matches).toEqual([]);
    // Generous: a backtracking engine would not finish in this lifetime.
    expect(ms).toBeLessThan(2000);
  });

  it('keeps JavaScript flags, UTF-16 indices, named groups and lookbehinds', () => {
    const compiled = compileSafeRegex('(?<name>(?<!x)j[oö]hn)', 'i');
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const text = '😀 JOHN xjohn Jöhn';
    expect([...compiled.regex.matchAll(text)]).toEqual([
      { index: 3, text: 'JOHN' },
      { index: 14, text: 'Jöhn' },
    ]);
  });

  it('refuses backreferences and lookaheads with a sentence', () => {
    const back = compileSafeRegex('(a)\\1', '');
    expect(back).toEqual({ ok: false, reason: expect.stringContaining('backreferences') });
    const ahead = compileSafeRegex('a(?=b)', '');
    expect(ahead).toEqual({ ok: false, reason: expect.stringContaining('lookaheads') });
  });
});

describe('caller regexes in the product', () => {
  it('custom prompt remove /(a+)+b/ on a page of 40 a’s finishes fast', async () => {
    const pdf = await buildCustomPdf([[AAAA, 'nothing else here']]);
    const [body, ms] = await timed(() =>
      detectCustom(engine, pdf, 'remove /(a+)+b/', DEFAULT_DETECT_OPTIONS),
    );
    expect(body.detected_pii.entities).toEqual([]);
    expect(ms).toBeLessThan(15000);
  });

  it('a backreference in a custom prompt is reported, not run', async () => {
    const pdf = await buildCustomPdf([['abab cdcd']]);
    const body = await detectCustom(engine, pdf, 'remove /(ab)\\1/', DEFAULT_DETECT_OPTIONS);
    expect(body.detected_pii.entities).toEqual([]);
    expect(body.detected_pii.exception).toContain('backreferences');
  });

  it('a label=/regex/ custom tag with a backreference is refused with the reason', () => {
    const plan = planCustomTag('twice=/(ab)\\1/');
    expect(plan).toMatchObject({ refused: expect.stringContaining('backreferences') });
    expect(planCustomTag('codes=/(a+)+b/')).toHaveProperty('plan');
  });

  it('search-and-redact runs the user’s regex in linear time and explains refusals', async () => {
    const [result, ms] = await timed(() =>
      searchText(AAAA.repeat(50), { pattern: '(a+)+b', regex: true, caseSensitive: false }),
    );
    expect(result).toEqual({ ok: true, ranges: [] });
    expect(ms).toBeLessThan(2000);
    const refused = searchText('abab', { pattern: '(ab)\\1', regex: true, caseSensitive: true });
    expect(refused).toEqual({ ok: false, message: expect.stringContaining('backreferences') });
  });
});
