import { get, set, setMany, update } from 'idb-keyval';
import type { ApiSettings, ProcessingLimits } from '../core/api/http';

// One IndexedDB (idb-keyval's default store) is shared by the windows and the service worker,
// so a key replaced in Settings is the key the very next request is checked against.
const API_KEY = 'obscura.api-key';
const MAX_BYTES = 'obscura.api-max-bytes';
const MAX_PAGES = 'obscura.max-pages';
const PAGE_TIME_LIMIT_MS = 'obscura.page-time-limit-ms';

/** Default processing limits: none (decisions.md, "Pages": every page is processed). */
export const DEFAULT_LIMITS: ProcessingLimits = { maxPages: 0, pageTimeLimitMs: 0 };

/** Default largest upload: 200 MB. */
export const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

/** Length of a generated key, in characters. */
const KEY_LENGTH = 32;
/** 64 URL-safe characters: a byte masked to 6 bits picks one without bias. */
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A fresh random API key (32 URL-safe characters, 192 bits). */
export function generateApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_LENGTH));
  return Array.from(bytes, (b) => KEY_ALPHABET[b & 63]).join('');
}

/** The stored key, created on first use; `update` is one transaction, so two callers agree. */
export async function ensureApiKey(): Promise<string> {
  let key = '';
  await update<string>(API_KEY, (old) => (key = old || generateApiKey()));
  return key;
}

/** Replaces the key with a new random one and returns it. */
export async function replaceApiKey(): Promise<string> {
  const key = generateApiKey();
  await set(API_KEY, key);
  return key;
}

/** The stored maximum upload size in bytes (the default when none was saved). */
export async function loadMaxBytes(): Promise<number> {
  const value = await get<number>(MAX_BYTES);
  return typeof value === 'number' && value > 0 ? value : DEFAULT_MAX_BYTES;
}

/** Saves the maximum upload size in bytes. */
export async function saveMaxBytes(bytes: number): Promise<void> {
  if (!Number.isFinite(bytes) || bytes <= 0) throw new RangeError('The size must be positive.');
  await set(MAX_BYTES, Math.round(bytes));
}

/** A stored limit: a whole number of at least 0, else the default 0 (no limit). */
function limitValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The stored processing limits (0: no limit; the defaults when none were saved). */
export async function loadLimits(): Promise<ProcessingLimits> {
  const [maxPages, pageTimeLimitMs] = await Promise.all([
    get<unknown>(MAX_PAGES),
    get<unknown>(PAGE_TIME_LIMIT_MS),
  ]);
  return { maxPages: limitValue(maxPages), pageTimeLimitMs: limitValue(pageTimeLimitMs) };
}

/** Saves the processing limits; each must be a whole number of at least 0 (0: no limit). */
export async function saveLimits(limits: ProcessingLimits): Promise<void> {
  for (const value of [limits.maxPages, limits.pageTimeLimitMs]) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError('A limit must be a whole number of at least 0.');
    }
  }
  await setMany([
    [MAX_PAGES, limits.maxPages],
    [PAGE_TIME_LIMIT_MS, limits.pageTimeLimitMs],
  ]);
}

/** All the settings, read fresh (the service worker calls this once per request). */
export async function loadApiSettings(): Promise<ApiSettings> {
  const [apiKey, maxBytes, limits] = await Promise.all([
    ensureApiKey(),
    loadMaxBytes(),
    loadLimits(),
  ]);
  return { apiKey, maxBytes, limits };
}
