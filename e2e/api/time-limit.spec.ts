import { expect, test, type Page } from '@playwright/test';
import type { DetectResponse } from '../../src/core/contract/types';
import { STORAGE } from '../../src/shared/storage/registry';
import { buildLetterPdf, LETTER_PII } from '../fixtures/letter-pdf';
import { buildManyPagesPdf } from '../review/many-pages-pdf';
import { callApiAll, jsonOf, openApp, toBase64 } from './fixtures/api-client';

/** The page's IndexedDB, as much of it as this test uses (the e2e tsconfig has no DOM lib). */
interface Idb {
  open(name: string): {
    result: {
      transaction(
        store: string,
        mode: string,
      ): {
        objectStore(name: string): { put(value: unknown, key: string): void };
        oncomplete: () => void;
        onerror: () => void;
      };
    };
    onsuccess: () => void;
    onerror: () => void;
  };
}

/**
 * Writes the time per request under its registry key. Settings › Limits takes whole minutes; a
 * few seconds keep this test short.
 */
async function setJobTimeLimit(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve, reject) => {
        const open = (globalThis as unknown as { indexedDB: Idb }).indexedDB.open('keyval-store');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(value, key as string);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(new Error('the limit was not written'));
        };
      }),
    [STORAGE.jobTimeLimit.key, ms] as const,
  );
}

test('a request past its time limit is answered 500 with a sentence, and the next is served', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const key = await openApp(page);
  await setJobTimeLimit(page, 4000);
  // Four hundred pages to render, encode, verify and write take far longer than 4 s (a hundred
  // came under it once the export encoded beside the drawing).
  const slow = await buildManyPagesPdf(400);
  const letter = await buildLetterPdf();
  const started = Date.now();
  const [late, next] = await callApiAll(page, [
    { path: '/api/anonymize/pdf', key, json: { pdf: toBase64(slow) } },
    { path: '/api/detect/pii/pdf', key, json: { pdf: toBase64(letter) } },
  ]);
  expect(late!.status).toBe(500);
  expect(jsonOf(late!)).toEqual({
    error_code: 'INTERNAL_ERROR',
    message:
      'Processing failed: The request took longer than its 4-second time limit (Settings › Limits) and was cancelled.',
  });
  // The queued request ran on a fresh pipeline worker once the first was stopped.
  expect(next!.status).toBe(200);
  const words = jsonOf<DetectResponse>(next!).detected_pii.entities.map((e) => e.word);
  expect(words).toContain(LETTER_PII.SSN);
  expect(Date.now() - started).toBeLessThan(60_000);
});
