import { defineConfig, devices } from '@playwright/test';

/** Port of the preview server the tests drive (the built app, as users get it). */
const PORT = Number(process.env.E2E_PORT ?? 4179);
/** Built app the preview serves (E2E_OUT_DIR lets parallel runs keep their own build). */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const CI = Boolean(process.env.CI);

/** Playwright runs against `vite preview` of dist/ (built beforehand by the test script). */
export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder on start: parallel runs each keep their own.
  outputDir: `test-results/playwright-${PORT}`,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 2 : 0,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: CI ? 'on-first-retry' : 'off',
    acceptDownloads: true,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
            // Any host but the app's fails to resolve, so a stray outside request fails loudly.
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost,EXCLUDE 127.0.0.1',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !CI,
    timeout: 60_000,
  },
});
