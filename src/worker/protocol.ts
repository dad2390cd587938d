import type { Failure } from '../core/contract/failure';
import type { JobRequest, RedactReviewedOptions } from '../core/contract/job';
import type { AnonymizeOptions } from '../core/contract/options';
import type { Box, DetectResponse, Entity, ProcessingTime } from '../core/contract/types';
import type { ProgressEvent } from '../core/pipeline/progress';
import type { VerificationReport } from '../core/redact/verify-output';
import { entityLocationKey } from '../core/review/entity-id';
import type { SearchQuery } from '../core/review/search';

/**
 * What every pipeline call answers. Comlink rebuilds thrown errors as plain `Error`s and drops
 * their fields, so failures travel as data (the core's `Failure`) and the caller rebuilds them.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Failure };

/** Receives progress reports; the UI passes it wrapped in `Comlink.proxy`. */
export type ProgressListener = (event: ProgressEvent) => void;

/** A job for the worker: what to do (`JobRequest`), on which PDF, and whether in its session. */
export interface RunRequest {
  /** Caller-chosen id that `cancel(jobId)` refers to. */
  jobId: string;
  job: JobRequest;
  /** The document; transferred to the worker, so the caller loses its copy. */
  pdf: Uint8Array;
  /**
   * SHA-256 (hex) of `pdf`: run in the worker's document session for it, opened and read once
   * and kept for search and later jobs (the review's export reuses its reading, OCR words
   * included). Absent: the document is opened for this job alone.
   */
  sessionKey?: string;
}

/**
 * What a job answers: the contract's fields; for jobs that write a PDF, the PDF (transferred
 * back) and the checks it passed; for detection in a session, which detector found each entity.
 */
export interface RunResult extends DetectResponse {
  pdf?: Uint8Array;
  /** Output verification (structure, text, pixels); a failed check refuses the output instead. */
  verification?: VerificationReport;
  entitySources?: Record<string, EntitySource>;
}

/** The redacted PDF (transferred back), stage timings, and the checks it passed. */
export interface RedactResult {
  pdf: Uint8Array;
  processing_time: ProcessingTime;
  /** Output verification (structure, text, pixels); a failed check refuses the output instead. */
  verification: VerificationReport;
}

/** Rendering options of the review's export, and the password of an encrypted input. */
export type RedactOptions = Pick<
  AnonymizeOptions,
  'dpi' | 'imageQuality' | 'redactText' | 'password'
> &
  Pick<RedactReviewedOptions, 'boxLabels'>;

/** Detection result, as the contract shapes it. */
export type DetectResult = DetectResponse;

/**
 * Which detector found a detected entity: the built-in rules, the NER model, both (merged), the
 * image detectors (signatures, faces, codes) or a custom tag's search.
 */
export type EntitySource = 'rule' | 'model' | 'rule and model' | 'image' | 'custom';

/** The key of an entity in `entitySources`: its tag and range, which identify it in a result. */
export function entitySourceKey(
  entity: Pick<Entity, 'entity_group' | 'start' | 'end' | 'boxes'>,
): string {
  return `${entity.entity_group}:${entityLocationKey(entity)}`;
}

/**
 * Detection for the review: the contract's result, plus which detector found each entity (for
 * the workspace's hover card; the API's responses never carry it). Absent in reviews saved
 * before it existed.
 */
export interface ReviewDetectResult extends DetectResponse {
  entitySources?: Record<string, EntitySource>;
}

/** A loaded model, as Settings shows it. */
export interface ModelInfo {
  modelId: string;
  /** Where it runs: WebGPU when the browser has an adapter, WebAssembly otherwise. */
  device: string;
  dtype: string;
  /** Longest window in tokens (special tokens excluded). */
  maxTokens: number;
  labels: string[];
}

/** A model run on plain text (Settings' try box and tests). */
export interface FindEntitiesRequest {
  modelId: string;
  text: string;
  /** The API's `min_chunk_size` (0: the model's max length decides). */
  minChunkSize?: number;
}

/** An entity found in plain text: `word === text.slice(start, end)`. */
export interface TextEntity {
  entity_group: string;
  score: number;
  word: string;
  start: number;
  end: number;
}

/** A search over the document of the last detection (the review workspace's search). */
export interface SearchRequest {
  /** SHA-256 of the PDF the UI reviews; the worker answers only for the document it kept. */
  documentKey: string;
  query: SearchQuery;
}

/** One search match: its range in the document text, its text and its boxes. */
export interface SearchMatch {
  start: number;
  end: number;
  word: string;
  boxes: Box[];
}

/**
 * Search outcome: the matches, a sentence when the pattern cannot be used, or `missing` when
 * the worker no longer holds that document (it was restarted, or the page was reloaded).
 */
export type SearchMatches =
  { ok: true; matches: SearchMatch[] } | { ok: false; message: string; missing?: true };
