import { deleteValue, readValue, valueKeys, writeValue } from './keyval';
import { DOCUMENT_PREFIX, REVIEW_PREFIX } from './registry';
import { parseFlag, setting } from './setting';

/** How long an opened PDF is kept to resume its review, when the person allowed keeping. */
export const KEEP_DOCUMENT_DAYS = 7;
const KEEP_MS = KEEP_DOCUMENT_DAYS * 24 * 60 * 60 * 1000;

/** How a kept original PDF is stored: its bytes and when it must be gone. */
interface StoredDocument {
  kind: 'kept-document';
  bytes: Uint8Array;
  keptUntil: number;
}

/** A kept PDF as the Privacy page lists it. */
export interface KeptDocument {
  /** Its storage key (`file:<sha-256>`). */
  key: string;
  /** The file name saved with its review, when there is one. */
  name: string | undefined;
  bytes: number;
  keptUntil: number;
}

/** What to store for a PDF opened at `now`: nothing unless keeping is on, else bytes and date. */
export function documentRecord(
  bytes: Uint8Array,
  keepOn: boolean,
  now: number,
): StoredDocument | undefined {
  return keepOn ? { kind: 'kept-document', bytes, keptUntil: now + KEEP_MS } : undefined;
}

/**
 * The bytes of a stored record that may still be used at `now`, or undefined when it must be
 * deleted: keeping is off, its date passed, or an older version kept it (without asking and
 * without a date, as bare bytes).
 */
export function usableDocument(
  stored: unknown,
  keepOn: boolean,
  now: number,
): Uint8Array | undefined {
  return keepOn && isStoredDocument(stored) && stored.keptUntil > now ? stored.bytes : undefined;
}

function isStoredDocument(value: unknown): value is StoredDocument {
  const v = value as Partial<StoredDocument> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.kind === 'kept-document' &&
    v.bytes instanceof Uint8Array &&
    typeof v.keptUntil === 'number'
  );
}

/**
 * "Keep documents to resume reviews": off by default. Turning it off deletes every kept PDF
 * at once (see `setKeepDocuments`).
 */
const keepDocumentsSetting = setting('keepDocuments', parseFlag, (on) => (on ? true : undefined));

/** Whether opened PDFs are kept. */
export const keepDocuments = (): Promise<boolean> => keepDocumentsSetting.get();

/** Allows or stops keeping opened PDFs; stopping deletes those kept. */
export async function setKeepDocuments(on: boolean): Promise<void> {
  await keepDocumentsSetting.set(on);
  if (!on) for (const key of await documentKeys()) await deleteValue(key);
}

/** Keys of every kept PDF, whatever its state. */
async function documentKeys(): Promise<string[]> {
  return (await valueKeys()).filter((k) => k.startsWith(DOCUMENT_PREFIX));
}

/**
 * The bytes of a kept PDF, or undefined. One kept without permission, past its date, or by an
 * older version (which kept them without asking, and without a date) is deleted instead.
 */
export async function readKeptDocument(
  key: string,
  now: number = Date.now(),
): Promise<Uint8Array | undefined> {
  const stored = await readValue<unknown>(key);
  if (stored === undefined) return undefined;
  const bytes = usableDocument(stored, await keepDocuments(), now);
  if (!bytes) await deleteValue(key);
  return bytes;
}

/** Keeps a PDF for KEEP_DOCUMENT_DAYS when the person allowed it; otherwise stores nothing. */
export async function writeKeptDocument(
  key: string,
  bytes: Uint8Array,
  now: number = Date.now(),
): Promise<void> {
  const record = documentRecord(bytes, await keepDocuments(), now);
  if (record) await writeValue(key, record);
}

/** Deletes kept PDFs past their date (and any kept without permission). */
export async function purgeExpiredDocuments(now: number = Date.now()): Promise<void> {
  for (const key of await documentKeys()) await readKeptDocument(key, now);
}

/** The PDFs kept now, after deleting expired ones, with the name of their review. */
export async function listKeptDocuments(now: number = Date.now()): Promise<KeptDocument[]> {
  await purgeExpiredDocuments(now);
  const kept: KeptDocument[] = [];
  for (const key of await documentKeys()) {
    const stored = await readValue<unknown>(key);
    if (!isStoredDocument(stored)) continue;
    const review = await readValue<{ name?: unknown }>(
      REVIEW_PREFIX + key.slice(DOCUMENT_PREFIX.length),
    );
    const name = typeof review?.name === 'string' ? review.name : undefined;
    kept.push({ key, name, bytes: stored.bytes.byteLength, keptUntil: stored.keptUntil });
  }
  return kept;
}

/** Deletes one kept PDF (its review stays: it can be resumed by opening the file again). */
export function deleteKeptDocument(key: string): Promise<void> {
  return deleteValue(key);
}
