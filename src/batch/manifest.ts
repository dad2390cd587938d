import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What happened to one file. */
export type Outcome = 'done' | 'refused' | 'failed';

/** One line of `manifest.jsonl`. */
export interface ManifestEntry {
  /** Absolute path of the input. */
  input: string;
  /** SHA-256 of the input's bytes (hex). */
  sha256: string;
  /** Fingerprint of the operation and its options: a re-run with other options redoes the file. */
  settings: string;
  operation: string;
  /** `done`: processed; `refused`: the document was rejected (4xx); `failed`: internal error. */
  outcome: Outcome;
  /** The HTTP status the API would have answered. */
  status: number;
  /** Redacted PDF (anonymize, custom), relative to the output folder. */
  output?: string;
  /** The detected_pii JSON beside it, relative to the output folder. */
  json?: string;
  /** Entities found, by tag. */
  entities: Record<string, number>;
  pages: number;
  /** Processing time on a worker thread (a refusal or failure: time until it was known). */
  seconds: number;
  /** The contract's error body for refused or failed files. */
  error?: object;
  /** Tries it took (queue mode). */
  attempts?: number;
  /** Which process ran it (`host:pid`). */
  worker?: string;
  finished_at: string;
}

/** The manifest's file name inside the output folder. */
export const MANIFEST_NAME = 'manifest.jsonl';

/** Path of the manifest of an output folder. */
export function manifestPath(outDir: string): string {
  return join(outDir, MANIFEST_NAME);
}

/**
 * The last entry of every input in the manifest (none when there is no manifest yet). A line cut
 * short by a crash is skipped: that file is simply done again.
 */
export async function readManifest(outDir: string): Promise<Map<string, ManifestEntry>> {
  const last = new Map<string, ManifestEntry>();
  let text: string;
  try {
    text = await readFile(manifestPath(outDir), 'utf8');
  } catch {
    return last;
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as ManifestEntry;
      if (typeof entry.input === 'string') last.set(entry.input, entry);
    } catch {
      // A torn last line: ignored.
    }
  }
  return last;
}

/** True when a previous entry makes the file's work unnecessary (same bytes, same settings). */
export function isFinished(
  entry: ManifestEntry | undefined,
  sha256: string,
  settings: string,
): boolean {
  return (
    entry !== undefined &&
    entry.sha256 === sha256 &&
    entry.settings === settings &&
    (entry.outcome === 'done' || entry.outcome === 'refused')
  );
}

/** Appends one entry as one line (one write, so lines from one writer never interleave). */
export async function appendManifest(outDir: string, entry: ManifestEntry): Promise<void> {
  await appendFile(manifestPath(outDir), `${JSON.stringify(entry)}\n`);
}
