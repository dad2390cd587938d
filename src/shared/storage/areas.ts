import type { StorageArea } from './registry';

/** A key/value area: one IndexedDB store, Cache Storage (by cache name), or localStorage. */
export interface StorageAreaAccess {
  /** Every key (cache names for Cache Storage). */
  keys(): Promise<string[]>;
  /** How many items one key holds (requests of a cache; 1 for a value). */
  count(key: string): Promise<number>;
  delete(key: string): Promise<void>;
}

/** One accessor per area; the browser's in the app, in-memory ones in tests. */
export type StorageAreas = Readonly<Record<StorageArea, StorageAreaAccess>>;
