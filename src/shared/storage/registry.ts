/**
 * Every place Obscura keeps data in the browser, with its privacy class. The Privacy page lists
 * and clears from this table, and a test fails when a module stores anything not named here, so
 * nothing can be forgotten. Pure data: no storage call in this file.
 */

/** What kind of data an entry holds, from the person's point of view. */
export type PrivacyClass =
  /** A choice made in Settings or Privacy. */
  | 'settings'
  /** A credential: the local API key, a chat endpoint's key. */
  | 'secrets'
  /** What a document says or is: the original PDF, allow-listed terms (often names). */
  | 'document-content'
  /** What was worked out from a document: detected entities and review decisions. */
  | 'derived-data'
  /** Downloaded or added model and OCR language files (no personal data). */
  | 'downloads'
  /** The app's own files, kept for offline use. */
  | 'app-cache';

/**
 * Where an entry lives: idb-keyval's default IndexedDB store (`keyval-store`/`keyval`, shared by
 * the page, the pipeline worker and the service worker), the model settings' IndexedDB store
 * (`obscura-models`/`settings`), Cache Storage, or localStorage.
 */
export type StorageArea = 'keyval' | 'model-settings' | 'cache' | 'local';

/** The Privacy page's items: each clears every entry of its group at once. */
export type ClearGroup =
  'settings' | 'allow-list' | 'documents' | 'reviews' | 'models' | 'languages' | 'app';

/** One key (or family of keys sharing a prefix) in one storage area. */
export interface StorageEntry {
  area: StorageArea;
  /** The key, cache name or localStorage key; a prefix when `prefix` is true. */
  key: string;
  prefix?: true;
  privacy: PrivacyClass;
  group: ClearGroup;
  /** What it holds, in plain words (shown on the Privacy page). */
  what: string;
}

/** Key family of kept original PDFs (`file:<sha-256>`), used by the review store. */
export const DOCUMENT_PREFIX = 'file:';
/** Key family of saved reviews (`review:<sha-256>`, and `review:last`). */
export const REVIEW_PREFIX = 'review:';
/** tesseract.js's `cachePath`: its language data lives under `${path}/${code}.traineddata`. */
export const TESSDATA_CACHE_PATH = 'obscura-tessdata';
/** Cache Storage name of model files (page and workers share it). */
export const MODEL_CACHE = 'obscura-models';
/** Prefix of the service worker's precache, one per app version. */
export const PRECACHE_PREFIX = 'obscura-precache-';
/** Cache Storage name of app files kept after their first use. */
export const RUNTIME_CACHE = 'obscura-runtime';

