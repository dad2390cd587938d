import { ocrPoolSize } from '../tesseract/pool-size';
import { createTesseractEngine, type TesseractOcrEngine } from '../tesseract/tesseract-engine';
import type { TesseractRuntime } from '../tesseract/tesseract-runtime';
import { tesseractAssetUrls } from './tesseract-asset-urls';
import { TESSDATA_CACHE_PATH } from '../../shared/storage/registry';
import {
  checkBrowserLanguages,
  checkBrowserOsd,
  type LanguageSources,
} from './tesseract-language-resolver';
import { loadTesseractManifest } from './tesseract-manifest';

/** The device's memory in GiB where the browser tells it (Chromium: `navigator.deviceMemory`). */
function deviceMemoryGiB(): number | undefined {
  return (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
}

/**
 * The browser's TesseractRuntime: every file from the app's own origin, workers started from
 * their URL (`workerBlobURL: false`, so the CSP's `worker-src 'self'` suffices), the core build
 * tesseract.js picks for this browser from the core folder (relaxed SIMD, else SIMD, else
 * plain), one worker per core (at most 4, and at most one per GiB of device memory), language
 * data fetched on first use and cached in IndexedDB by tesseract.js (`cacheMethod: 'write'`),
 * where files added in Settings are found too.
 */
export function createBrowserTesseractRuntime(
  cachedLanguages: () => Promise<Set<string>>,
  pageUrl: string = self.location.href,
  cores: number = navigator.hardwareConcurrency,
  memoryGiB: number | undefined = deviceMemoryGiB(),
): TesseractRuntime {
  const urls = tesseractAssetUrls(pageUrl, import.meta.env.BASE_URL);
  let manifest: ReturnType<LanguageSources['manifest']> | undefined;
  const sources: LanguageSources = {
    // The manifest is part of the build: read once per worker.
    manifest: () => (manifest ??= loadTesseractManifest(urls.manifest)),
    cached: cachedLanguages,
  };
  const cache = { cachePath: TESSDATA_CACHE_PATH, cacheMethod: 'write', gzip: true } as const;
  return {
    poolSize: ocrPoolSize(cores, undefined, memoryGiB),
    workerOptions: {
      workerPath: urls.workerPath,
      corePath: urls.corePath,
      workerBlobURL: false,
    },
    resolveLanguages: async (languages) => {
      await checkBrowserLanguages(languages, sources);
      return { ...cache, langPath: urls.langPath };
    },
    resolveOsd: async () => {
      await checkBrowserOsd(sources);
      return { ...cache, langPath: urls.osdPath };
    },
  };
}

/**
 * The OCR engine of a browser Web Worker; its tesseract workers start on the first page.
 * `cachedLanguages` says which languages' data is in this browser (the engine setup passes the
 * storage registry's reader: engines never read storage themselves).
 */
export function createBrowserOcrEngine(
  cachedLanguages: () => Promise<Set<string>>,
): TesseractOcrEngine {
  return createTesseractEngine(createBrowserTesseractRuntime(cachedLanguages));
}
