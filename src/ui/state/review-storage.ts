import type { ReviewState } from '../../core/review/types';
import type { DetectResponse } from '../types';

/** A review saved in the browser (the file's bytes are saved apart, once). */
export interface SavedReview {
  version: 1;
  name: string;
  result: DetectResponse;
  review: ReviewState;
  savedAt: number;
}

/** Key/value storage (IndexedDB through idb-keyval in the app, a Map in tests). */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** Key of the saved review of a file. */
export const reviewKey = (fileKey: string) => `review:${fileKey}`;
/** Key of a reviewed file's bytes (written once, when the file is opened). */
export const fileKey = (key: string) => `file:${key}`;
/** Key naming the file whose review was saved last (restored at start-up). */
export const LAST_REVIEW_KEY = 'review:last';
/** Key of the allow-list. */
export const ALLOW_LIST_KEY = 'allow-list';
/** Key of the OCR languages chosen for scanned pages (kept between sessions). */
export const OCR_LANGS_KEY = 'obscura.ocr-langs';

/** Whether a stored value looks like a saved review this version can read. */
export function isSavedReview(value: unknown): value is SavedReview {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SavedReview>;
  return (
    v.version === 1 &&
    typeof v.name === 'string' &&
    typeof v.result === 'object' &&
    Array.isArray(v.review?.entities)
  );
}

/** SHA-256 of bytes as lowercase hex. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
/** Key of the score below which a finding is uncertain (kept unless accepted). */
export const UNCERTAIN_KEY = 'obscura.uncertain-below';
/** Key of the chosen set of legal reason codes. */
export const REASON_SET_KEY = 'obscura.reason-set';
/** Key of whether the export draws the reason codes on its boxes. */
export const REASON_LABELS_KEY = 'obscura.reason-labels';
