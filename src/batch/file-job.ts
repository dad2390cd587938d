import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { errorResponse } from '../core/api/error-responses';
import type { ApiJob } from '../core/api/http';
import type { AnonymizeOptions } from '../core/contract/options';
import { DocumentError } from '../core/contract/errors';
import type { PoolOutcome } from '../server/pool/job-protocol';
import type { BatchOperation } from './batch-spec';
import type { ManifestEntry } from './manifest';

/** One file's work, as the batch runner and the queue workers receive it. */
export interface FileTask {
  /** Absolute path of the input (on storage every worker sees). */
  input: string;
  /** Output path relative to `outDir`. */
  rel: string;
  outDir: string;
  operation: BatchOperation;
  prompt?: string;
  options: AnonymizeOptions;
  /** Fingerprint of operation and options (see settingsFingerprint). */
  settings: string;
}

/** Runs one API job (on a thread pool). */
export type JobExecutor = (job: ApiJob) => Promise<PoolOutcome>;

/** SHA-256 of bytes, hex. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A short fingerprint of what a batch does to each file, so a resume redoes files when it changes. */
export function settingsFingerprint(
  operation: BatchOperation,
  options: AnonymizeOptions,
  prompt?: string,
): string {
  const { path: _path, ...rest } = options;
  return sha256Of(new TextEncoder().encode(JSON.stringify({ operation, prompt, rest }))).slice(
    0,
    16,
  );
}

/** `host:pid`, naming the process in the manifest. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

/** The JSON written beside an output (a.pdf -> a.json). */
export function jsonPathOf(rel: string): string {
  return /\.pdf$/i.test(rel) ? rel.replace(/\.pdf$/i, '.json') : `${rel}.json`;
}

/** Writes a file whole or not at all: a temporary name renamed over the target. */
async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.partial`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** Reads an input, a missing or unreadable file being a refusal like the CLI's. */
export async function readInput(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new DocumentError(
      'unreadable',
      `Cannot read '${path}': ${code === 'ENOENT' ? 'no such file' : code}.`,
    );
  }
}

/** Counts entities by tag. */
function countByTag(entities: readonly { entity_group: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of entities) counts[e.entity_group] = (counts[e.entity_group] ?? 0) + 1;
  return counts;
}

/**
 * Processes one file: reads and hashes it, runs the operation, writes the redacted PDF (if any)
 * and the detected_pii JSON atomically under the output folder, and returns its manifest entry.
 * Never throws: refusals and failures become entries with the API's status and error body.
 */
export async function processFile(
  task: FileTask,
  execute: JobExecutor,
  /** The input's bytes when the caller already read them (to hash them for a resume). */
  bytes?: Uint8Array,
): Promise<ManifestEntry> {
  const started = performance.now();
  const base = {
    input: task.input,
    settings: task.settings,
    operation: task.operation,
    worker: WORKER_NAME,
  };
  let sha256 = '';
  try {
    const pdf = bytes ?? (await readInput(task.input));
    sha256 = sha256Of(pdf);
    const options = { ...task.options, path: basename(task.input) };
    const { result, pages, seconds } = await execute({
      operation: task.operation,
      pdf,
      options,
      ...(task.prompt === undefined ? {} : { prompt: task.prompt }),
    });
    const json = jsonPathOf(task.rel);
    if (task.operation !== 'detect') {
      if (!result.pdf) throw new Error('the engine returned no anonymized PDF');
      await writeAtomically(join(task.outDir, task.rel), result.pdf);
    }
    const report = { detected_pii: result.detected_pii, processing_time: result.processing_time };
    await writeAtomically(join(task.outDir, json), `${JSON.stringify(report, null, 2)}\n`);
    return {
      ...base,
      sha256,
      outcome: 'done',
      status: 200,
      ...(task.operation === 'detect' ? {} : { output: task.rel }),
      json,
      entities: countByTag(result.detected_pii.entities),
      pages,
      seconds: round(seconds),
      finished_at: new Date().toISOString(),
    };
  } catch (error) {
    // The same mapping as the API, so a batch reports what a request would have answered.
    const answer = errorResponse(error);
    return {
      ...base,
      sha256,
      outcome: answer.status >= 500 ? 'failed' : 'refused',
      status: answer.status,
      entities: {},
      pages: 0,
      seconds: round((performance.now() - started) / 1000),
      error: JSON.parse(String(answer.body)) as object,
      finished_at: new Date().toISOString(),
    };
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
