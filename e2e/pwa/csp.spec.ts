import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../api/fixtures/api-client';
import type { BrowserGlobals } from './browser-globals';

/** A CSP violation as the page saw it. */
interface Violation {
  directive: string;
  blocked: string;
}

/** Starts collecting the page's CSP violations; returns a reader of those seen so far. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.evaluate(() => {
    const seen: Violation[] = [];
    (globalThis as unknown as { seen: Violation[] }).seen = seen;
    (globalThis as unknown as BrowserGlobals).document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
  return () => page.evaluate(() => (globalThis as unknown as { seen: Violation[] }).seen);
}

/** Tries to fetch from the model hub; says whether CSP or the network refused it. */
function fetchHub(page: Page): Promise<string> {
  return page.evaluate(() =>
    fetch('https://huggingface.co/api/models').then(
      () => 'answered',
      () => 'refused',
    ),
  );
}

test('the CSP ships as a meta tag and headers, blocks foreign scripts, and the page is isolated', async ({
  page,
  request,
}) => {
  const response = await request.get('/');
  const header = response.headers()['content-security-policy'];
  expect(header).toContain("script-src 'self' 'wasm-unsafe-eval' blob:");
  expect(header).not.toContain('huggingface');
  expect(response.headers()['cross-origin-embedder-policy']).toBe('require-corp');
  expect(await response.text()).toMatch(/<meta http-equiv="Content-Security-Policy"/);

  await openApp(page);
  expect(
    await page.evaluate(() => (globalThis as unknown as BrowserGlobals).crossOriginIsolated),
  ).toBe(true);
  const violations = await watchViolations(page);
  // 127.0.0.1 is another origin than localhost, and the test server would answer it.
  const foreign = new URL('/assets/evil.js', page.url().replace('localhost', '127.0.0.1')).href;
  await page.evaluate((src) => {
    const script = (globalThis as unknown as BrowserGlobals).document.createElement('script');
    script.src = src;
    (globalThis as unknown as BrowserGlobals).document.head.append(script);
    const inline = (globalThis as unknown as BrowserGlobals).document.createElement('script');
    inline.textContent = 'globalThis.inlineRan = true';
    (globalThis as unknown as BrowserGlobals).document.head.append(inline);
  }, foreign);
  expect(await fetchHub(page)).toBe('refused');
  // Each of the two policies (meta tag and header) reports what it blocked.
  const blocked = async () => [...new Set((await violations()).map((v) => v.blocked))].sort();
  await expect
    .poll(blocked)
    .toEqual([foreign, 'https://huggingface.co/api/models', 'inline'].sort());
  expect(await page.evaluate(() => 'inlineRan' in globalThis)).toBe(false);
});

test('the app is installable in Chromium', async ({ page, context }) => {
  await openApp(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off-the-record profiles, where Chromium never offers installing
  // (and may report only that); the manifest's own parse errors are checked above.
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
});

test('the model hub is allowed only after the user opts in, in Privacy', async ({ page }) => {
  await openApp(page);
  // Settings says so before anyone presses Download.
  await page.goto('/#/settings');
  await expect(page.getByTestId('hub-opt-in-hint')).toContainText('Privacy');
  await page.goto('/#/privacy');
  const optIn = page.getByTestId('privacy-hub-opt-in');
  await expect(optIn).not.toBeChecked();
  await optIn.click();
  await expect(optIn).toBeChecked();
  await page.reload();
  const violations = await watchViolations(page);
  // The fetch still fails (the test browser resolves no outside host), but CSP lets it go.
  expect(await fetchHub(page)).toBe('refused');
  expect(await violations()).toEqual([]);

  await page.getByTestId('privacy-hub-opt-in').click();
  await expect(page.getByTestId('privacy-hub-opt-in')).not.toBeChecked();
  await page.reload();
  const after = await watchViolations(page);
  expect(await fetchHub(page)).toBe('refused');
  await expect
    .poll(async () => [...new Set((await after()).map((v) => v.directive))])
    .toEqual(['connect-src']);
});

test('the Privacy panel lists what is stored and clears each kind', async ({ page }) => {
  const key = await openApp(page);
  await page.getByTestId('nav-privacy').click();
  const item = (kind: string) => page.locator(`[data-testid="privacy-item"][data-kind="${kind}"]`);
  await expect(item('app').getByTestId('privacy-count')).not.toHaveText('(0 stored)');
  await expect(item('settings').getByTestId('privacy-count')).not.toHaveText('(0 stored)');
  await item('settings').getByTestId('privacy-clear').click();
  await expect(item('settings').getByTestId('privacy-count')).toHaveText('(0 stored)');
  // A cleared key is replaced by a new one: the old one no longer works.
  await page.goto('/#/settings');
  await expect(page.getByTestId('api-key')).toHaveText(/^[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId('api-key')).not.toHaveText(key);

  await page.goto('/#/privacy');
  await item('app').getByTestId('privacy-clear').click();
  await expect(item('app').getByTestId('privacy-count')).toHaveText('(0 stored)');
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.getRegistrations(),
    ),
  ).toHaveLength(0);
});
