import { get, set, update } from 'idb-keyval';
import type { ApiSettings } from '../core/api/http';

// One IndexedDB (idb-keyval's default store) is shared by the windows and the service worker,
// so a key replaced in Settings is the key the very next request is checked against.
const API_KEY = 'obscura.api-key';
const MAX_BYTES = 'obscura.api-max-bytes';

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

/** Both settings, read fresh (the service worker calls this once per request). */
export async function loadApiSettings(): Promise<ApiSettings> {
  const [apiKey, maxBytes] = await Promise.all([ensureApiKey(), loadMaxBytes()]);
  return { apiKey, maxBytes };
}
