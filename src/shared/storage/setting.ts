import { deleteValue, readValue, writeValue } from './keyval';
import { STORAGE, type StorageId } from './registry';

/** A typed setting: one registry entry, read through a check that falls back to a default. */
export interface Setting<T> {
  get(): Promise<T>;
  set(value: T): Promise<void>;
  /** Forgets the stored value (the default applies again). */
  reset(): Promise<void>;
}

/** Entries of the registry that hold one value in an IndexedDB store. */
type ValueId = {
  [K in StorageId]: (typeof STORAGE)[K]['area'] extends 'keyval' | 'model-settings'
    ? (typeof STORAGE)[K] extends { prefix: true }
      ? never
      : K
    : never;
}[StorageId];

/**
 * Typed get/set of a registry entry: `parse` turns whatever is stored (maybe from an older
 * version, maybe nothing) into a value, the default included. A value equal to `stored` of
 * undefined is deleted rather than written, so defaults take no room and Privacy counts choices.
 */
export function setting<T>(
  id: ValueId,
  parse: (stored: unknown) => T,
  toStored: (value: T) => unknown = (v) => v,
): Setting<T> {
  const { key, area } = STORAGE[id];
  const store = area as 'keyval' | 'model-settings';
  return {
    get: async () => parse(await readValue<unknown>(key, store)),
    set: async (value) => {
      const stored = toStored(value);
      await (stored === undefined ? deleteValue(key, store) : writeValue(key, stored, store));
    },
    reset: () => deleteValue(key, store),
  };
}

/** `true` only when `true` was stored. */
export const parseFlag = (stored: unknown): boolean => stored === true;

/** A flag stored only when on. */
export const storeFlag = (on: boolean): true | undefined => (on ? true : undefined);
