import type { ApiSettings, ProcessingLimits } from '../../core/api/http';
import { readValue, updateValue, writeValue } from './keyval';
import { STORAGE } from './registry';
import { setting } from './setting';

/** Default processing limits: none (decisions.md, "Pages": every page is processed). */
export const DEFAULT_LIMITS: ProcessingLimits = { maxPages: 0, pageTimeLimitMs: 0 };

/** Default largest upload: 200 MB. */
export const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

/** Default wall-clock limit of one local-API request: 10 minutes. */
export const DEFAULT_JOB_TIME_LIMIT_MS = 10 * 60 * 1000;

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
  await updateValue<string>(STORAGE.apiKey.key, (old) => (key = old || generateApiKey()));
  return key;
}

/** Replaces the key with a new random one and returns it. */
export async function replaceApiKey(): Promise<string> {
  const key = generateApiKey();
  await writeValue(STORAGE.apiKey.key, key);
  return key;
}

/** The stored maximum upload size in bytes (the default when none was saved). */
export async function loadMaxBytes(): Promise<number> {
  const value = await readValue<unknown>(STORAGE.apiMaxBytes.key);
  return typeof value === 'number' && value > 0 ? value : DEFAULT_MAX_BYTES;
}

/** Saves the maximum upload size in bytes. */
export async function saveMaxBytes(bytes: number): Promise<void> {
  if (!Number.isFinite(bytes) || bytes <= 0) throw new RangeError('The size must be positive.');
  await writeValue(STORAGE.apiMaxBytes.key, Math.round(bytes));
}

/** A stored limit: a whole number of at least 0, else the default 0 (no limit). */
function limitValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Throws unless `value` is a whole number of at least 0. */
function checkLimit(value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError('A limit must be a whole number of at least 0.');
  }
}

/** The most pages processed (0: no limit). */
const maxPages = setting('maxPages', limitValue);
/** The longest one page may take, in ms (0: no limit). */
const pageTimeLimit = setting('pageTimeLimit', limitValue);

/**
 * The wall-clock limit of one local-API request in ms: 10 minutes unless changed; 0 when the
 * person turned it off. Stored only when it differs from the default.
 */
export const jobTimeLimit = setting(
  'jobTimeLimit',
  (stored) =>
    typeof stored === 'number' && Number.isInteger(stored) && stored >= 0
      ? stored
      : DEFAULT_JOB_TIME_LIMIT_MS,
  (ms) => {
    checkLimit(ms);
    return ms === DEFAULT_JOB_TIME_LIMIT_MS ? undefined : ms;
  },
);

/** The stored processing limits (0: no limit; the defaults when none were saved). */
export async function loadLimits(): Promise<ProcessingLimits> {
  const [pages, pageMs] = await Promise.all([maxPages.get(), pageTimeLimit.get()]);
  return { maxPages: pages, pageTimeLimitMs: pageMs };
}

/** Saves the processing limits; each must be a whole number of at least 0 (0: no limit). */
export async function saveLimits(limits: ProcessingLimits): Promise<void> {
  checkLimit(limits.maxPages);
  checkLimit(limits.pageTimeLimitMs);
  await Promise.all([maxPages.set(limits.maxPages), pageTimeLimit.set(limits.pageTimeLimitMs)]);
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
