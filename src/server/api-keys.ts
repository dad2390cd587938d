import { statSync, readFileSync } from 'node:fs';

/** Where the server's API keys come from; asked on every request, so rotation needs no restart. */
export interface ApiKeySource {
  keys(): readonly string[];
}

/** Splits a key list: commas or new lines; blank entries and `#` comment lines dropped. */
export function parseKeyList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('#'))
    .flatMap((line) => line.split(','))
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/**
 * Keys from `OBSCURA_API_KEYS` plus, when given, a keys file re-read whenever its size, time or
 * inode changes (checked on each request: one stat). A file that is briefly missing or unreadable
 * during a rotation keeps the last keys read, so a swap by rename never locks everybody out.
 */
export function createApiKeySource(envValue: string | undefined, file?: string): ApiKeySource {
  const fromEnv = parseKeyList(envValue ?? '');
  if (!file) return { keys: () => fromEnv };
  let stamp = '';
  let fromFile: string[] = [];
  const refresh = () => {
    try {
      const info = statSync(file);
      const next = `${info.ino}:${info.size}:${info.mtimeMs}`;
      if (next === stamp) return;
      fromFile = parseKeyList(readFileSync(file, 'utf8'));
      stamp = next;
    } catch {
      // Keep the last keys read (see above).
    }
  };
  refresh();
  return {
    keys: () => {
      refresh();
      return fromEnv.length === 0 ? fromFile : [...fromEnv, ...fromFile];
    },
  };
}

/** Compares without stopping at the first difference, so timing does not reveal a key's prefix. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** The configured key the request's `X-API-Key` equals, or '' (which admits nobody). */
export function matchingKey(given: string | undefined, keys: readonly string[]): string {
  if (given === undefined) return '';
  let found = '';
  // Every key is compared, so the time taken does not tell which one (or whether one) matched.
  for (const key of keys) if (sameText(given, key) && found === '') found = key;
  return found;
}
