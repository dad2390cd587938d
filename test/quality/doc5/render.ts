/**
 * Prints doc5 documents: Chromium's own print pagination (Playwright, the Debian chromium of the
 * e2e tests), then for the documents that ask for it a re-distil through Ghostscript's pdfwrite.
 * Results are cached in `.cache/quality-doc5/` under a hash of the HTML and the route.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../../../scripts/find-chromium.mjs';
import type { Doc5 } from './kit';

/** A printed document. */
export interface Printed5 {
  doc: Doc5;
  pdf: Uint8Array;
}

/** What printing a set cost. */
export interface Print5Stats {
  printed: number;
  cached: number;
  ms: number;
}

const ROUTE_VERSION = 'doc5-route-1';
const CACHE_DIR = resolve(process.cwd(), '.cache/quality-doc5');

function keyOf(doc: Doc5): string {
  return createHash('sha256')
    .update(ROUTE_VERSION)
    .update(doc.distil ? 'gs' : 'chromium')
    .update(doc.html)
    .digest('hex')
    .slice(0, 32);
}

/** Rewrites a PDF through Ghostscript's pdfwrite (fonts, text operators and spacing re-made). */
function distil(pdf: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'doc5-gs-'));
  try {
    const input = join(dir, 'in.pdf');
    const output = join(dir, 'out.pdf');
    writeFileSync(input, pdf);
    try {
      execFileSync(
        'gs',
        [
          '-q',
          '-dNOPAUSE',
          '-dBATCH',
          '-dSAFER',
          '-sDEVICE=pdfwrite',
          `-sOutputFile=${output}`,
          input,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new Error(
        missing
          ? 'The doc5 quality set needs Ghostscript (gs) to re-distil its PDFs: install the ghostscript package.'
          : `Ghostscript could not re-distil a doc5 PDF: ${String(error)}`,
      );
    }
    return new Uint8Array(readFileSync(output));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function printOne(browser: Browser, doc: Doc5): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.setContent(doc.html, { waitUntil: 'load' });
    const pdf = new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    return doc.distil ? distil(pdf) : pdf;
  } finally {
    await page.close();
  }
}

/** Prints `docs` (cached ones come from the cache; Chromium starts only when needed). */
export async function printDocs5(
  docs: readonly Doc5[],
  options: { cache?: boolean } = {},
): Promise<{ printed: Printed5[]; stats: Print5Stats }> {
  const useCache = options.cache ?? true;
  const t0 = performance.now();
  const printed: Printed5[] = [];
  let browser: Browser | undefined;
  let fresh = 0;
  try {
    for (const doc of docs) {
      const path = join(CACHE_DIR, `${keyOf(doc)}.pdf`);
      if (useCache && existsSync(path)) {
        printed.push({ doc, pdf: new Uint8Array(readFileSync(path)) });
        continue;
      }
      browser ??= await chromium.launch({ executablePath: await findChromium() });
      const pdf = await printOne(browser, doc);
      fresh++;
      if (useCache) {
        try {
          mkdirSync(CACHE_DIR, { recursive: true });
          writeFileSync(path, pdf);
        } catch {
          // The cache only saves time.
        }
      }
      printed.push({ doc, pdf });
    }
  } finally {
    await browser?.close();
  }
  return {
    printed,
    stats: { printed: fresh, cached: docs.length - fresh, ms: performance.now() - t0 },
  };
}
