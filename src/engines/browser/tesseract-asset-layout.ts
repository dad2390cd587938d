/**
 * Where the app serves tesseract.js's files, under its base URL. Shared by the build plugin
 * (scripts/copy-tesseract-assets.ts) and the browser runtime, so the two never disagree.
 */
export const TESSERACT_ASSET_DIR = 'tesseract';

/** tesseract.js's worker script, relative to TESSERACT_ASSET_DIR. */
export const TESSERACT_WORKER_FILE = 'worker.min.js';

/** Folder of every tesseract.js-core build; the worker picks one by the browser's features. */
export const TESSERACT_CORE_DIR = 'core';

/** Folder of the recognition data (`<code>.traineddata.gz`, LSTM `4.0.0_best_int`). */
export const TESSERACT_LANG_DIR = 'lang';

/** Folder of the orientation data (`osd.traineddata.gz`, legacy engine, `4.0.0`). */
export const TESSERACT_OSD_DIR = 'osd';

/** The build's list of bundled data, so the runtime can refuse a missing language by name. */
export const TESSERACT_MANIFEST_FILE = 'languages.json';

/** What `languages.json` holds. */
export interface TesseractManifest {
  /** Language codes whose recognition data this build serves. */
  languages: string[];
  /** Whether the orientation data is served. */
  osd: boolean;
}
