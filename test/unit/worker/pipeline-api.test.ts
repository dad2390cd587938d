import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OcrEngine } from '../../../src/core/ocr/ports';
import type { PdfEngine } from '../../../src/core/platform/ports';
import { createNodePdfEngine } from '../../../src/engines/node/node-pdf-engine';
import { documentKey } from '../../../src/shared/protocols/document-key';
import { createPipelineApi, type WorkerDeps } from '../../../src/worker/pipeline-api';
import type { RunRequest } from '../../../src/worker/protocol';
import { PLAIN_WORKER_DEPS } from '../../support/in-process-pipeline';
import { loadFixture, loadScanFixture } from '../../setup/fixtures';

const CONTRACT_ENTITY_KEYS = ['boxes', 'end', 'entity_group', 'score', 'start', 'word'];

/**
 * The Node PDF engine, counting how often `input` is opened (the outputs that verification
 * opens are other bytes, so they are not counted).
 */
function countingEngine(input: Uint8Array): PdfEngine & { opens: number } {
  const real = createNodePdfEngine();
  const same = (data: Uint8Array) =>
    data.length === input.length && data.every((byte, i) => byte === input[i]);
  const engine = {
    opens: 0,
    open(data: Uint8Array, options?: { password?: string }) {
      if (same(data)) engine.opens++;
      return real.open(data, options);
    },
  };
  return engine;
}

/** A fake OCR engine that reads one made-up word at the top left of every page it is given. */
const FAKE_OCR: OcrEngine = {
  parallelism: 1,
  async recognize(image) {
    return {
      words: [
        {
          text: 'Quokkaburra',
          confidence: 0.95,
          bbox: { x0: 40, y0: 40, x1: 240, y1: 70 },
          line: 0,
        },
      ],
      rotation: 0,
      width: image.width,
      height: image.height,
    };
  },
};

