import {
  TESSERACT_ASSET_DIR,
  TESSERACT_CORE_DIR,
  TESSERACT_LANG_DIR,
  TESSERACT_MANIFEST_FILE,
  TESSERACT_OSD_DIR,
  TESSERACT_WORKER_FILE,
} from './tesseract-asset-layout';

/** Absolute URLs of the tesseract.js files the app serves itself. */
export interface TesseractAssetUrls {
  workerPath: string;
  /** A folder (trailing slash): tesseract.js then picks the core build the browser supports. */
  corePath: string;
  langPath: string;
  osdPath: string;
  manifest: string;
}

/**
 * The URLs of tesseract.js's worker, cores and data on this origin. Absolute, because
 * tesseract.js resolves nothing inside a worker, and its own defaults point at a CDN. `base` is
 * the app's base URL (`import.meta.env.BASE_URL`, passed in so Node tests can call this).
 */
export function tesseractAssetUrls(pageUrl: string, base: string): TesseractAssetUrls {
  const root = new URL(`${base}${TESSERACT_ASSET_DIR}/`, pageUrl);
  const at = (path: string) => new URL(path, root).href;
  return {
    workerPath: at(TESSERACT_WORKER_FILE),
    corePath: at(`${TESSERACT_CORE_DIR}/`),
    langPath: at(TESSERACT_LANG_DIR),
    osdPath: at(TESSERACT_OSD_DIR),
    manifest: at(TESSERACT_MANIFEST_FILE),
  };
}
