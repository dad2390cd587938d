import { createStore, del, get, keys, set, update, type UseStore } from 'idb-keyval';

/**
 * The only module that talks to idb-keyval. Two IndexedDB stores: idb-keyval's default one
 * (shared by the page, the pipeline worker and the service worker, so a key replaced in Settings
 * is the key the very next request is checked against) and the model settings' own.
 */
export type KeyvalStoreName = 'keyval' | 'model-settings';

let modelSettings: UseStore | undefined;

/** The idb-keyval store of a name (undefined: the default store). */
function storeOf(name: KeyvalStoreName): UseStore | undefined {
  if (name === 'keyval') return undefined;
  return (modelSettings ??= createStore('obscura-models', 'settings'));
}

/** Reads a value (undefined when absent). */
export function readValue<T>(key: string, store: KeyvalStoreName = 'keyval') {
  return get<T>(key, storeOf(store));
}

/** Writes a value. */
export function writeValue(key: string, value: unknown, store: KeyvalStoreName = 'keyval') {
  return set(key, value, storeOf(store));
}

/** Deletes a value. */
export function deleteValue(key: string, store: KeyvalStoreName = 'keyval') {
  return del(key, storeOf(store));
}

/** Replaces a value in one transaction, so two callers never both create one. */
export function updateValue<T>(
  key: string,
  change: (old: T | undefined) => T,
  store: KeyvalStoreName = 'keyval',
) {
  return update<T>(key, change, storeOf(store));
}

/** Every string key of a store. */
export async function valueKeys(store: KeyvalStoreName = 'keyval'): Promise<string[]> {
  return (await keys(storeOf(store))).filter((k): k is string => typeof k === 'string');
}
