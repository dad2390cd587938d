import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserGlobals } from './browser-globals';
import { expect, test } from '@playwright/test';
import { type PreviewServer, build, preview } from 'vite';
import { VERSION_ENV } from '../../scripts/service-worker-plugin';
import { buildLetterPdf } from '../fixtures/letter-pdf';
import { ReviewPage } from '../fixtures/review-page';

const EMAIL = 'jane.doe@example.com';

/** A port of its own: this test swaps the served build under an open page. */
const PORT = Number(process.env.E2E_PORT ?? 4179) + 10;
const ORIGIN = `http://localhost:${PORT}`;

/** Serves a built folder at ORIGIN with the app's own preview settings (headers included). */
function serve(outDir: string): Promise<PreviewServer> {
  return preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: PORT, strictPort: true },
  });
}

// One extra build of the app (about 10 s on two cores) plus two installs of the precache.
test.describe.configure({ timeout: 180_000 });

test('a new version is offered in the open page, waits for the user, and keeps their data', async ({
  page,
}) => {
  const nextDir = await mkdtemp(join(tmpdir(), 'obscura-next-'));
  let server = await serve(process.env.E2E_OUT_DIR ?? 'dist');
  try {
    await page.goto(`${ORIGIN}/#/settings`);
    await expect(page.getByTestId('api-status')).toHaveAttribute('data-state', 'ready');
    const key = await page.getByTestId('api-key').textContent();
    // Keeping the PDF to resume its review is the person's choice (Privacy, off by default).
    await page.goto(`${ORIGIN}/#/privacy`);
    await page.getByTestId('privacy-keep-documents').check();
    await expect(page.getByTestId('privacy-keep-documents')).toBeEnabled();
    // An open review with one decision made: the update must not lose it.
    const review = new ReviewPage(page);
    await page.goto(`${ORIGIN}/`);
    await review.openPdf('letter.pdf', await buildLetterPdf());
    await review.decide(EMAIL, 'reject');
    await expect(review.row(EMAIL)).toHaveAttribute('data-decision', 'rejected');
    await page.goto(`${ORIGIN}/#/privacy`);
    const version = page.getByTestId('app-version');
    const firstVersion = await version.getAttribute('data-version');

    const nextVersion = `e2e-${Date.now()}`;
    process.env[VERSION_ENV] = nextVersion;
    try {
      await build({ logLevel: 'warn', build: { outDir: nextDir, emptyOutDir: true } });
    } finally {
      delete process.env[VERSION_ENV];
    }
    await server.close();
    server = await serve(nextDir);

    await page.evaluate(async () =>
      (await (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.ready).update(),
    );
    await expect(page.getByTestId('update-banner')).toBeVisible({ timeout: 60_000 });
    // Until the user accepts, the open page keeps running the version it started with.
    await expect(version).toHaveAttribute('data-version', firstVersion!);

    await page.getByTestId('update-reload').click();
    await expect(page.getByTestId('app-version')).toHaveAttribute('data-version', nextVersion);
    await expect(page.getByTestId('update-banner')).toHaveCount(0);
    // Stored data survived: the same API key, and the local API answers with it.
    await page.goto(`${ORIGIN}/#/settings`);
    await expect(page.getByTestId('api-key')).toHaveText(key!);
    // And the review: the same document with the same decision.
    await page.goto(`${ORIGIN}/#/`);
    await expect(review.row(EMAIL)).toHaveAttribute('data-decision', 'rejected');
  } finally {
    await server.close();
    await rm(nextDir, { recursive: true, force: true });
  }
});
