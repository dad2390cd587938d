import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StorageAreaAccess, StorageAreas } from '../../../src/shared/storage/areas';
import { clearGroup, countGroup } from '../../../src/shared/storage/clear';
import { cacheKeyOf } from '../../../src/shared/storage/ocr-language-data';
import {
  type ClearGroup,
  entryMatches,
  isRegistered,
  STORAGE_ENTRIES,
  type StorageArea,
} from '../../../src/shared/storage/registry';
import { CLEAR_GROUPS, GROUP_TEXT } from '../../../src/ui/features/privacy/privacy-groups';
import * as reviewStorage from '../../../src/ui/state/review-storage';
import {
  ALLOW_LIST_KEY,
  fileKey,
  LAST_REVIEW_KEY,
  OCR_LANGS_KEY,
  reviewKey,
} from '../../../src/ui/state/review-storage';

/** An in-memory area: a map of keys to item counts. */
function memoryArea(): StorageAreaAccess & { items: Map<string, number> } {
  const items = new Map<string, number>();
  return {
    items,
    keys: async () => [...items.keys()],
    count: async (key) => items.get(key) ?? 0,
    delete: async (key) => void items.delete(key),
  };
}

/** Every area in memory, filled with one key of every registry entry and one stranger each. */
function filledAreas() {
  const areas = {
    keyval: memoryArea(),
    'model-settings': memoryArea(),
    cache: memoryArea(),
    local: memoryArea(),
  } satisfies Record<StorageArea, ReturnType<typeof memoryArea>>;
  for (const entry of STORAGE_ENTRIES) {
    const key = entry.prefix ? `${entry.key}sample` : entry.key;
    areas[entry.area].items.set(key, entry.area === 'cache' ? 3 : 1);
  }
  // Not the app's: another app on this origin, a browser extension's key.
  for (const area of Object.values(areas)) area.items.set('someone-else', 1);
  return areas;
}

/** Every source file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('storage registry', () => {
  it('names every key and cache once, and no two entries overlap', () => {
    for (const a of STORAGE_ENTRIES) {
      for (const b of STORAGE_ENTRIES) {
        if (a === b) continue;
        const sample = a.prefix ? `${a.key}sample` : a.key;
        expect(entryMatches(b, a.area, sample), `${a.id} overlaps ${b.id}`).toBe(false);
      }
    }
  });

  it('lists every key the app store declares (review-storage.ts), whatever is added there', () => {
    const declared = Object.entries(reviewStorage).flatMap(([name, value]) => {
      if (name.endsWith('_KEY') && typeof value === 'string') return [[name, value]];
      // Key builders: reviewKey(sha), fileKey(sha).
      if (/Key$/.test(name) && typeof value === 'function' && value.length === 1) {
        return [[name, (value as (k: string) => string)('0123abcd')]];
      }
      return [];
    });
    expect(declared.length).toBeGreaterThanOrEqual(7);
    for (const [name, key] of declared) {
      expect(isRegistered('keyval', key!), `${name} = '${key}'`).toBe(true);
    }
  });

  it('lists the keys the review store and tesseract.js use', () => {
    const keyval = (key: string) =>
      STORAGE_ENTRIES.filter((e) => entryMatches(e, 'keyval', key)).map((e) => e.id);
    expect(keyval(reviewKey('abc'))).toEqual(['reviews']);
    expect(keyval(LAST_REVIEW_KEY)).toEqual(['reviews']);
    expect(keyval(fileKey('abc'))).toEqual(['documents']);
    expect(keyval(ALLOW_LIST_KEY)).toEqual(['allowList']);
    expect(keyval(OCR_LANGS_KEY)).toEqual(['ocrLanguages']);
    expect(keyval(cacheKeyOf('rus'))).toEqual(['languageData']);
  });

  it('gives every group a Privacy item, and every item clears everything of its group', async () => {
    const groups = new Set(STORAGE_ENTRIES.map((e) => e.group));
    expect(new Set(CLEAR_GROUPS)).toEqual(groups);
    expect(new Set(Object.keys(GROUP_TEXT))).toEqual(groups);

    const areas = filledAreas();
    for (const group of CLEAR_GROUPS) {
      expect(await countGroup(group, areas as StorageAreas), group).toBeGreaterThan(0);
      await clearGroup(group, areas as StorageAreas);
      expect(await countGroup(group, areas as StorageAreas), group).toBe(0);
    }
    // After every Clear, only what is not the app's is left.
    for (const area of Object.values(areas))
      expect([...area.items.keys()]).toEqual(['someone-else']);
  });

  it('clears one group without touching the others (the allow-list is its own item)', async () => {
    const areas = filledAreas();
    await clearGroup('settings' as ClearGroup, areas as StorageAreas);
    expect(areas.keyval.items.has(ALLOW_LIST_KEY)).toBe(true);
    expect(areas.keyval.items.has('obscura.api-key')).toBe(false);
    expect(areas.local.items.has('obscura-theme')).toBe(false);
    await clearGroup('allow-list', areas as StorageAreas);
    expect(areas.keyval.items.has(ALLOW_LIST_KEY)).toBe(false);
    expect(areas.keyval.items.has('review:sample')).toBe(true);
  });

  it('is the only way to storage: idb-keyval, localStorage and Cache Storage go through it', () => {
    const root = 'src';
    const offenders: string[] = [];
    for (const file of sourceFiles(root)) {
      const path = relative(root, file).replaceAll('\\', '/');
      if (path.startsWith('shared/storage/')) continue;
      const text = readFileSync(file, 'utf8');
      if (/from 'idb-keyval'/.test(text)) offenders.push(`${path}: idb-keyval`);
      // localStorage only under a key the registry names (the theme, read before first paint).
      if (/localStorage\./.test(text) && !/STORAGE\.theme\.key/.test(text)) {
        offenders.push(`${path}: localStorage`);
      }
      // Cache Storage outside the registry's modules: only the service worker's own caches.
      for (const m of text.matchAll(/caches\.open\(([^)]*)\)/g)) {
        if (!['RUNTIME_CACHE', 'PRECACHE_NAME'].includes(m[1]!.trim())) {
          offenders.push(`${path}: caches.open(${m[1]})`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
