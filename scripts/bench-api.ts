// `npm run bench` (at its end) or `npx tsx scripts/bench-api.ts`: the local API's overhead in
// Chromium. Times /api/detect/pii/pdf (base64) against the same detection run directly on the
// page's pipeline worker, on the generated 10-page fixture.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureFixtures, GENERATED_DIR } from '../test/fixtures';
import { findChromium } from './find-chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The API may add at most this much to a detection's round trip. */
const TARGET_OVERHEAD_PERCENT = 15;

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Starts `vite preview` of dist/ (or `outDir`) and resolves once it answers. */
export async function startPreview(port: number, outDir = 'dist'): Promise<ChildProcess> {
  const args = ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir];
  const server = spawn('npx', args, {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('vite preview exited before it served the app.');
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('vite preview did not answer within 30 s.');
}

/** Medians, in the page, of the API round trip and of the direct pipeline call. */
interface PageTimings {
  apiMs: number[];
  directMs: number[];
  entities: number;
}

/** Runs both measurements inside the page, alternating so that neither gets a warmer machine. */
function measureInPage(args: { base64: string; key: string; runs: number }): Promise<PageTimings> {
  // Runs in the browser: the hook is the app's `window.__obscuraBench`.
  const hook = (
    globalThis as unknown as { __obscuraBench: { detect(pdf: Uint8Array): Promise<unknown> } }
  ).__obscuraBench;
  const bytes = Uint8Array.from(atob(args.base64), (c) => c.charCodeAt(0));
  const body = JSON.stringify({ pdf: args.base64 });
  const viaApi = async () => {
    const response = await fetch('/api/detect/pii/pdf', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': args.key },
      body,
    });
    if (response.status !== 200)
      throw new Error(`The API answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { detected_pii: { entities: unknown[] } };
  };
  const time = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    return performance.now() - t0;
  };
  return (async () => {
    const warm = await viaApi();
    await hook.detect(bytes.slice());
    const apiMs: number[] = [];
    const directMs: number[] = [];
    for (let i = 0; i < args.runs; i++) {
      apiMs.push(await time(viaApi));
      directMs.push(await time(() => hook.detect(bytes.slice())));
    }
    return { apiMs, directMs, entities: warm.detected_pii.entities.length };
  })();
}

/** Builds if needed, serves dist/, drives Chromium, and prints the API's overhead. */
export async function benchApi(): Promise<void> {
  await ensureFixtures();
  if (!existsSync(join(ROOT, 'dist/index.html')) || !existsSync(join(ROOT, 'dist/sw.js'))) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed.');
  }
  const pdf = readFileSync(join(GENERATED_DIR, 'bench-10.pdf'));
  const port = await freePort();
  const server = await startPreview(port);
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    // tsx compiles with esbuild's keepNames, which wraps functions in a `__name` helper that
    // does not exist in the page; measureInPage is sent there as source, so define a no-op.
    await page.addInitScript('globalThis.__name = (f) => f;');
    await page.goto(`http://localhost:${port}/#/settings`);
    await page.locator('[data-testid="api-status"][data-state="ready"]').waitFor();
    const keyText = page.getByTestId('api-key');
    await keyText.filter({ hasText: /^[A-Za-z0-9_-]{32}$/ }).waitFor();
    const key = (await keyText.textContent())!;
    const t = await page.evaluate(measureInPage, {
      base64: pdf.toString('base64'),
      key,
      runs: RUNS,
    });
    const api = median(t.apiMs);
    const direct = median(t.directMs);
    const overhead = ((api - direct) / direct) * 100;
    console.log(
      `\nLocal API in Chromium: bench-10 (10 pages, ${(pdf.length / 1024).toFixed(0)} KiB), ${t.entities} entities, median of ${RUNS}`,
    );
    console.log(`  POST /api/detect/pii/pdf (base64)  ${api.toFixed(1)} ms`);
    console.log(`  pipeline worker directly           ${direct.toFixed(1)} ms`);
    console.log(
      `  API overhead                       ${overhead.toFixed(1)} %   (target < ${TARGET_OVERHEAD_PERCENT} %)`,
    );
  } finally {
    await browser.close();
    // The preview runs in its own process group (npx and vite): stop exactly that group.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchApi();
