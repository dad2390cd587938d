import type { StorageAreas } from './areas';
import { type ClearGroup, entriesOf, entryMatches, type StorageEntry } from './registry';

/** Keys that point at another item rather than hold one (not counted as stored things). */
const POINTER_KEYS = new Set(['review:last']);

/** The keys of each area that the entries of `group` own. */
async function ownedKeys(
  group: ClearGroup,
  areas: StorageAreas,
): Promise<{ entry: StorageEntry; key: string }[]> {
  const owned: { entry: StorageEntry; key: string }[] = [];
  for (const entry of entriesOf(group)) {
    for (const key of await areas[entry.area].keys()) {
      if (entryMatches(entry, entry.area, key)) owned.push({ entry, key });
    }
  }
  return owned;
}

/** How many things of a Privacy group are stored now (cache entries count their files). */
export async function countGroup(group: ClearGroup, areas: StorageAreas): Promise<number> {
  let total = 0;
  for (const { entry, key } of await ownedKeys(group, areas)) {
    if (!POINTER_KEYS.has(key)) total += await areas[entry.area].count(key);
  }
  return total;
}

/** Deletes everything the registry puts in `group`, in every area. */
export async function clearGroup(group: ClearGroup, areas: StorageAreas): Promise<void> {
  for (const { entry, key } of await ownedKeys(group, areas)) await areas[entry.area].delete(key);
}
