/**
 * Renders the HTML documents to PDF with a real Chromium (Playwright, the Debian chromium that
 * the e2e tests use) and measures where each marked value was printed. Results are cached in
 * `.cache/quality-html/` (gitignored) under a hash of the HTML and of the rendering code, so a
 * second bench run is fast; a fresh clone simply renders again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../../../scripts/find-chromium.mjs';
import type { HtmlDoc } from './kit';
import { PAGINATE_AND_MEASURE } from './page-script';

/** CSS pixels to PDF points (96 px and 72 pt per inch; page.pdf at scale 1). */
export const PX_TO_PT = 0.75;

/** One line of a marked value, in PDF points from its page's top-left corner. */
export interface TruthLine {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The value's visible characters on this line, as the browser laid them out. */
  text: string;
}

/** One marked value as printed. */
export interface TruthValue {
  tag: string;
  /** The element's text, whitespace-normalised. */
  text: string;
  /** 1-based page number. */
  page: number;
  lines: TruthLine[];
}

/** A document printed by Chromium, with where its values landed. */
export interface ChromiumDoc {
  name: string;
  pdf: Uint8Array;
  pages: number;
  /** Blocks too tall for a page (their clipped part was not printed): should be 0. */
  overflowed: number;
  truth: TruthValue[];
}

interface Measured {
  pages: number;
  overflowed: number;
  truth: Array<{
    tag: string;
    text: string;
    page: number;
    lines: Array<{ x: number; y: number; w: number; h: number; text: string }>;
  }>;
}

/** Bumped when the rendering or measuring changes, so cached results are not reused. */
const RENDER_VERSION = 'html-render-1';
const CACHE_DIR = resolve(process.cwd(), '.cache/quality-html');

function cacheKey(doc: HtmlDoc): string {
  return createHash('sha256')
    .update(RENDER_VERSION)
    .update(PAGINATE_AND_MEASURE)
    .update(doc.html)
    .digest('hex')
    .slice(0, 32);
}

function fromCache(doc: HtmlDoc, key: string): ChromiumDoc | undefined {
  const pdfPath = join(CACHE_DIR, `${key}.pdf`);
  const jsonPath = join(CACHE_DIR, `${key}.json`);
  if (!existsSync(pdfPath) || !existsSync(jsonPath)) return undefined;
  try {
    const meta = JSON.parse(readFileSync(jsonPath, 'utf8')) as Omit<ChromiumDoc, 'pdf' | 'name'>;
    return { name: doc.name, pdf: new Uint8Array(readFileSync(pdfPath)), ...meta };
  } catch {
    return undefined;
  }
}

function toCache(key: string, doc: ChromiumDoc): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(join(CACHE_DIR, `${key}.pdf`), doc.pdf);
    const { pages, overflowed, truth } = doc;
    writeFileSync(join(CACHE_DIR, `${key}.json`), JSON.stringify({ pages, overflowed, truth }));
  } catch {
    // The cache only saves time: a read-only checkout renders every time.
  }
}

async function renderOne(browser: Browser, doc: HtmlDoc): Promise<ChromiumDoc> {
  const page = await browser.newPage();
  try {
    await page.setContent(doc.html, { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    const measured = (await page.evaluate(PAGINATE_AND_MEASURE)) as Measured;
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, scale: 1 });
    const truth = measured.truth.map((t) => ({
      tag: t.tag,
      text: t.text,
      page: t.page,
      lines: t.lines.map((l) => ({
        x: l.x * PX_TO_PT,
        y: l.y * PX_TO_PT,
        width: l.w * PX_TO_PT,
        height: l.h * PX_TO_PT,
        text: l.text,
      })),
    }));
    return {
      name: doc.name,
      pdf: new Uint8Array(pdf),
      pages: measured.pages,
      overflowed: measured.overflowed,
      truth,
    };
  } finally {
    await page.close();
  }
}

/** What rendering a set cost. */
export interface RenderStats {
  rendered: number;
  cached: number;
  ms: number;
}

/** Renders `docs` (cached ones are read from the cache; Chromium starts only when needed). */
export async function renderHtmlDocs(
  docs: readonly HtmlDoc[],
  options: { cache?: boolean } = {},
): Promise<{ docs: ChromiumDoc[]; stats: RenderStats }> {
  const useCache = options.cache ?? true;
  const t0 = performance.now();
  const out: ChromiumDoc[] = [];
  let browser: Browser | undefined;
  let rendered = 0;
  try {
    for (const doc of docs) {
      const key = cacheKey(doc);
      const hit = useCache ? fromCache(doc, key) : undefined;
      if (hit) {
        out.push(hit);
        continue;
      }
      browser ??= await chromium.launch({ executablePath: await findChromium() });
      const result = await renderOne(browser, doc);
      rendered++;
      if (useCache) toCache(key, result);
      out.push(result);
    }
  } finally {
    await browser?.close();
  }
  return {
    docs: out,
    stats: { rendered, cached: docs.length - rendered, ms: performance.now() - t0 },
  };
}
