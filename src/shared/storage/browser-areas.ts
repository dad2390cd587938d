import type { StorageAreaAccess, StorageAreas } from './areas';
import { deleteValue, valueKeys, type KeyvalStoreName } from './keyval';

/** An IndexedDB store as an area (each key is one item). */
function keyvalArea(store: KeyvalStoreName): StorageAreaAccess {
  return {
    keys: () => valueKeys(store),
    count: async () => 1,
    delete: (key) => deleteValue(key, store),
  };
}

/** Cache Storage as an area: keys are cache names, items their requests. */
const cacheArea: StorageAreaAccess = {
  keys: () => caches.keys(),
  count: async (name) => (await (await caches.open(name)).keys()).length,
  delete: async (name) => void (await caches.delete(name)),
};

/** The part of localStorage used here (the worker's type library has no `Storage`). */
interface LocalStore {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/** localStorage as an area; empty where there is none (workers) or it is refused. */
const localArea: StorageAreaAccess = {
  keys: async () => {
    const store = (globalThis as { localStorage?: LocalStore }).localStorage;
    if (!store) return [];
    return Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (k): k is string => k !== null,
    );
  },
  count: async () => 1,
  delete: async (key) =>
    (globalThis as { localStorage?: LocalStore }).localStorage?.removeItem(key),
};

/** This browser's storage areas. */
export function browserAreas(): StorageAreas {
  return {
    keyval: keyvalArea('keyval'),
    'model-settings': keyvalArea('model-settings'),
    cache: cacheArea,
    local: localArea,
  };
}
