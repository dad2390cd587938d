import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PipelineError } from '../../../src/ui/services/pipeline-error';
import { createAppStore, type StoreDeps } from '../../../src/ui/state/create-app-store';
import type { KeyValueStore } from '../../../src/ui/state/review-storage';
import { inProcessPipeline } from '../../support/in-process-pipeline';
import { loadFixture } from '../../setup/fixtures';

const PROTECTED = resolve(
  import.meta.dirname,
  '../../../../shared/corpus/real/005-libreoffice-writer-password_libreoffice-writer-password.pdf',
);

/**
 * The store's pipeline: the app's PipelineClient over the worker's pipeline API in this process
 * (its export is a redact-reviewed job in the review's document session).
 */
function nodePipeline(redactFails = false): StoreDeps['pipeline'] {
  const { client } = inProcessPipeline();
  return {
    detectForReview: (pdf, key, options, onProgress) =>
      client.detectForReview(pdf, key, options, onProgress),
    redact: (pdf, entities, options, onProgress) =>
      redactFails
        ? {
            // What the worker answers when verifyOutput refuses an output (VerificationError).
            result: Promise.reject(
              new PipelineError(
                'internal',
                'Output verification failed, so no output was released: text was found.',
              ),
            ),
            cancel: () => undefined,
          }
        : client.redact(pdf, entities, { dpi: 72, imageQuality: 80, ...options }, onProgress),
    search: (key, query) => client.search(key, query),
  };
}

/** A key/value store in memory. */
function memoryStore(): KeyValueStore & { keys(): string[] } {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('the store releases only verified output and opens encrypted files', () => {
  it('downloads a verified PDF and keeps the report for the badge', async () => {
    const saved: string[] = [];
    const store = createAppStore({
      pipeline: nodePipeline(),
      save: (_data, name) => saved.push(name),
      storage: memoryStore(),
    });
    const { pdf } = await loadFixture('letter-a4');
    await store.getState().openFile(new File([pdf], 'letter-a4.pdf'));
    expect(store.getState().phase).toBe('ready');
    await store.getState().downloadRedactedPdf();
    expect(saved).toEqual(['letter-a4-redacted.pdf']);
    const report = store.getState().verification!;
    expect(report.passed).toBe(true);
    expect(report.checks.map((c) => c.name).sort()).toEqual(['pixels', 'structure', 'text']);
  });

  it('says why and downloads nothing when verification fails', async () => {
    const saved: string[] = [];
    const store = createAppStore({
      pipeline: nodePipeline(true),
      save: (_data, name) => saved.push(name),
      storage: memoryStore(),
    });
    const { pdf } = await loadFixture('letter-a4');
    await store.getState().openFile(new File([pdf], 'letter-a4.pdf'));
    await store.getState().downloadRedactedPdf();
    expect(saved).toEqual([]);
    expect(store.getState().error).toContain(
      'Output verification failed, so no output was released',
    );
    expect(store.getState().verification).toBeUndefined();
  });

  it('asks for the password of an encrypted PDF, refuses a wrong one, opens with the right one', async () => {
    expect(
      existsSync(PROTECTED),
      `${PROTECTED} missing: the shared corpus sits beside the checkout`,
    ).toBe(true);
    const storage = memoryStore();
    const store = createAppStore({ pipeline: nodePipeline(), save: () => undefined, storage });
    await store.getState().openFile(new File([readFileSync(PROTECTED)], 'protected.pdf'));
    expect(store.getState().passwordNeeded).toEqual({ wrong: false });
    expect(store.getState().error).toBeUndefined();
    await store.getState().unlock('wrong');
    expect(store.getState().passwordNeeded).toEqual({ wrong: true });
    await store.getState().unlock('openpassword');
    expect(store.getState().passwordNeeded).toBeUndefined();
    expect(store.getState().phase).toBe('ready');
    // The encrypted file is not kept in the browser: its password would have to be kept too.
    expect(storage.keys().filter((k) => k.startsWith('file:'))).toEqual([]);
  });
});

describe('the OCR languages chosen for scanned pages', () => {
  it('are kept in the browser and chosen again in the next session; unknown codes are dropped', async () => {
    const storage = memoryStore();
    const first = createAppStore({ pipeline: nodePipeline(), save: () => undefined, storage });
    first.getState().setOcrLangs(['deu', 'eng']);
    await expect(storage.get('obscura.ocr-langs')).resolves.toEqual(['deu', 'eng']);

    const next = createAppStore({ pipeline: nodePipeline(), save: () => undefined, storage });
    await expect.poll(() => next.getState().ocrLangs).toEqual(['deu', 'eng']);

    await storage.set('obscura.ocr-langs', ['klingon', 'RUS']);
    const third = createAppStore({ pipeline: nodePipeline(), save: () => undefined, storage });
    await expect.poll(() => third.getState().ocrLangs).toEqual(['rus']);
  });
});