/** The registry: every stored thing the app has, by name. */
export const STORAGE = {
  apiKey: {
    area: 'keyval',
    key: 'obscura.api-key',
    privacy: 'secrets',
    group: 'settings',
    what: 'The local API key (a new one is made on next use).',
  },
  apiMaxBytes: {
    area: 'keyval',
    key: 'obscura.api-max-bytes',
    privacy: 'settings',
    group: 'settings',
    what: 'The largest PDF the local API accepts.',
  },
  maxPages: {
    area: 'keyval',
    key: 'obscura.max-pages',
    privacy: 'settings',
    group: 'settings',
    what: 'Limits: the most pages processed.',
  },
  pageTimeLimit: {
    area: 'keyval',
    key: 'obscura.page-time-limit-ms',
    privacy: 'settings',
    group: 'settings',
    what: 'Limits: the longest time one page may take.',
  },
  jobTimeLimit: {
    area: 'keyval',
    key: 'obscura.job-time-limit-ms',
    privacy: 'settings',
    group: 'settings',
    what: 'Limits: the longest time one local-API request may take.',
  },
  hubOptIn: {
    area: 'keyval',
    key: 'obscura.model-hub-opt-in',
    privacy: 'settings',
    group: 'settings',
    what: 'Whether model downloads from huggingface.co are allowed.',
  },
  visualDetection: {
    area: 'keyval',
    key: 'obscura.visual-detection',
    privacy: 'settings',
    group: 'settings',
    what: 'Whether signatures, faces and codes are searched by default.',
  },
  instructionWay: {
    area: 'keyval',
    key: 'obscura.instruction-way',
    privacy: 'secrets',
    group: 'settings',
    what: 'How custom instructions are read: a chat endpoint’s address, model and key.',
  },
  ocrLanguages: {
    area: 'keyval',
    key: 'obscura.ocr-langs',
    privacy: 'settings',
    group: 'settings',
    what: 'The OCR languages chosen for scanned pages.',
  },
  uncertainBelow: {
    area: 'keyval',
    key: 'obscura.uncertain-below',
    privacy: 'settings',
    group: 'settings',
    what: 'The score below which a finding is shown as uncertain.',
  },
  reasonSet: {
    area: 'keyval',
    key: 'obscura.reason-set',
    privacy: 'settings',
    group: 'settings',
    what: 'The set of legal reason codes chosen for redactions.',
  },
  reasonLabels: {
    area: 'keyval',
    key: 'obscura.reason-labels',
    privacy: 'settings',
    group: 'settings',
    what: 'Whether the export prints the reason codes on its black boxes.',
  },
  keepDocuments: {
    area: 'keyval',
    key: 'obscura.keep-documents',
    privacy: 'settings',
    group: 'settings',
    what: 'Whether opened PDFs are kept to resume reviews.',
  },
  theme: {
    area: 'local',
    key: 'obscura-theme',
    privacy: 'settings',
    group: 'settings',
    what: 'The light or dark theme chosen.',
  },
  allowList: {
    area: 'keyval',
    key: 'allow-list',
    privacy: 'document-content',
    group: 'allow-list',
    what: 'Terms never to black out (often names).',
  },
  documents: {
    area: 'keyval',
    key: DOCUMENT_PREFIX,
    prefix: true,
    privacy: 'document-content',
    group: 'documents',
    what: 'Original, unredacted PDFs kept to resume their reviews (only when you allow it).',
  },
  reviews: {
    area: 'keyval',
    key: REVIEW_PREFIX,
    prefix: true,
    privacy: 'derived-data',
    group: 'reviews',
    what: 'What was found in each PDF you reviewed and your decisions, by the file’s fingerprint.',
  },
  userLanguages: {
    area: 'keyval',
    key: 'obscura.ocr-user-languages',
    privacy: 'downloads',
    group: 'languages',
    what: 'The list of OCR language files you added.',
  },
  languageData: {
    area: 'keyval',
    key: `${TESSDATA_CACHE_PATH}/`,
    prefix: true,
    privacy: 'downloads',
    group: 'languages',
    what: 'OCR language data, kept after first use and added files.',
  },
  activeModel: {
    area: 'model-settings',
    key: 'active-model',
    privacy: 'settings',
    group: 'models',
    what: 'The named-entity model in use.',
  },
  userModels: {
    area: 'model-settings',
    key: 'user-models',
    privacy: 'downloads',
    group: 'models',
    what: 'The list of models you added from files.',
  },
  modelFiles: {
    area: 'cache',
    key: MODEL_CACHE,
    privacy: 'downloads',
    group: 'models',
    what: 'Model files downloaded or added.',
  },
  precache: {
    area: 'cache',
    key: PRECACHE_PREFIX,
    prefix: true,
    privacy: 'app-cache',
    group: 'app',
    what: 'The app’s own files, for offline use.',
  },
  runtimeCache: {
    area: 'cache',
    key: RUNTIME_CACHE,
    privacy: 'app-cache',
    group: 'app',
    what: 'App files kept after first use (other languages, model runtimes).',
  },
} as const satisfies Record<string, StorageEntry>;

/** The name of an entry of the registry. */
export type StorageId = keyof typeof STORAGE;

/** Every entry, with its name. */
export const STORAGE_ENTRIES: readonly (StorageEntry & { id: StorageId })[] = (
  Object.keys(STORAGE) as StorageId[]
).map((id) => ({ id, ...(STORAGE[id] as StorageEntry) }));

/** True when `key` (in `area`) belongs to `entry`. */
export function entryMatches(entry: StorageEntry, area: StorageArea, key: string): boolean {
  if (entry.area !== area) return false;
  return entry.prefix ? key.startsWith(entry.key) : key === entry.key;
}

/** True when the registry names `key` of `area` (every key the app writes must be). */
export function isRegistered(area: StorageArea, key: string): boolean {
  return STORAGE_ENTRIES.some((e) => entryMatches(e, area, key));
}

/** The entries a Privacy item clears. */
export function entriesOf(group: ClearGroup): (StorageEntry & { id: StorageId })[] {
  return STORAGE_ENTRIES.filter((e) => e.group === group);
}
