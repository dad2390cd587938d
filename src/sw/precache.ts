import { PRECACHE, PRECACHE_NAME, PRECACHE_PREFIX } from './precache-manifest';

/**
 * Fetches every precached file into this version's cache. All or nothing (`addAll`): a failed
 * install leaves the previous version in charge. `cache: 'reload'` skips the HTTP cache, so a
 * stale copy can never be stored under a new version.
 */
export async function installPrecache(): Promise<void> {
  const cache = await caches.open(PRECACHE_NAME);
  await cache.addAll(PRECACHE.urls.map((url) => new Request(url, { cache: 'reload' })));
}

/** Deletes the precaches of older versions (runtime, model and IndexedDB data are kept). */
export async function deleteOldPrecaches(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith(PRECACHE_PREFIX) && name !== PRECACHE_NAME) await caches.delete(name);
  }
}

/** This version's copy of a same-origin path, if precached. */
export async function matchPrecache(pathname: string): Promise<Response | undefined> {
  if (PRECACHE.urls.length === 0) return undefined;
  const cache = await caches.open(PRECACHE_NAME);
  return cache.match(pathname);
}
