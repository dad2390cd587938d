import { useCallback, useEffect, useState } from 'react';
import { OCR_LANGUAGES } from '../../../core/contract/languages';
import { tesseractAssetUrls } from '../../../engines/browser/tesseract-asset-urls';
import {
  addUserLanguage,
  cachedLanguages,
  removeUserLanguage,
  userLanguageFiles,
} from '../../../shared/storage/ocr-language-data';
import { loadTesseractManifest } from '../../../engines/browser/tesseract-manifest';
import { type LanguageStatus, languageStatus } from './language-status';

/** The OCR languages as the section shows them, and the actions that change them. */
export interface OcrLanguagesState {
  /** One row per OCR language, or undefined while loading. */
  languages: LanguageStatus[] | undefined;
  error: string | undefined;
  add(code: string, file: File): Promise<void>;
  remove(code: string): Promise<void>;
}

/** Reads the rows: the build's manifest, tesseract.js's IndexedDB cache and the added files. */
async function loadStatuses(): Promise<LanguageStatus[]> {
  const [manifest, cached, added] = await Promise.all([
    loadTesseractManifest(tesseractAssetUrls(location.href, import.meta.env.BASE_URL).manifest),
    cachedLanguages(),
    userLanguageFiles(),
  ]);
  const bundled = new Set(manifest.languages);
  return OCR_LANGUAGES.map((code) => languageStatus(code, bundled, cached, added));
}

/** Lists the OCR languages and adds or removes the user's `.traineddata` files. */
export function useOcrLanguages(): OcrLanguagesState {
  const [languages, setLanguages] = useState<LanguageStatus[]>();
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => setLanguages(await loadStatuses()), []);
  useEffect(() => {
    let live = true;
    loadStatuses()
      .then((rows) => live && setLanguages(rows))
      .catch((e: unknown) => live && setError(`The OCR languages could not be read: ${String(e)}`));
    return () => {
      live = false;
    };
  }, []);

  const add = useCallback(
    async (code: string, file: File) => {
      setError(undefined);
      if (file.size === 0) {
        setError(`${file.name} is empty: it is not OCR language data.`);
        return;
      }
      try {
        await addUserLanguage(code, file.name, new Uint8Array(await file.arrayBuffer()));
      } catch (e) {
        setError(`${file.name} could not be kept in this browser: ${String(e)}`);
      }
      await reload();
    },
    [reload],
  );
  const remove = useCallback(
    async (code: string) => {
      setError(undefined);
      await removeUserLanguage(code);
      await reload();
    },
    [reload],
  );
  return { languages, error, add, remove };
}
