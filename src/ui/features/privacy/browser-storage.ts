import { del, keys } from 'idb-keyval';
import {
  cachedLanguages,
  cacheKeyOf,
  removeUserLanguage,
  userLanguageFiles,
} from '../../../engines/browser/tesseract-language-store';
import { INSTRUCTION_WAY_KEY } from '../../../engines/llm/instruction-way-store';
import { MODEL_CACHE } from '../../../engines/transformers/model-paths';
import { VISUAL_SETTING_KEY } from '../../../engines/visual/visual-setting';
import {
  loadActiveModel,
  loadUserModels,
  saveActiveModel,
  saveUserModels,
} from '../../../engines/transformers/model-settings';
import { PRECACHE_PREFIX, RUNTIME_CACHE } from '../../../sw/precache-manifest';
import { LAST_REVIEW_KEY, OCR_LANGS_KEY } from '../../state/review-storage';

/** The kinds of data Obscura keeps in this browser, each cleared on its own. */
export type StoredKind = 'settings' | 'models' | 'languages' | 'reviews' | 'app';

/**
 * Settings kept in idb-keyval's default store: API key, upload limit, hub opt-in, the visual
 * detection toggle, the custom-instruction way (a chat endpoint's URL and key included) and the
 * OCR languages chosen for scanned pages.
 */
const SETTINGS_KEYS = [
  'obscura.api-key',
  'obscura.api-max-bytes',
  'obscura.model-hub-opt-in',
  VISUAL_SETTING_KEY,
  INSTRUCTION_WAY_KEY,
  OCR_LANGS_KEY,
];

/** Keys of saved reviews and of the reviewed files' bytes (see src/ui/state/review-storage). */
function isReviewKey(key: IDBValidKey): key is string {
  return typeof key === 'string' && (key.startsWith('review:') || key.startsWith('file:'));
}

/** Names of the app's own caches (precached files of each version, files used once). */
async function appCaches(): Promise<string[]> {
  return (await caches.keys()).filter((n) => n.startsWith(PRECACHE_PREFIX) || n === RUNTIME_CACHE);
}

/** How many items of each kind are stored now. */
export async function countStored(): Promise<Record<StoredKind, number>> {
  const stored = new Set(await keys());
  const modelFiles = (await (await caches.open(MODEL_CACHE)).keys()).length;
  const appFiles = await Promise.all(
    (await appCaches()).map(async (n) => (await (await caches.open(n)).keys()).length),
  );
  return {
    settings: SETTINGS_KEYS.filter((k) => stored.has(k)).length,
    models: modelFiles + (await loadUserModels()).length + ((await loadActiveModel()) ? 1 : 0),
    languages: (await cachedLanguages()).size,
    reviews: [...stored].filter(
      (k) => isReviewKey(k) && k.startsWith('review:') && k !== LAST_REVIEW_KEY,
    ).length,
    app: appFiles.reduce((a, b) => a + b, 0),
  };
}

/** Removes everything of one kind from this browser. */
export async function clearStored(kind: StoredKind): Promise<void> {
  switch (kind) {
    case 'settings':
      // A new API key is generated on next use; the old one stops working at once.
      for (const key of SETTINGS_KEYS) await del(key);
      return;
    case 'models':
      await caches.delete(MODEL_CACHE);
      await saveActiveModel(undefined);
      await saveUserModels([]);
      return;
    case 'languages':
      for (const code of Object.keys(await userLanguageFiles())) await removeUserLanguage(code);
      for (const code of await cachedLanguages()) await del(cacheKeyOf(code));
      return;
    case 'reviews':
      for (const key of (await keys()).filter(isReviewKey)) await del(key);
      return;
    case 'app':
      // The service worker is unregistered too, so the next visit installs it (and the offline
      // copy) afresh instead of running without its files.
      for (const name of await appCaches()) await caches.delete(name);
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      return;
  }
}
