import { deleteValue, readValue, writeValue } from './keyval';
import { purgeExpiredDocuments, readKeptDocument, writeKeptDocument } from './kept-documents';
import { DOCUMENT_PREFIX, isRegistered } from './registry';

/** Key/value storage as the app store uses it (a Map in its tests). */
export interface ReviewKeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

let swept: Promise<void> | undefined;

/**
 * Deletes expired or unpermitted PDFs once per page load, on the store's first use (the saved
 * review is restored at start-up), so none outlives its date just because nobody opened it.
 */
function sweepOnce(): Promise<void> {
  return (swept ??= purgeExpiredDocuments().catch(() => undefined));
}

/**
 * The app store's storage: idb-keyval's default store, except that original PDFs (`file:` keys)
 * go through the keeping rules: stored only when the person opted in, for a limited time.
 */
export const reviewStore: ReviewKeyValueStore = {
  async get<T>(key: string) {
    await sweepOnce();
    if (key.startsWith(DOCUMENT_PREFIX)) return (await readKeptDocument(key)) as T | undefined;
    return readValue<T>(key);
  },
  async set(key, value) {
    // A key the registry does not name would be missed by Privacy's Clear: refuse it.
    if (!isRegistered('keyval', key)) {
      throw new Error(`'${key}' is not in the storage registry (src/shared/storage/registry.ts).`);
    }
    await sweepOnce();
    if (key.startsWith(DOCUMENT_PREFIX) && value instanceof Uint8Array) {
      await writeKeptDocument(key, value);
      return;
    }
    await writeValue(key, value);
  },
  del: (key) => deleteValue(key),
};
