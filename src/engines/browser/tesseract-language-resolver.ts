import { OcrLanguageError } from '../../core/ocr/ports';
import type { TesseractManifest } from './tesseract-asset-layout';

/** Where the resolver learns which data exists; injected so it can be tested without a browser. */
export interface LanguageSources {
  /** The build's manifest of bundled data. */
  manifest(): Promise<TesseractManifest>;
  /** Codes whose data is in tesseract.js's IndexedDB cache (fetched before, or user-added). */
  cached(): Promise<Set<string>>;
}

/** The refusal for a language this browser has no data for, saying how to add it. */
export function missingLanguage(code: string): OcrLanguageError {
  return new OcrLanguageError(
    code,
    `OCR language data for '${code}' is not available in this browser: add its ` +
      `${code}.traineddata file in Settings, under OCR languages.`,
  );
}

/**
 * Checks that every language has data, bundled with the app or kept in IndexedDB, and throws
 * OcrLanguageError naming the first one that has none: never a silent English fallback. The
 * cache is read on every call, so a file added in Settings is used by the next document.
 */
export async function checkBrowserLanguages(
  codes: readonly string[],
  sources: LanguageSources,
): Promise<void> {
  const [manifest, cached] = await Promise.all([sources.manifest(), sources.cached()]);
  for (const code of codes) {
    if (!manifest.languages.includes(code) && !cached.has(code)) throw missingLanguage(code);
  }
}

/** Checks that the orientation data (`osd`) is bundled or cached. */
export async function checkBrowserOsd(sources: LanguageSources): Promise<void> {
  const [manifest, cached] = await Promise.all([sources.manifest(), sources.cached()]);
  if (!manifest.osd && !cached.has('osd')) throw missingLanguage('osd');
}
