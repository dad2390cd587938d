import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CorpusOutcome,
  corpusFiles,
  FILE_TIME_BOUND_MS,
  formatOutcomeTable,
  runCorpusOutcomes,
} from '../setup/corpus-outcomes';
import { IsolatedRunner } from '../setup/isolated-runner';

const TABLE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../test-results/corpus-outcomes.md',
);

/** Files the corpus README says are bad redactions (text left under boxes). */
const BAD_REDACTIONS = new Set([
  'rectangles_yes.pdf',
  'rectangles_yes_2.pdf',
  'hidden_text_on_visible_text.pdf',
]);

const runner = new IsolatedRunner();
const outcomes = new Map<string, CorpusOutcome>();

beforeAll(async () => {
  for (const o of await runCorpusOutcomes(runner)) outcomes.set(`${o.group}/${o.file}`, o);
  mkdirSync(dirname(TABLE), { recursive: true });
  writeFileSync(TABLE, formatOutcomeTable([...outcomes.values()], 'the vitest run'));
}, 20 * 60_000);

afterAll(() => runner.stop());

describe('every corpus file is processed or refused with the contract body, in bounded time', () => {
  for (const { group, file } of corpusFiles()) {
    it(`${group}/${file}`, () => {
      const { result: r } = outcomes.get(`${group}/${file}`)!;
      expect(r.outcome === 'processed' || r.outcome === 'refused', JSON.stringify(r)).toBe(true);
      expect(r.ms).toBeLessThan(FILE_TIME_BOUND_MS);
      if (r.outcome === 'processed') {
        expect(r.verified).toBe(true);
        expect(r.pages).toBeGreaterThan(0);
        if (group === 'bad-redactions') {
          expect(r.hiddenCharacters > 0).toBe(BAD_REDACTIONS.has(file));
        }
      } else if (r.outcome === 'refused') {
        // A damaged, encrypted or empty document is the document's fault: a detail sentence
        // with a 4xx status, never an internal error.
        expect([400, 413, 415]).toContain(r.status);
        expect((r.body as { detail: string }).detail).toMatch(
          /^(The|Page \d+ of the) (PDF|file) .+\.$/,
        );
      }
      if (group === 'seed-service' || group === 'bad-redactions')
        expect(r.outcome).toBe('processed');
    });
  }

  it('refuses the password-protected and the empty file of real/ and says why', () => {
    const encrypted = outcomes.get(
      'real/005-libreoffice-writer-password_libreoffice-writer-password.pdf',
    )!.result;
    expect(encrypted).toMatchObject({ outcome: 'refused', status: 400 });
    expect(JSON.stringify(encrypted)).toContain('encrypted');
    const empty = outcomes.get('real/009-pdflatex-geotopo_GeoTopo.pdf')!.result;
    expect(empty).toMatchObject({ outcome: 'refused', status: 415 });
  });
});
