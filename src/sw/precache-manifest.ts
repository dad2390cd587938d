import { PRECACHE_PREFIX } from '../shared/storage/registry';

/** What the service worker precaches (mirrors scripts/service-worker-plugin.ts). */
export interface PrecacheManifest {
  /** Content hash of the precached files and the app version. */
  version: string;
  /** The build's version label. */
  appVersion: string;
  /** Root-relative URLs fetched on install. */
  urls: string[];
}

// Replaced by the build (scripts/service-worker-plugin.ts). The dev server imports the source
// without it: there nothing is precached, so development never serves stale files.
declare const __OBSCURA_PRECACHE__: PrecacheManifest | undefined;

/** This build's precache manifest (empty on the dev server). */
export const PRECACHE: PrecacheManifest =
  typeof __OBSCURA_PRECACHE__ === 'undefined'
    ? { version: 'dev', appVersion: 'dev', urls: [] }
    : __OBSCURA_PRECACHE__;

// Cache names come from the storage registry, which the Privacy page lists and clears from:
// precache caches (one per version, older ones deleted on activation) and the cache of files
// used at least once (other languages, models, onnxruntime).
export { PRECACHE_PREFIX, RUNTIME_CACHE } from '../shared/storage/registry';

/** This version's precache name. */
export const PRECACHE_NAME = `${PRECACHE_PREFIX}${PRECACHE.version}`;

/** The app shell every navigation answers with. */
export const APP_SHELL_URL = '/index.html';
