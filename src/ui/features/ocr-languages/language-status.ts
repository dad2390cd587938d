import type { UserLanguageFile } from '../../../shared/storage/ocr-language-data';

/** Where a language's OCR data comes from in this browser. */
export type LanguageSource = 'added' | 'bundled' | 'missing';

/** One row of the OCR languages list. */
export interface LanguageStatus {
  code: string;
  source: LanguageSource;
  /** The bundled data was fetched once and is kept for offline use. */
  offline: boolean;
  /** The file the user added, when source is 'added'. */
  file?: UserLanguageFile;
}

/** A language's row from what the build bundles, the IndexedDB cache and the user's files. */
export function languageStatus(
  code: string,
  bundled: ReadonlySet<string>,
  cached: ReadonlySet<string>,
  added: Readonly<Record<string, UserLanguageFile>>,
): LanguageStatus {
  const file = added[code];
  // A file the user added is what tesseract.js reads, even over bundled data.
  if (file && cached.has(code)) return { code, source: 'added', offline: true, file };
  if (bundled.has(code)) return { code, source: 'bundled', offline: cached.has(code) };
  return { code, source: cached.has(code) ? 'added' : 'missing', offline: cached.has(code) };
}