const work = mkdtempSync(join(tmpdir(), 'obscura-worker-api-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Text poppler extracts from a PDF. */
function pdftotext(pdf: Uint8Array, name: string): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-q', file, '-'], { encoding: 'utf8' });
}

/** A request for `job` on a copy of `pdf` (the API transfers the bytes it is given). */
function request(jobId: string, job: RunRequest['job'], pdf: Uint8Array, sessionKey?: string) {
  return { jobId, job, pdf: pdf.slice(), ...(sessionKey ? { sessionKey } : {}) };
}

describe('the pipeline worker API (in-process, fake ports)', () => {
  it('runs a one-shot detect job and answers exactly the contract entity fields', async () => {
    const api = createPipelineApi(createNodePdfEngine(), PLAIN_WORKER_DEPS);
    const { pdf } = await loadFixture('letter-a4');
    const outcome = await api.run(
      request('a', { kind: 'detect', options: { tags: ['EMAIL'] } }, pdf),
    );
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.detected_pii.entities.length).toBeGreaterThan(0);
    for (const entity of outcome.value.detected_pii.entities) {
      expect(Object.keys(entity).sort()).toEqual(CONTRACT_ENTITY_KEYS);
    }
    // Outside a session nothing internal is added (the API's answer).
    expect(outcome.value.entitySources).toBeUndefined();
  });

  it('opens and reads a document once for the review: detect, search and export share it', async () => {
    const { pdf } = await loadFixture('letter-a4');
    const engine = countingEngine(pdf);
    const api = createPipelineApi(engine, PLAIN_WORKER_DEPS);
    const key = await documentKey(pdf);
    const detected = await api.run(request('d', { kind: 'detect' }, pdf, key));
    if (!detected.ok) throw new Error(detected.error.message);
    // Provenance comes with the entities (no detector is run again to learn it).
    const sources = Object.values(detected.value.entitySources ?? {});
    expect(sources.length).toBe(detected.value.detected_pii.entities.length);
    expect(new Set(sources)).toEqual(new Set(['rule']));

    const found = await api.search({
      documentKey: key,
      query: { pattern: 'account', regex: false, caseSensitive: false },
    });
    expect(found.ok && found.matches.length).toBeGreaterThan(0);

    const entities = detected.value.detected_pii.entities;
    const exported = await api.run(
      request('x', { kind: 'redact-reviewed', options: { entities } }, pdf, key),
    );
    if (!exported.ok) throw new Error(exported.error.message);
    expect(exported.value.verification?.passed).toBe(true);
    expect(engine.opens).toBe(1);
    const text = pdftotext(exported.value.pdf!, 'letter-export');
    for (const entity of entities) expect(text).not.toContain(entity.word);
  });

  it("exports the review's reading: OCR words stay searchable without OCR running again", async () => {
    let recognitions = 0;
    const ocr: OcrEngine = {
      parallelism: 1,
      recognize: (image, options) => {
        recognitions++;
        return FAKE_OCR.recognize(image, options);
      },
    };
    const deps: WorkerDeps = {
      ...PLAIN_WORKER_DEPS,
      base: { ocr },
      standard: async () => ({ ocr }),
    };
    const api = createPipelineApi(createNodePdfEngine(), deps);
    const { pdf } = await loadScanFixture('scan-eng');
    const key = await documentKey(pdf);
    const detected = await api.run(request('d', { kind: 'detect' }, pdf, key));
    if (!detected.ok) throw new Error(detected.error.message);
    const pages = recognitions;
    expect(pages).toBeGreaterThan(0);

    const inSession = await api.run(
      request('x', { kind: 'redact-reviewed', options: { entities: [] } }, pdf, key),
    );
    if (!inSession.ok) throw new Error(inSession.error.message);
    expect(recognitions).toBe(pages);
    expect(pdftotext(inSession.value.pdf!, 'scan-session')).toContain('Quokkaburra');

    // The same job outside the session reads the file again (text layer only: a scan has none).
    const alone = await api.run(
      request('y', { kind: 'redact-reviewed', options: { entities: [] } }, pdf),
    );
    if (!alone.ok) throw new Error(alone.error.message);
    expect(pdftotext(alone.value.pdf!, 'scan-alone')).not.toContain('Quokkaburra');
  });

  it('never runs a job in the session of another document (a stale key opens the PDF given)', async () => {
    const letter = (await loadFixture('letter-a4')).pdf;
    const table = (await loadFixture('table')).pdf;
    const engine = countingEngine(table);
    const api = createPipelineApi(engine, PLAIN_WORKER_DEPS);
    const key = await documentKey(letter);
    const first = await api.run(request('d', { kind: 'detect' }, letter, key));
    if (!first.ok) throw new Error(first.error.message);
    // The table sent under the letter's key: detected as the table, on its own.
    const other = await api.run(request('e', { kind: 'detect' }, table, key));
    if (!other.ok) throw new Error(other.error.message);
    expect(engine.opens).toBe(1);
    const letterWords = first.value.detected_pii.entities.map((e) => e.word);
    const tableWords = other.value.detected_pii.entities.map((e) => e.word);
    expect(tableWords).not.toEqual(letterWords);
  });

  it('answers failures as structured data, never throwing across the boundary', async () => {
    const api = createPipelineApi(createNodePdfEngine(), PLAIN_WORKER_DEPS);
    const notPdf = new TextEncoder().encode('hello, not a PDF');
    const refused = await api.run(request('n', { kind: 'anonymize' }, notPdf));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'not-pdf' } });

    const failing: WorkerDeps = {
      ...PLAIN_WORKER_DEPS,
      standard: async () => ({
        ocr: {
          parallelism: 1,
          recognize: async () => {
            const { OcrLanguageError } = await import('../../../src/core/ocr/ports');
            throw new OcrLanguageError('rus');
          },
        },
      }),
    };
    const scan = (await loadScanFixture('scan-eng')).pdf;
    const noLanguage = await createPipelineApi(createNodePdfEngine(), failing).run(
      request('l', { kind: 'detect', options: { ocrLangs: ['rus'] } }, scan),
    );
    expect(noLanguage).toMatchObject({
      ok: false,
      error: { kind: 'ocr-language', language: 'rus' },
    });
  });

  it('cancels a running job by id and answers it as cancelled', async () => {
    const api = createPipelineApi(createNodePdfEngine(), PLAIN_WORKER_DEPS);
    const { pdf } = await loadFixture('bench-10');
    const running = api.run(request('slow', { kind: 'anonymize' }, pdf), (event) => {
      if (event.stage === 'PdfDataToDocument' && event.done === 1) api.cancel('slow');
    });
    expect(await running).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(api.cancel('slow')).toBe(false);
  });

  it('says a document is not loaded for search before any detection in a session', async () => {
    const api = createPipelineApi(createNodePdfEngine(), PLAIN_WORKER_DEPS);
    const answer = await api.search({
      documentKey: 'none',
      query: { pattern: 'a', regex: false, caseSensitive: false },
    });
    expect(answer).toMatchObject({ ok: false, missing: true });
  });
});
