import { deleteValue, readValue, updateValue, valueKeys, writeValue } from './keyval';
import { STORAGE, TESSDATA_CACHE_PATH } from './registry';

/**
 * OCR language data. In browsers tesseract.js keeps language data in idb-keyval's default store
 * under `${cachePath}/${code}.traineddata`, reads it from there before fetching, and writes what
 * it fetched: so bundled data is fetched once, on first use, and then works offline. A file the
 * user adds is stored under that same key, where tesseract.js finds it without fetching.
 */
export { TESSDATA_CACHE_PATH };

/** A language data file the user added in Settings. */
export interface UserLanguageFile {
  fileName: string;
  bytes: number;
  addedAt: number;
}

/** The IndexedDB key tesseract.js reads `code`'s data from. */
export function cacheKeyOf(code: string): string {
  return `${TESSDATA_CACHE_PATH}/${code}.traineddata`;
}

/** Codes whose data is in tesseract.js's cache (fetched before, or added by the user). */
export async function cachedLanguages(): Promise<Set<string>> {
  const prefix = STORAGE.languageData.key;
  const codes = new Set<string>();
  for (const key of await valueKeys()) {
    if (key.startsWith(prefix) && key.endsWith('.traineddata'))
      codes.add(key.slice(prefix.length, -'.traineddata'.length));
  }
  return codes;
}

/** The files the user added, by language code. */
export async function userLanguageFiles(): Promise<Record<string, UserLanguageFile>> {
  return (await readValue<Record<string, UserLanguageFile>>(STORAGE.userLanguages.key)) ?? {};
}

/**
 * Stores a `.traineddata` file (plain or gzipped: tesseract.js checks the gzip magic) as
 * `code`'s data, replacing any bundled data cached for it.
 */
export async function addUserLanguage(code: string, fileName: string, data: Uint8Array) {
  await writeValue(cacheKeyOf(code), data);
  await updateValue<Record<string, UserLanguageFile>>(STORAGE.userLanguages.key, (files) => ({
    ...files,
    [code]: { fileName, bytes: data.length, addedAt: Date.now() },
  }));
}

/** Removes `code`'s added file; bundled data, if any, is fetched again on next use. */
export async function removeUserLanguage(code: string): Promise<void> {
  await deleteValue(cacheKeyOf(code));
  await updateValue<Record<string, UserLanguageFile>>(STORAGE.userLanguages.key, (files) => {
    const rest = { ...files };
    delete rest[code];
    return rest;
  });
}
